// The stock screens' reads when the server cannot be reached (docs/stock.md "Offline"): the device
// copy's catalogue, levels of the user's warehouses and pickers, with the stock that signed issues
// and hand-overs still waiting in the outbox took off the shelf laid over them.
import { api, ApiError, MESSAGES } from '@app/lib/api-client';
import { offlineDb, type MirrorTable } from '@app/lib/offline/db';
import { readMirror } from '@app/lib/offline/mirror-read';
import { setMirrorStatus } from '@app/lib/offline/mirror-status';
import { orFromCopy } from '@app/lib/reservations/copy-fallback';
import { isOnline } from '@app/lib/offline/outbox';
import type { OutboxEntry } from '@device/outbox-replay';
import { sortByKey, sortByName } from '@shared/collation';
import type { StockItem, StockLevelRow } from '@shared/stock';
import { levelsFromCopy, type StockLevelCopyRow, type StockPickerCopyRow } from '@shared/stock-device-copy';

export const STOCK_KEY = ['stock'] as const;

export interface StockPickers {
  warehouses: Array<{ id: string; name: string }>;
  workers: Array<{ id: string; first_name: string; last_name: string }>;
  categories: Array<{ id: string; name: string }>;
}

/** A warehouse's levels (the 'Stok' list, the issue forms' lines): from the server, or the device copy offline. */
export const stockLevelsQuery = (warehouseId: string | undefined, low = false) => ({
  queryKey: [...STOCK_KEY, 'levels', warehouseId, low] as const,
  queryFn: () => getStockLevels(warehouseId ?? '', low),
  enabled: !!warehouseId,
});

/** The device holds this list (its first download finished). */
async function held(table: MirrorTable): Promise<boolean> {
  return !!(await (await offlineDb()).syncState.get(table).catch(() => undefined))?.syncedAt;
}

/**
 * The server's answer; offline or without an answer (never on a refusal), the copy's, when it holds one
 * (orFromCopy: without one, the server's failure stands).
 */
export async function serverOrCopy<T>(
  tables: readonly MirrorTable[],
  fromServer: () => Promise<T>,
  fromCopy: () => Promise<T>,
): Promise<T> {
  const copy = async () => {
    for (const t of tables) if (!(await held(t))) throw new ApiError(0, MESSAGES.unreachable, null);
    setMirrorStatus({ servedFromMirror: true });
    return fromCopy();
  };
  return isOnline() ? orFromCopy(fromServer, copy) : copy();
}

export async function pickersFromCopy(): Promise<StockPickers> {
  const rows = await readMirror<StockPickerCopyRow>('stock_pickers');
  const warehouses: StockPickers['warehouses'] = [];
  const workers: StockPickers['workers'] = [];
  for (const r of rows) {
    if (r.kind === 'warehouse') warehouses.push({ id: r.id, name: r.name });
    else workers.push({ id: r.id, first_name: r.first_name, last_name: r.last_name });
  }
  return { warehouses: sortByName(warehouses), workers: sortByKey(workers, (w) => [w.first_name, w.last_name]), categories: [] };
}

/**
 * What signed stock issues, and the stock lines of signed hand-overs, still in the outbox take from
 * each item of a warehouse. A hand-over's lines leave the warehouse of its item (`warehouseOf`).
 */
export function waitingIssues(
  entries: readonly OutboxEntry[],
  warehouseId: string,
  warehouseOf: (equipmentId: string) => string | null | undefined = () => undefined,
): Map<string, number> {
  const taken = new Map<string, number>();
  for (const e of entries) {
    const lines =
      e.kind === 'stock_issue' && e.body.warehouse_id === warehouseId
        ? e.body.lines
        : e.kind === 'issue_equipment' && e.body.stock && warehouseOf(e.body.equipment_id) === warehouseId
          ? e.body.stock.lines
          : [];
    for (const line of lines) {
      const quantity = Number(line.quantity);
      if (Number.isFinite(quantity)) taken.set(line.item_id, (taken.get(line.item_id) ?? 0) + quantity);
    }
  }
  return taken;
}

export async function levelsFromDevice(warehouseId: string, low: boolean): Promise<StockLevelRow[]> {
  const db = await offlineDb();
  const [items, levels, entries] = await Promise.all([
    readMirror<StockItem>('stock_items'),
    readMirror<StockLevelCopyRow>('stock_levels'),
    db.outbox.toArray().catch((): OutboxEntry[] => []),
  ]);
  // A waiting hand-over's stock leaves its item's warehouse: the copy's row as downloaded says which.
  const handed = entries.flatMap((e) => (e.kind === 'issue_equipment' && e.body.stock ? [e.body.equipment_id] : []));
  const rows = handed.length
    ? await db
        .mirror('equipment')
        .bulkGet(handed)
        .catch(() => [])
    : [];
  const warehouses = new Map(rows.map((r) => [r?.id, r?.warehouse_id]));
  const taken = waitingIssues(entries, warehouseId, (id) => {
    const w = warehouses.get(id);
    return typeof w === 'string' ? w : null;
  });
  const laid = levels.map((l) =>
    l.warehouse_id === warehouseId && taken.has(l.item_id) ? { ...l, on_hand: l.on_hand - (taken.get(l.item_id) ?? 0) } : l,
  );
  for (const [item_id, quantity] of taken) {
    if (!laid.some((l) => l.warehouse_id === warehouseId && l.item_id === item_id))
      laid.push({
        id: `${warehouseId}:${item_id}`,
        warehouse_id: warehouseId,
        item_id,
        on_hand: -quantity,
        min_qty: 0,
        reorder_qty: 0,
        avg_cost: 0,
      });
  }
  return levelsFromCopy(items, laid, warehouseId, { low });
}

export const getStockPickers = () => serverOrCopy(['stock_pickers'], () => api.get<StockPickers>('/stock/pickers'), pickersFromCopy);

export const getStockLevels = (warehouseId: string, low: boolean) =>
  serverOrCopy(
    ['stock_items', 'stock_levels'],
    () => api.get<StockLevelRow[]>(`/stock/levels?warehouse_id=${encodeURIComponent(warehouseId)}${low ? '&low=true' : ''}`),
    () => levelsFromDevice(warehouseId, low),
  );
