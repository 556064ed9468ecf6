// Making and cancelling reservations (docs/planning.md). Making one runs under a lock of its
// warehouse's row (`for no key update`: hand-overs, transfers and foreign keys never wait for it),
// so two people reserving the last item of a warehouse at once are served one after the other and
// the second is refused with who holds it. PGlite runs one transaction at a time anyway.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatLocalDay, warehouseToday } from '@shared/local-day';
import { fullName } from '@shared/format';
import { EQUIPMENT_STATUS_LABELS, type EquipmentStatus } from '@shared/status';
import {
  RESERVATION_MESSAGES as M,
  RESERVATION_STATUS_LABELS,
  reservationRangeLabel,
  type CreateReservationInput,
  type Reservation,
  type ReservationSettings,
} from '@shared/reservations';
import { audit, auditStatusChange } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import { reservationLines, reservations, reservationSettings } from '@server/db/reservations-schema';
import * as s from '@server/db/schema';
import { queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, notFound } from '@server/http/errors';
import { inScope } from '@server/http/guard';
import { modelDays } from './model-days';
import { expandKits } from './reservation-kits';
import { holdsSql, overlapsSql, reservationRows, statusSql } from './reservation-sql';

interface Holder {
  first_name: string;
  last_name: string;
}

/** Who holds an item out in the field over the range, and until when. */
async function refuseHeld(tx: Tx, ids: string[], serials: Map<string, string>, from: string): Promise<void> {
  const [held] = await queryRows<Holder & { equipment_id: string; due_date: string | null }>(
    tx,
    sql`select f.equipment_id, f.due_date::text as due_date, w.first_name, w.last_name
      from ${s.fieldEquipment} f join ${s.workers} w on w.id = f.worker_id
      where f.status = 'active' and f.equipment_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and (f.due_date is null or f.due_date >= ${from}::date) limit 1`,
  );
  if (!held) return;
  const until = held.due_date ? `${formatLocalDay(held.due_date)} tarihine kadar` : 'iade tarihi belirtilmeden';
  throw conflict(`${serials.get(held.equipment_id)} seri numaralı ekipman ${fullName(held)} üzerinde (Sahada), ${until}.`);
}

/** Who reserved an item for an overlapping range, for which days and which site. */
async function refuseReserved(tx: Tx, ids: string[], serials: Map<string, string>, from: string, to: string, today: string) {
  const [taken] = await queryRows<Holder & { equipment_id: string; start_day: string; end_day: string; site: string }>(
    tx,
    sql`select l.equipment_id, r.start_day::text as start_day, r.end_day::text as end_day, r.site, w.first_name, w.last_name
      from ${reservationLines} l join ${reservations} r on r.id = l.reservation_id join ${s.workers} w on w.id = r.worker_id
      where l.equipment_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and l.handed < l.quantity and ${holdsSql(today)} and ${overlapsSql(from, to)}
      order by r.start_day limit 1`,
  );
  if (!taken) return;
  throw conflict(
    `${serials.get(taken.equipment_id)} seri numaralı ekipman ${fullName(taken)} adına ${reservationRangeLabel(taken)} için rezerve edilmiş (${taken.site}).`,
  );
}

