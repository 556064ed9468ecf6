// Requests from the field (docs/planning.md "Requests"): made by a user for one of their
// warehouses, decided by the warehouse. Approving (all or part) makes a reservation (kit lines
// become its `kit_ids`) through the reservations' own service inside the same transaction, so its
// clash rules apply as they are: a clash refuses the approval with the reason and nothing is
// written. Every step is audited and the requester (on a decision) or the warehouse (on a new
// request) is told.
import { and, eq, sql } from 'drizzle-orm';
import { warehouseToday } from '@shared/local-day';
import { RESERVATION_MESSAGES } from '@shared/reservations';
import {
  REQUEST_MESSAGES as M,
  REQUEST_STATUS_LABELS,
  type ApproveRequestInput,
  type CreateRequestInput,
  type FieldRequest,
  type RefuseRequestInput,
  type RequestStatus,
} from '@shared/requests';
import { audit, auditStatusChange } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import { requestLines, requests } from '@server/db/requests-schema';
import * as s from '@server/db/schema';
import { stockItems } from '@server/db/stock-schema';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, notFound } from '@server/http/errors';
import { can, inScope } from '@server/http/guard';
import { notify } from '../notifications/events';
import type { Notifier } from '../notifications/settings';
import { createReservation } from '../reservations/reservations.service';
import { kitLine, requestedKit } from './request-kits';
import { requestRows } from './request-sql';

type LineRow = typeof requestLines.$inferSelect;

/** One request the caller may see: their own, or (deciding) one of their warehouses'. */
export async function getRequest(db: Db | Tx, user: AuthUser, id: string): Promise<FieldRequest> {
  const mine = sql`q.requested_by = ${user.id}::uuid`;
  const visible = can(user, 'approve_request') ? undefined : mine;
  const [row] = await requestRows(db, user, [sql`q.id = ${id}::uuid`, visible]);
  if (!row) throw notFound(M.notFound);
  return row;
}

async function resolveLines(tx: Tx, user: AuthUser, warehouseId: string, input: CreateRequestInput) {
  const lines: Array<Omit<typeof requestLines.$inferInsert, 'request_id'>> = [];
  const seen = new Set<string>();
  for (const [position, line] of input.lines.entries()) {
    if (line.kind === 'kit') {
      lines.push({ position, ...(await kitLine(tx, user, warehouseId, line.code, seen)) });
    } else if (line.kind === 'item') {
      const [item] = await tx
        .select({ id: s.equipment.id })
        .from(s.equipment)
        .where(and(eq(s.equipment.warehouse_id, warehouseId), eq(s.equipment.serial_number, line.serial_number)));
      // A kit's code read where no kit list was at hand (offline, no copy of the kits) is the kit.
      if (!item && (await requestedKit(tx, user, warehouseId, line.serial_number))) {
        lines.push({ position, ...(await kitLine(tx, user, warehouseId, line.serial_number, seen)) });
        continue;
      }
      if (!item) throw badRequest(M.serialNotHere(line.serial_number));
      if (seen.has(item.id)) throw badRequest(RESERVATION_MESSAGES.twice);
      seen.add(item.id);
      lines.push({ position, equipment_id: item.id, quantity: 1 });
    } else if (line.kind === 'model') {
      const brandId = line.brand_id.toLowerCase();
      const [known] = await tx
        .select({ id: s.equipment.id })
        .from(s.equipment)
        .where(and(eq(s.equipment.warehouse_id, warehouseId), eq(s.equipment.brand_id, brandId), eq(s.equipment.model, line.model)))
        .limit(1);
      if (!known) throw badRequest(RESERVATION_MESSAGES.modelNotFound(line.model));
      lines.push({ position, brand_id: brandId, model: line.model, quantity: line.quantity });
    } else {
      const [item] = await tx.select({ id: stockItems.id }).from(stockItems).where(eq(stockItems.id, line.stock_item_id.toLowerCase()));
      if (!item) throw badRequest(M.stockItemNotFound);
      lines.push({ position, stock_item_id: item.id, quantity: line.quantity });
    }
  }
  return lines;
}

