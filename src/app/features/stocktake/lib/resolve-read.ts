// Where the system thinks a read serial is, at once and without network: the session's frozen set
// first (expected on this shelf, or listed apart with its worker or destination), then the mirrored
// equipment list (src/app/lib/offline). The server decides the final result with the same rule
// (outcomeOfRead in src/shared/schemas/stocktake.ts).
import { offlineDb } from '@app/lib/offline/db';
import { withNames } from '@app/lib/offline/mirror';
import { mirrorVersionKey } from '@app/lib/offline/mirror-write';
import { worstCheckState, type CheckDue } from '@shared/equipment-checks';
import { warehouseToday } from '@shared/local-day';
import { outcomeOfRead } from '@shared/schemas/stocktake';
import type { FrozenItem } from '../api/types';
import type { ReadPlace } from './count-store';

export interface FrozenIndex {
  warehouseId: string;
  warehouseName: string;
  bySerial: Map<string, FrozenItem>;
}

export function frozenIndex(warehouseId: string, warehouseName: string, items: readonly FrozenItem[]): FrozenIndex {
  return { warehouseId, warehouseName, bySerial: new Map(items.map((i) => [i.serial_number, i])) };
}

type MirrorEquipment = {
  serial_number: string;
  model?: string;
  status?: string;
  warehouse_id?: string | null;
  brand?: { name?: string } | null;
  warehouse?: { name?: string } | null;
  check_due?: readonly CheckDue[] | null;
};

/** Pure part, for tests and the bench: a frozen item, or a mirrored row, or nothing. */
export function placeOf(index: FrozenIndex, serial: string, mirrored: MirrorEquipment | undefined): ReadPlace {
  const frozen = index.bySerial.get(serial);
  if (frozen?.kind === 'expected') {
    return {
      outcome: 'found',
      model: frozen.model,
      brand_name: frozen.brand_name,
      warehouse_name: index.warehouseName,
      status: frozen.status,
      holder: null,
      check_state: frozen.check_state ?? null,
    };
  }
  if (frozen) {
    return {
      outcome: 'not_on_shelf',
      model: frozen.model,
      brand_name: frozen.brand_name,
      warehouse_name: index.warehouseName,
      status: frozen.status,
      holder: frozen.holder,
      check_state: frozen.check_state ?? null,
    };
  }
  if (!mirrored) return { outcome: 'unknown', model: null, brand_name: null, warehouse_name: null, status: null, holder: null };
  const status = mirrored.status ?? 'available';
  return {
    outcome: outcomeOfRead(false, { warehouse_id: mirrored.warehouse_id ?? null, status }, index.warehouseId),
    model: mirrored.model ?? null,
    brand_name: mirrored.brand?.name ?? null,
    warehouse_name: mirrored.warehouse?.name ?? null,
    status,
    holder: null,
    check_state: worstCheckState(mirrored.check_due, warehouseToday()),
  };
}

const hasSerial = <T extends object>(row: T): row is T & MirrorEquipment =>
  typeof (row as { serial_number?: unknown }).serial_number === 'string';

/** Each device copy's item ids by serial, with the copy's write count they were read at. */
const serialIndexes = new WeakMap<object, { version: unknown; ids: Promise<Map<string, string>> }>();

/**
 * The mirrored items' ids by serial. The copy keeps no index of serial numbers in IndexedDB (one
 * more write per item on a new device), so one is made in memory, once per state of the copy: only
 * the first read the count does not know pays for reading the table, and the index is made again
 * only after the copy's equipment changed (not on each read the count queues). Ids only: the rows
 * themselves are read by id when a serial is found, so the index holds a few MB, not the copy.
 */
export async function mirroredIdBySerial(): Promise<Map<string, string>> {
  try {
    const db = await offlineDb();
    const version = (await db.meta.get(mirrorVersionKey('equipment')))?.value ?? 0;
    let kept = serialIndexes.get(db);
    if (kept?.version !== version) {
      const ids = db.equipment.toArray().then((rows) => new Map(rows.filter(hasSerial).map((r) => [r.serial_number, r.id])));
      kept = { version, ids };
      serialIndexes.set(db, kept);
      // A failed read is not kept: the next read tries again.
      ids.catch(() => {
        if (serialIndexes.get(db)?.ids === ids) serialIndexes.delete(db);
      });
    }
    return await kept.ids;
  } catch {
    return new Map();
  }
}

/** The mirrored items of these serials, with their brand and warehouse names (slim rows carry ids only). */
async function mirroredBySerial(serials: readonly string[]): Promise<Map<string, MirrorEquipment>> {
  if (serials.length === 0) return new Map();
  const idOf = await mirroredIdBySerial();
  const ids = serials.flatMap((s) => idOf.get(s) ?? []);
  if (ids.length === 0) return new Map();
  try {
    const rows = (await (await offlineDb()).equipment.bulkGet(ids)).filter((r) => r !== undefined).filter(hasSerial);
    return new Map(((await withNames(rows)) as MirrorEquipment[]).map((m) => [m.serial_number, m]));
  } catch {
    return new Map();
  }
}

export async function resolveRead(index: FrozenIndex, serial: string): Promise<ReadPlace> {
  if (index.bySerial.has(serial)) return placeOf(index, serial, undefined);
  return placeOf(index, serial, (await mirroredBySerial([serial])).get(serial));
}

/** Many at once (reads of other counters, after a reload). */
export async function resolveReads(index: FrozenIndex, serials: readonly string[]): Promise<Map<string, ReadPlace>> {
  const mirrored = await mirroredBySerial([...new Set(serials.filter((s) => !index.bySerial.has(s)))]);
  return new Map(serials.map((s) => [s, placeOf(index, s, mirrored.get(s))]));
}