/** Every model the new reservation touches must have, on each of its days, free ≥ asked. */
async function refuseShort(
  tx: Tx,
  warehouseId: string,
  models: Array<{ brandId: string; model: string; brand: string; asked: number }>,
  from: string,
  to: string,
  today: string,
) {
  for (const m of models) {
    const days = await modelDays(tx, { warehouseId, brandId: m.brandId, model: m.model }, from, to, today);
    const short = days.find((d) => d.free < d.asked);
    if (!short) continue;
    const holders = await queryRows<Holder & { start_day: string; end_day: string }>(
      tx,
      sql`select distinct w.first_name, w.last_name, r.start_day::text as start_day, r.end_day::text as end_day
        from ${reservations} r join ${reservationLines} l on l.reservation_id = r.id join ${s.workers} w on w.id = r.worker_id
        left join ${s.equipment} e on e.id = l.equipment_id
        where r.warehouse_id = ${warehouseId}::uuid and ${holdsSql(today)} and l.handed < l.quantity
          and r.start_day <= ${short.day}::date and r.end_day > ${short.day}::date
          and coalesce(l.brand_id, e.brand_id) = ${m.brandId}::uuid and coalesce(l.model, e.model) = ${m.model}
        order by 3 limit 3`,
    );
    const who = holders.map((h) => `${fullName(h)} (${reservationRangeLabel(h)})`).join(', ');
    // What was free before this reservation asked (its own number lines are already counted in `asked`).
    const left = Math.max(0, short.free - (short.asked - m.asked));
    const said =
      m.asked > 0 ? `yalnızca ${left} adet boş, ${m.asked} adet istendi` : 'verilmiş rezervasyonlara yetecek boş ekipman kalmıyor';
    throw conflict(`${m.brand} ${m.model}: ${formatLocalDay(short.day)} günü ${said}.` + (who ? ` Rezerve edenler: ${who}.` : ''));
  }
}

/** `db` may be a transaction (a request's approval: the reservation and the decision land together); `requestId` links it. */
export async function createReservation(
  db: Db | Tx,
  user: AuthUser,
  input: Omit<CreateReservationInput, 'kit_ids'> & { kit_ids?: readonly string[] },
  now = new Date(),
  requestId: string | null = null,
): Promise<Reservation> {
  const today = warehouseToday(now);
  if (input.start_day < today) throw badRequest(M.startInPast);
  const warehouseId = input.warehouse_id.toLowerCase();
  if (!inScope(user, warehouseId)) throw notFound(M.warehouseNotFound);
  const named = input.equipment_ids.map((id) => id.toLowerCase());
  const id = await db.transaction(async (tx) => {
    // The one lock: every reservation of this warehouse is checked and written one after the other.
    const [warehouse] = await tx
      .select({ id: s.warehouses.id })
      .from(s.warehouses)
      .where(eq(s.warehouses.id, warehouseId))
      .for('no key update');
    if (!warehouse) throw notFound(M.warehouseNotFound);
    const [worker] = await tx.select({ id: s.workers.id }).from(s.workers).where(eq(s.workers.id, input.worker_id.toLowerCase()));
    if (!worker) throw badRequest(M.workerNotFound);
    const { itemIds, kitOf, names } = await expandKits(tx, user, warehouseId, named, input.kit_ids ?? []);

    const items = itemIds.length
      ? await tx
          .select({
            id: s.equipment.id,
            serial: s.equipment.serial_number,
            status: s.equipment.status,
            warehouse_id: s.equipment.warehouse_id,
            brand_id: s.equipment.brand_id,
            model: s.equipment.model,
            brand: s.brands.name,
          })
          .from(s.equipment)
          .innerJoin(s.brands, eq(s.brands.id, s.equipment.brand_id))
          .where(inArray(s.equipment.id, itemIds))
      : [];
    if (items.length !== itemIds.length) throw badRequest(M.itemNotFound);
    const serials = new Map(items.map((i) => [i.id, names.get(i.id) ?? i.serial]));
    for (const item of items) {
      if (item.warehouse_id !== warehouseId) throw badRequest(M.itemElsewhere(serials.get(item.id)!));
      if (item.status !== 'available' && item.status !== 'in_field') {
        throw conflict(
          `${serials.get(item.id)} seri numaralı ekipman şu anda ${EQUIPMENT_STATUS_LABELS[item.status as EquipmentStatus] ?? item.status} durumunda.`,
        );
      }
    }
    if (itemIds.length) {
      await refuseHeld(tx, itemIds, serials, input.start_day);
      await refuseReserved(tx, itemIds, serials, input.start_day, input.end_day, today);
    }

    const models = new Map<string, { brandId: string; model: string; brand: string; asked: number }>();
    for (const i of items) models.set(`${i.brand_id}|${i.model}`, { brandId: i.brand_id, model: i.model, brand: i.brand, asked: 0 });
    for (const m of input.models) {
      const [known] = await tx
        .select({ brand: s.brands.name })
        .from(s.equipment)
        .innerJoin(s.brands, eq(s.brands.id, s.equipment.brand_id))
        .where(
          and(
            eq(s.equipment.warehouse_id, warehouseId),
            eq(s.equipment.brand_id, m.brand_id.toLowerCase()),
            eq(s.equipment.model, m.model),
          ),
        )
        .limit(1);
      if (!known) throw badRequest(M.modelNotFound(m.model));
      const key = `${m.brand_id.toLowerCase()}|${m.model}`;
      const asked = (models.get(key)?.asked ?? 0) + m.quantity;
      models.set(key, { brandId: m.brand_id.toLowerCase(), model: m.model, brand: known.brand, asked });
    }

    const [row] = await tx
      .insert(reservations)
      .values({
        warehouse_id: warehouseId,
        worker_id: worker.id,
        site: input.site,
        start_day: input.start_day,
        end_day: input.end_day,
        note: input.note ?? null,
        created_by: user.id,
        request_id: requestId,
      })
      .returning();
    const lines = [
      ...itemIds.map((equipment_id) => ({ reservation_id: row!.id, equipment_id, kit_id: kitOf.get(equipment_id) ?? null })),
      ...input.models.map((m) => ({ reservation_id: row!.id, brand_id: m.brand_id.toLowerCase(), model: m.model, quantity: m.quantity })),
    ];
    const written = await tx.insert(reservationLines).values(lines).returning();
    await refuseShort(tx, warehouseId, [...models.values()], input.start_day, input.end_day, today);
    await audit(tx, { userId: user.id, action: 'create', entity: 'reservations', entityId: row!.id, after: { ...row, lines: written } });
    return row!.id;
  });
  return getReservation(db, user, id, now);
}

