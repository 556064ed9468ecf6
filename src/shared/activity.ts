// The equipment activity timeline (from the audit trail): one Turkish line per recorded change.
import { auditText } from './audit-texts';
import { CHECK_RESULT_LABELS, formatCheckDay, type CheckResult } from './equipment-checks';
import { EQUIPMENT_STATUS_LABELS, brokenStatusLabel, type EquipmentStatus } from './status';

export interface ActivityEntry {
  id: number;
  entity: string;
  action: string;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
  user: { first_name: string; last_name: string } | null;
}

function equipmentStatus(value: unknown): string {
  return typeof value === 'string' && value in EQUIPMENT_STATUS_LABELS
    ? EQUIPMENT_STATUS_LABELS[value as EquipmentStatus]
    : String(value ?? '-');
}

/** A text value of an audit row's `after`, if it has one. */
function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A short Turkish sentence for one audit row of an item's history: never the raw names. */
export function describeActivity(entry: Pick<ActivityEntry, 'entity' | 'action' | 'before' | 'after'>): string {
  const { entity, action, before, after } = entry;
  if (action === 'import') {
    const file = typeof after?.import_file === 'string' ? ` (${after.import_file})` : '';
    return `${before ? 'İçe aktarma ile güncellendi' : 'İçe aktarma ile kaydedildi'}${file}`;
  }
  if (entity === 'equipment' && action !== 'create' && action !== 'delete') {
    if (before && after && 'status' in after && before.status !== after.status) {
      return `Durum: ${equipmentStatus(before.status)} → ${equipmentStatus(after.status)}`;
    }
    return 'Ekipman bilgileri güncellendi';
  }
  if (entity === 'broken_equipment' && action === 'status' && after && 'status' in after) {
    return `Arıza durumu: ${brokenStatusLabel(String(after.status))}`;
  }
  if (entity === 'broken_equipment' && action === 'complete' && after?.status === 'scrapped') return 'Tamir sonucu: hurdaya ayrıldı';
  if (entity === 'field_equipment' && action === 'check_override') {
    const reason = textOf(after?.reason);
    return `Süresi geçmiş kontrole rağmen teslim edildi${reason ? ` — gerekçe: ${reason}` : ''}`;
  }
  if (entity === 'equipment_check' && action === 'create') {
    const name = textOf(after?.check_name);
    const result = textOf(after?.result);
    const day = textOf(after?.checked_on);
    const outcome = result && result in CHECK_RESULT_LABELS ? CHECK_RESULT_LABELS[result as CheckResult] : null;
    return `Kontrol kaydedildi${name ? `: ${name}` : ''}${outcome ? ` — ${outcome}` : ''}${day ? ` (${formatCheckDay(day)})` : ''}`;
  }
  return auditText(entity, action) ?? 'Kayıt değişti';
}

type Who = { first_name: string; last_name: string } | null | undefined;

/** The records the item's three histories list (only the fields the timeline needs). */
export interface RecordedHistory {
  field?: ReadonlyArray<{ id: string; issued_at: string; returned_at: string | null; issued_by_user?: Who; returned_by_user?: Who }>;
  broken?: ReadonlyArray<{ id: string; created_at: string; resolved_at: string | null; status: string }>;
  transfers?: ReadonlyArray<{ id: string; created_at: string; completed_at: string | null; issuer?: Who; receiver?: Who }>;
}

/**
 * The audit trail plus a step for every history record it does not cover (records seeded or
 * migrated without an audit row), newest first: the timeline is never empty while the histories
 * above it list records. Made-up steps have negative ids.
 */
export function withRecordedHistory(entries: readonly ActivityEntry[], history: RecordedHistory): ActivityEntry[] {
  const covered = new Set(entries.map((e) => `${e.entity}:${e.action === 'issue' ? 'create' : e.action}:${e.entity_id}`));
  const added: ActivityEntry[] = [];
  const add = (
    entity: string,
    action: string,
    entityId: string,
    at: string | null,
    user: Who,
    after: Record<string, unknown> | null = null,
  ) => {
    if (!at || covered.has(`${entity}:${action}:${entityId}`)) return;
    added.push({ id: -(added.length + 1), entity, action, entity_id: entityId, before: null, after, created_at: at, user: user ?? null });
  };
  for (const r of history.field ?? []) {
    add('field_equipment', 'create', r.id, r.issued_at, r.issued_by_user);
    add('field_equipment', 'return', r.id, r.returned_at, r.returned_by_user);
  }
  for (const r of history.broken ?? []) {
    add('broken_equipment', 'create', r.id, r.created_at, null);
    const resolvedByDialog = covered.has(`broken_equipment:status:${r.id}`);
    if ((r.status === 'repaired' || r.status === 'scrapped') && !resolvedByDialog)
      add('broken_equipment', 'complete', r.id, r.resolved_at, null, { status: r.status });
  }
  for (const r of history.transfers ?? []) {
    add('transfers', 'create', r.id, r.created_at, r.issuer);
    add('transfers', 'complete', r.id, r.completed_at, r.receiver);
  }
  if (added.length === 0) return [...entries];
  return [...entries, ...added].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}