/**
 * Makes a request. The device may name its id: sent twice (a replay after the Idempotency-Key was
 * forgotten), the second finds the first and answers it (`created: false`).
 */
export async function createRequest(
  n: Notifier,
  db: Db,
  user: AuthUser,
  input: CreateRequestInput,
  now = new Date(),
): Promise<{ request: FieldRequest; created: boolean }> {
  const warehouseId = input.warehouse_id.toLowerCase();
  if (!inScope(user, warehouseId)) throw notFound(RESERVATION_MESSAGES.warehouseNotFound);
  const wanted = input.id?.toLowerCase() ?? null;
  const created = await db.transaction(async (tx) => {
    if (wanted) {
      const [same] = await tx.select({ by: requests.requested_by }).from(requests).where(eq(requests.id, wanted));
      if (same && same.by !== user.id) throw conflict(M.sameId);
      if (same) return false;
    }
    if (input.start_day < warehouseToday(now)) throw badRequest('Geçmiş bir gün için talep oluşturulamaz.');
    const [warehouse] = await tx.select({ id: s.warehouses.id }).from(s.warehouses).where(eq(s.warehouses.id, warehouseId));
    if (!warehouse) throw notFound(RESERVATION_MESSAGES.warehouseNotFound);
    const workerId = input.worker_id?.toLowerCase() ?? null;
    if (workerId) {
      const [worker] = await tx.select({ id: s.workers.id }).from(s.workers).where(eq(s.workers.id, workerId));
      if (!worker) throw badRequest(RESERVATION_MESSAGES.workerNotFound);
    }
    const lines = await resolveLines(tx, user, warehouseId, input);
    const [row] = await tx
      .insert(requests)
      .values({
        ...(wanted ? { id: wanted } : {}),
        warehouse_id: warehouseId,
        requested_by: user.id,
        worker_id: workerId,
        site: input.site,
        start_day: input.start_day,
        end_day: input.end_day,
        note: input.note ?? null,
      })
      .returning();
    const written = await tx
      .insert(requestLines)
      .values(lines.map((l) => ({ ...l, request_id: row!.id })))
      .returning();
    await audit(tx, { userId: user.id, action: 'create', entity: 'requests', entityId: row!.id, after: { ...row, lines: written } });
    await notify(n, tx, { kind: 'request_new', requestId: row!.id, by: user.id });
    return row!.id;
  });
  const id = created === false ? wanted! : created;
  return { request: await getRequest(db, user, id), created: created !== false };
}

/** The request locked for a decision: in the caller's warehouses and still open. */
async function lockOpen(tx: Tx, user: AuthUser, id: string) {
  const [row] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
  if (!row || !inScope(user, row.warehouse_id)) throw notFound(M.notFound);
  if (row.status !== 'open') throw conflict(M.notOpen(REQUEST_STATUS_LABELS[row.status as RequestStatus] ?? row.status));
  return row;
}

/** Each line's approved amount: as sent (lines not sent get 0), or every line in full. */
function approvedAmounts(lines: LineRow[], input: ApproveRequestInput): Map<string, number> {
  const amounts = new Map(lines.map((l) => [l.id, input.lines ? 0 : l.quantity]));
  for (const sent of input.lines ?? []) {
    const line = lines.find((l) => l.id === sent.id.toLowerCase());
    if (!line) throw badRequest(M.lineUnknown);
    if (sent.approved > line.quantity) throw badRequest(M.approvedTooMany);
    if (!line.stock_item_id && !Number.isInteger(sent.approved)) throw badRequest('Ekipman kalemlerinde adet tam sayı olmalıdır.');
    amounts.set(line.id, sent.approved);
  }
  if ([...amounts.values()].every((a) => a === 0)) throw badRequest(M.noneApproved);
  return amounts;
}

