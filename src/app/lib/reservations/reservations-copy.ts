// Reservations read from the device copy (docs/planning.md "Offline"): the same answers the server
// gives (reservations-reads.ts on the server), worked out on the device from the mirrored rows when
// the server does not answer. Pure: the rows, the day and the other mirrored lists come in.
import { sortByKey } from '@shared/collation';
import { addDays, daysBetween, type LocalDay } from '@shared/local-day';
import type { AvailabilityRow, PickList, Reservation } from '@shared/reservations';

/** The status people read on `today`: an active one not picked up by its lapse day reads 'lapsed'. */
export function statusOn(r: Reservation, today: LocalDay): Reservation {
  if (r.status !== 'active' && r.status !== 'lapsed') return r;
  const status = r.picked_up_at === null && r.lapses_on <= today ? 'lapsed' : 'active';
  return status === r.status ? r : { ...r, status };
}

/** Stored as active (waiting or lapsed): neither handed over in full nor cancelled. */
const storedActive = (r: Reservation) => r.status === 'active' || r.status === 'lapsed';

/** The server's order: first day, then newest first, then id. */
function inOrder(rows: Reservation[]): Reservation[] {
  return rows.sort(
    (a, b) =>
      a.start_day.localeCompare(b.start_day) || b.created_at.localeCompare(a.created_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

export interface AgendaFilter {
  warehouseId?: string;
  equipmentId?: string;
}

/** An item's or a warehouse's reservations still ahead on `today` (ending after it). */
export function agendaOf(rows: readonly Reservation[], filter: AgendaFilter, today: LocalDay): Reservation[] {
  return inOrder(
    rows
      .filter(
        (r) =>
          r.end_day > today &&
          (!filter.warehouseId || r.warehouse.id === filter.warehouseId) &&
          (!filter.equipmentId || r.lines.some((l) => l.equipment?.id === filter.equipmentId)),
      )
      .map((r) => statusOn(r, today)),
  );
}

/** 'Bugün Hazırlanacaklar': starting today, and started earlier, still holding and not yet handed over. */
export function pickListOf(rows: readonly Reservation[], warehouseId: string | undefined, today: LocalDay): PickList {
  const mine = rows.filter((r) => storedActive(r) && (!warehouseId || r.warehouse.id === warehouseId)).map((r) => statusOn(r, today));
  return {
    today,
    today_out: inOrder(mine.filter((r) => r.start_day === today)),
    late: inOrder(mine.filter((r) => r.status === 'active' && r.start_day < today && r.end_day > today)),
  };
}

/** A mirrored item as availability needs it (slim rows carry `brand_id`, full ones `brand`). */
export interface CopyItem {
  id: string;
  status: string;
  warehouse_id?: string | null;
  warehouse?: { id: string } | null;
  brand_id?: string | null;
  brand?: { id: string } | null;
  model?: string | null;
}

/** A mirrored active hand-over: its item and expected return day. */
export interface CopyHandover {
  equipment_id: string;
  due_date: string | null;
  status: string;
}

export interface CopyLists {
  reservations: readonly Reservation[];
  equipment: readonly CopyItem[];
  handovers: readonly CopyHandover[];
  warehouses: ReadonlyArray<{ id: string; name: string }>;
}

/** A model's availability per warehouse over `[from, to)`, as `GET /reservations/availability` counts it. */
export function availabilityOf(
  lists: CopyLists,
  ref: { brandId: string; model: string },
  from: LocalDay,
  to: LocalDay,
  today: LocalDay,
): AvailabilityRow[] {
  const days = Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, i) => addDays(from, i));
  const due = new Map(lists.handovers.filter((h) => h.status === 'active').map((h) => [h.equipment_id, h.due_date]));
  const usableOn = (e: CopyItem, d: LocalDay) => {
    if (e.status === 'available') return true;
    const back = due.get(e.id);
    return e.status === 'in_field' && !!back && back >= today && back < d;
  };
  const holding = lists.reservations.map((r) => statusOn(r, today)).filter((r) => r.status === 'active');
  const on = (r: Reservation, d: LocalDay) => r.start_day <= d && r.end_day > d;
  const reservedOn = (e: CopyItem, d: LocalDay) =>
    holding.some((r) => on(r, d) && r.lines.some((l) => l.equipment?.id === e.id && l.handed < l.quantity));
  const names = new Map(lists.warehouses.map((w) => [w.id, w.name]));
  const byWarehouse = new Map<string, CopyItem[]>();
  for (const e of lists.equipment) {
    const wid = e.warehouse_id ?? e.warehouse?.id;
    if (!wid || (e.brand_id ?? e.brand?.id) !== ref.brandId || e.model !== ref.model) continue;
    byWarehouse.set(wid, [...(byWarehouse.get(wid) ?? []), e]);
  }
  const rows: AvailabilityRow[] = [];
  for (const [wid, items] of byWarehouse) {
    const asked = (d: LocalDay) =>
      holding
        .filter((r) => r.warehouse.id === wid && on(r, d))
        .flatMap((r) => r.lines)
        .filter((l) => !l.equipment && l.brand_id === ref.brandId && l.model === ref.model)
        .reduce((sum, l) => sum + l.quantity - l.handed, 0);
    const perDay = days.map((d) => ({
      free: items.filter((e) => usableOn(e, d) && !reservedOn(e, d)).length,
      asked: asked(d),
      held: items.filter((e) => reservedOn(e, d)).length,
    }));
    rows.push({
      warehouse: { id: wid, name: names.get(wid) ?? '' },
      total: items.filter((e) => e.status !== 'scrapped').length,
      free: Math.max(0, Math.min(...perDay.map((d) => d.free - d.asked))),
      reserved: Math.max(0, ...perDay.map((d) => d.asked + d.held)),
      out: items.filter((e) => e.status === 'in_field' && !usableOn(e, from)).length,
      in_repair: items.filter((e) => e.status === 'broken').length,
      in_transfer: items.filter((e) => e.status === 'in_transfer').length,
    });
  }
  return sortByKey(rows, (r) => [r.warehouse.name]);
}