export async function getReservation(db: Db | Tx, user: AuthUser, id: string, now = new Date()): Promise<Reservation> {
  const [row] = await reservationRows(db, user, warehouseToday(now), [sql`r.id = ${id}::uuid`]);
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function cancelReservation(db: Db, user: AuthUser, id: string, now = new Date()): Promise<Reservation> {
  const today = warehouseToday(now);
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string; warehouse_id: string; status: string; shown: string }>(
      tx,
      sql`select r.id, r.warehouse_id, r.status, ${statusSql(today)} as shown from ${reservations} r where r.id = ${id}::uuid for update`,
    );
    if (!row || !inScope(user, row.warehouse_id)) throw notFound(M.notFound);
    if (row.status !== 'active') throw conflict(M.notActive(RESERVATION_STATUS_LABELS[row.shown as 'active'] ?? row.shown));
    const after = { status: 'cancelled', cancelled_by: user.id, cancelled_at: now, updated_at: now };
    await tx.update(reservations).set(after).where(eq(reservations.id, id));
    await auditStatusChange(tx, user.id, 'cancel', { entity: 'reservations', id, status: row.status }, after);
  });
  return getReservation(db, user, id, now);
}

export async function readReservationSettings(db: Db | Tx): Promise<ReservationSettings> {
  const [row] = await db.select({ lapse_days: reservationSettings.lapse_days }).from(reservationSettings);
  return { lapse_days: row?.lapse_days ?? 1 };
}

export async function writeReservationSettings(db: Db, user: AuthUser, input: ReservationSettings): Promise<ReservationSettings> {
  await db.transaction(async (tx) => {
    const before = await readReservationSettings(tx);
    await tx
      .insert(reservationSettings)
      .values({ id: true, lapse_days: input.lapse_days })
      .onConflictDoUpdate({ target: reservationSettings.id, set: { lapse_days: input.lapse_days, updated_at: new Date() } });
    await audit(tx, { userId: user.id, action: 'update', entity: 'reservation_settings', entityId: null, before, after: input });
  });
  return readReservationSettings(db);
}
