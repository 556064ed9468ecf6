// The equipment counts by status that the list's tiles show, kept in `meta` by the device copy's
// writes (mirror-sync.ts), so that the list's first page needs no pass over 100k rows.
import type { Table } from 'dexie';
import { EQUIPMENT_STATUSES } from '@shared/status';
import { offlineDb, type MirrorRow } from './db';

type Row = MirrorRow;

/** Rows per status and in all, as the equipment list's tiles count them. */
export type StatusCounts = Record<string, number> & { total: number };

/** The meta row holding the mirrored equipment's StatusCounts, kept by every write below. */
export const EQUIPMENT_COUNTS_KEY = 'mirror-counts:equipment';

export function noCounts(): StatusCounts {
  const counts: StatusCounts = { total: 0 };
  for (const s of EQUIPMENT_STATUSES) counts[s] = 0;
  return counts;
}

/** Counts the stored rows (a pass over every row: only when the kept counts cannot be trusted). */
export async function countStatuses(t: Table<Row, string>): Promise<StatusCounts> {
  const counts = noCounts();
  await t.each((r) => addRow(counts, r, 1));
  return counts;
}

/** The counts of the rows in `rows`, added to `counts`. */
export function countRows(rows: readonly Row[], counts: StatusCounts = noCounts()): StatusCounts {
  for (const r of rows) addRow(counts, r, 1);
  return counts;
}

function addRow(counts: StatusCounts, row: Row, sign: 1 | -1): void {
  counts.total += sign;
  if (typeof row.status === 'string') counts[row.status] = (counts[row.status] ?? 0) + sign;
}

/**
 * The mirrored equipment's counts by status: the kept row, or (a mirror written before the counts
 * were kept) counted once and kept from then on.
 */
export async function equipmentCounts(): Promise<StatusCounts> {
  const db = await offlineDb();
  const kept = await db.meta.get(EQUIPMENT_COUNTS_KEY);
  if (kept) return kept.value as StatusCounts;
  return db.transaction('rw', db.equipment, db.meta, async () => {
    const again = await db.meta.get(EQUIPMENT_COUNTS_KEY);
    if (again) return again.value as StatusCounts;
    const counts = await countStatuses(db.equipment);
    await db.meta.put({ key: EQUIPMENT_COUNTS_KEY, value: counts });
    return counts;
  });
}

/** Inside a write transaction over equipment and meta, before the write: the counts after it. */
export async function countsAfter(t: Table<Row, string>, put: readonly Row[], gone: readonly string[]): Promise<StatusCounts> {
  const kept = (await (await offlineDb()).meta.get(EQUIPMENT_COUNTS_KEY))?.value as StatusCounts | undefined;
  const putById = new Map(put.map((r) => [r.id, r]));
  const touched = [...new Set([...gone, ...putById.keys()])];
  const before = await t.bulkGet(touched);
  const counts: StatusCounts = kept ? { ...kept } : await countStatuses(t);
  for (const old of before) if (old) addRow(counts, old, -1);
  for (const row of putById.values()) addRow(counts, row, 1);
  return counts;
}
