// Runs inside Chromium (bundled by client-bench.ts): the equipment filter over the real 100k list,
// and a replay of queued hand-overs through the app's own outbox code against the real server.
import { EMPTY_FILTERS, filterEquipment, indexEquipment, type FilterableEquipment } from '@app/features/equipment/filter-equipment';
import { offlineDb } from '@app/lib/offline/db';
import { dexieOutboxStore } from '@app/lib/offline/outbox';
import { fetchSender, newEntry, replayOutbox } from '@device/outbox-replay';
import type { IssueBody } from '@device/outbox';

export interface FilterFigures {
  rows: number;
  indexMs: number;
  /** One entry per keystroke of TYPED. */
  keystrokeMs: number[];
  matches: number[];
}

export interface ReplayFigures {
  ms: number;
  sent: number;
  failed: number;
  remaining: number;
  firstError?: string;
}

const TYPED = 'makita hr';

async function filterBench(token: string): Promise<FilterFigures> {
  const res = await fetch('/api/equipment', { headers: { authorization: `Bearer ${token}` } });
  const rows = (await res.json()) as FilterableEquipment[];
  const t0 = performance.now();
  const index = indexEquipment(rows);
  const indexMs = performance.now() - t0;
  const keystrokeMs: number[] = [];
  const matches: number[] = [];
  for (let i = 1; i <= TYPED.length; i++) {
    const t = performance.now();
    const out = filterEquipment(index, { ...EMPTY_FILTERS, query: TYPED.slice(0, i) });
    keystrokeMs.push(performance.now() - t);
    matches.push(out.length);
  }
  return { rows: rows.length, indexMs, keystrokeMs, matches };
}

async function replayBench(token: string, bodies: IssueBody[]): Promise<ReplayFigures> {
  const db = await offlineDb();
  await db.outbox.clear();
  const now = Date.now();
  await db.outbox.bulkAdd(
    bodies.map((body, i) => newEntry({ id: crypto.randomUUID(), kind: 'issue_equipment', body, label: `Teslim ${i + 1}` }, now + i)),
  );
  const store = dexieOutboxStore(db, async () => token);
  const t0 = performance.now();
  const report = await replayOutbox(store, fetchSender, { ignoreBackoff: true });
  return {
    ms: performance.now() - t0,
    sent: report.sent.length,
    failed: report.failed.length,
    remaining: report.remaining,
    firstError: report.failed[0]?.error,
  };
}

(globalThis as unknown as { depoBench: unknown }).depoBench = { filterBench, replayBench };