export async function approveRequest(
  n: Notifier,
  db: Db,
  user: AuthUser,
  id: string,
  input: ApproveRequestInput,
  now = new Date(),
): Promise<FieldRequest> {
  await db.transaction(async (tx) => {
    const row = await lockOpen(tx, user, id);
    const lines = await tx.select().from(requestLines).where(eq(requestLines.request_id, id)).orderBy(requestLines.position);
    const amounts = approvedAmounts(lines, input);
    const given = (l: LineRow) => amounts.get(l.id) ?? 0;
    const items = lines.filter((l) => l.equipment_id && given(l) > 0).map((l) => l.equipment_id!);
    const models = lines
      .filter((l) => l.brand_id && l.model && given(l) > 0)
      .map((l) => ({ brand_id: l.brand_id!, model: l.model!, quantity: given(l) }));
    const kitLines = lines.filter((l) => l.kit_label && given(l) > 0);
    const gone = kitLines.find((l) => !l.kit_id);
    if (gone) throw conflict(M.kitGone(gone.kit_label!));
    const kitIds = kitLines.map((l) => l.kit_id!);
    let reservationId: string | null = null;
    if (items.length + models.length + kitIds.length > 0) {
      const workerId = input.worker_id?.toLowerCase() ?? row.worker_id;
      if (!workerId) throw badRequest(M.workerNeeded);
      const reservation = await createReservation(
        tx,
        user,
        {
          warehouse_id: row.warehouse_id,
          worker_id: workerId,
          site: row.site,
          start_day: row.start_day,
          end_day: row.end_day,
          note: row.note,
          equipment_ids: items,
          models,
          kit_ids: kitIds,
        },
        now,
        id,
      );
      reservationId = reservation.id;
    }
    const whole = lines.every((l) => given(l) === l.quantity);
    const after = {
      status: whole ? 'approved' : 'partly_approved',
      worker_id: input.worker_id?.toLowerCase() ?? row.worker_id,
      decided_by: user.id,
      decided_at: now,
      decision_note: input.note ?? null,
      updated_at: now,
    };
    await tx.update(requests).set(after).where(eq(requests.id, id));
    for (const l of lines)
      await tx
        .update(requestLines)
        .set({ approved: given(l) })
        .where(eq(requestLines.id, l.id));
    const audited = { ...after, approved: Object.fromEntries(lines.map((l) => [l.id, given(l)])), reservation_id: reservationId };
    await auditStatusChange(tx, user.id, 'approve', { entity: 'requests', id, status: row.status }, audited);
    await notify(n, tx, { kind: 'request_decided', requestId: id, by: user.id });
  });
  return getRequest(db, user, id);
}

export async function refuseRequest(
  n: Notifier,
  db: Db,
  user: AuthUser,
  id: string,
  input: RefuseRequestInput,
  now = new Date(),
): Promise<FieldRequest> {
  await db.transaction(async (tx) => {
    const row = await lockOpen(tx, user, id);
    const after = { status: 'refused', decided_by: user.id, decided_at: now, decision_note: input.reason, updated_at: now };
    await tx.update(requests).set(after).where(eq(requests.id, id));
    await tx.update(requestLines).set({ approved: 0 }).where(eq(requestLines.request_id, id));
    await auditStatusChange(tx, user.id, 'refuse', { entity: 'requests', id, status: row.status }, after);
    await notify(n, tx, { kind: 'request_decided', requestId: id, by: user.id });
  });
  return getRequest(db, user, id);
}

/** The requester withdraws their own open request. */
export async function cancelRequest(db: Db, user: AuthUser, id: string, now = new Date()): Promise<FieldRequest> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
    if (!row || !inScope(user, row.warehouse_id)) throw notFound(M.notFound);
    if (row.requested_by !== user.id) {
      if (!can(user, 'approve_request')) throw notFound(M.notFound);
      throw conflict(M.notYours);
    }
    if (row.status !== 'open') throw conflict(M.notOpen(REQUEST_STATUS_LABELS[row.status as RequestStatus] ?? row.status));
    const after = { status: 'cancelled', cancelled_at: now, updated_at: now };
    await tx.update(requests).set(after).where(eq(requests.id, id));
    await auditStatusChange(tx, user.id, 'cancel', { entity: 'requests', id, status: row.status }, after);
  });
  return getRequest(db, user, id);
}
