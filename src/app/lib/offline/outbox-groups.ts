// The connection panel's rows: one per thing the user did. A hand-over of several items is sent as
// one outbox entry per item (one request each, sharing the signing's batch id), but it is one
// signing and one document: the panel shows it as one row, retried or discarded as a whole.
import type { OutboxEntry } from '@device/outbox-replay';

export interface OutboxGroup {
  /** The batch's id for a hand-over, else the entry's own id. */
  key: string;
  /** Oldest first, as the outbox keeps them. */
  entries: OutboxEntry[];
  label: string;
  /** The state that needs the user most: failed, then waiting for sign-in, then sending, then waiting. */
  state: OutboxEntry['state'];
}

const HANDOVER_LABEL = /^Teslim: (.+) → (.+)$/;

/** The label of one item's hand-over entry: 'Teslim: SN-001 → Ali Yılmaz'. */
export function handOverLabel(serial: string, workerName: string): string {
  return `Teslim: ${serial} → ${workerName}`;
}

const URGENCY: Record<OutboxEntry['state'], number> = { failed: 3, waiting_auth: 2, sending: 1, pending: 0 };

function groupKey(entry: OutboxEntry): string {
  return entry.kind === 'issue_equipment' && entry.body.batch_id ? `batch:${entry.body.batch_id}` : entry.id;
}

/** 'Teslim: SN-001, SN-002 → Ali Yılmaz' for the items of one signing. */
function groupLabel(entries: readonly OutboxEntry[]): string {
  if (entries.length === 1) return entries[0]!.label;
  const parts = entries.map((e) => HANDOVER_LABEL.exec(e.label));
  const workers = new Set(parts.map((p) => p?.[2]));
  if (parts.every((p) => p !== null) && workers.size === 1) return handOverLabel(parts.map((p) => p![1]).join(', '), parts[0]![2]!);
  return entries.map((e) => e.label).join('; ');
}

/** The entries as the panel lists them: in the outbox's order, a hand-over's items together at its first. */
export function groupOutboxEntries(entries: readonly OutboxEntry[]): OutboxGroup[] {
  const groups = new Map<string, OutboxEntry[]>();
  for (const entry of entries) {
    const key = groupKey(entry);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups].map(([key, list]) => ({
    key,
    entries: list,
    label: groupLabel(list),
    state: list.reduce((worst, e) => (URGENCY[e.state] > URGENCY[worst] ? e.state : worst), list[0]!.state),
  }));
}
