// Where the system thinks a read serial is, at once and without network: the session's frozen set
// first (expected on this shelf, or listed apart with its worker or destination), then the mirrored
// equipment list (src/app/lib/offline). The server decides the final result with the same rule
// (outcomeOfRead in src/shared/schemas/stocktake.ts).
import { offlineDb } from '@app/lib/offline/db';
import { withNames } from '@app/lib/offline/mirror';
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

export async function resolveRead(index: FrozenIndex, serial: string): Promise<ReadPlace> {
  if (index.bySerial.has(serial)) return placeOf(index, serial, undefined);
  // The device copy keeps no index of serial numbers: one pass, for a serial the count does not know.
  const found = (await (
    await offlineDb()
  ).equipment
    .filter((r) => r.serial_number === serial)
    .first()
    .catch(() => undefined)) as MirrorEquipment | undefined;
  // Slim mirrored rows carry ids: the brand and warehouse names come from the mirrored lists.
  const [mirrored] = found ? await withNames([found]) : [];
  return placeOf(index, serial, mirrored);
}

/** Many at once (reads of other counters, after a reload). */
export async function resolveReads(index: FrozenIndex, serials: readonly string[]): Promise<Map<string, ReadPlace>> {
  const unknown = [...new Set(serials.filter((s) => !index.bySerial.has(s)))];
  const wanted = new Set(unknown);
  const mirrored = unknown.length
    ? await withNames(
        (await (
          await offlineDb()
        ).equipment
          .filter((r) => typeof r.serial_number === 'string' && wanted.has(r.serial_number))
          .toArray()
          .catch(() => [])) as MirrorEquipment[],
      )
    : [];
  const bySerial = new Map(mirrored.map((m) => [m.serial_number, m]));
  return new Map(serials.map((s) => [s, placeOf(index, s, bySerial.get(s))]));
}
