// Handing an item to a worker (DESIGN.md §3: `available` → `in_field`). One transaction that locks
// the equipment row first (the same order every module uses), so two clients can never issue one
// item twice; the partial unique index `field_equipment_one_active` backs that up in the database.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { IssuedRecord } from '@shared/api-types';
import { moveMessages } from '@shared/equipment-move-messages';
import { NOT_FOUND } from '@shared/not-found';
import type { IssueEquipmentInput } from '@shared/schemas/operations';
import { audit } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import * as s from '@server/db/schema';
import type { AuthUser } from '@server/http/context';
import { badRequest } from '@server/http/errors';
import { performMove } from '../equipment/equipment-move';
import { recordHandover } from '../documents/record-documents';
import { notify } from '../notifications/events';
import { auditCheckOverride, checkHandoverAllowed } from '../care/handover-check';
import { meetReservations } from '../reservations/reservation-handover';
import type { Notifier } from '../notifications/settings';
import { checkHandoverStock, handoverStockAnswer, writeHandoverStock } from '../stock/stock-handover';
import type { CheckedPhoto } from '../photos/photo-file';
import { storePhotos } from '../photos/photos.service';

export const TEAM_LEADER_NOT_FOUND = 'Ekip lideri bulunamadı.';
export const BATCH_OTHER_WORKER = 'Bu teslim grubu başka bir işçiye ait.';

/** The user's saved signature, copied onto the record when they hand over or take back. */
export async function savedSignature(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ signature: s.users.signature }).from(s.users).where(eq(s.users.id, userId));
  const value = row?.signature;
  return value && value.length > 0 ? value : null;
}

export async function issueEquipment(
  n: Notifier,
  db: Db,
  user: AuthUser,
  input: IssueEquipmentInput,
  send: { keyed: boolean; queued: boolean } = { keyed: false, queued: false },
  /** The item's condition photos at the hand-over, checked before the transaction (photo-file.ts). */
  photos: readonly CheckedPhoto[] = [],
): Promise<IssuedRecord> {
  checkHandoverStock(user, input.stock, send.keyed);
  const workerId = input.worker_id.toLowerCase();
  const teamLeaderId = input.team_leader_id ? input.team_leader_id.toLowerCase() : null;
  const batchId = input.batch_id ? input.batch_id.toLowerCase() : randomUUID();

  return db.transaction(async (tx) => {
    const { result: record } = await performMove(tx, user, input.equipment_id.toLowerCase(), 'issue', {
      refusal: (item) => moveMessages.notIssuable(item.serial_number, item.status),
      run: async (item) => {
        const [person] = await tx.select({ id: s.workers.id }).from(s.workers).where(eq(s.workers.id, workerId));
        if (!person) throw badRequest(NOT_FOUND.worker);
        if (teamLeaderId) {
          const [lead] = await tx.select({ id: s.workers.id }).from(s.workers).where(eq(s.workers.id, teamLeaderId));
          if (!lead) throw badRequest(TEAM_LEADER_NOT_FOUND);
        }
        if (input.batch_id) {
          const [sibling] = await tx
            .select({ worker_id: s.fieldEquipment.worker_id })
            .from(s.fieldEquipment)
            .where(eq(s.fieldEquipment.batch_id, batchId))
            .limit(1);
          if (sibling && sibling.worker_id !== workerId) throw badRequest(BATCH_OTHER_WORKER);
        }
        const override = checkHandoverAllowed(user, item, input.check_override_reason);
        const now = new Date();
        const [row] = await tx
          .insert(s.fieldEquipment)
          .values({
            batch_id: batchId,
            equipment_id: item.id,
            worker_id: workerId,
            team_leader_id: teamLeaderId,
            warehouse_id: item.warehouse_id,
            status: 'active',
            signature: input.signature,
            issued_by: user.id,
            // Drawn in the form by a user without a saved one, else the saved one's copy.
            issuer_signature: input.issuer_signature ?? (await savedSignature(tx, user.id)),
            due_date: input.due_date ?? null,
            check_override_reason: override?.reason ?? null,
            issued_at: now,
            created_at: now,
            updated_at: now,
          })
          .returning();
        await audit(tx, { userId: user.id, action: 'issue', entity: 'field_equipment', entityId: row!.id, before: null, after: row });
        await storePhotos(tx, user.id, { kind: 'handover', equipmentId: item.id, fieldEquipmentId: row!.id }, photos);
        // Stock lines signed with it (docs/stock.md): a stock issue of the item's warehouse, same worker and signature.
        if (input.stock)
          await writeHandoverStock(
            n,
            tx,
            user,
            { ...row!, warehouse_id: item.warehouse_id!, batch_id: batchId, queued: send.queued },
            input.stock,
          );
        if (override) await auditCheckOverride(tx, user, row!.id, item.id, override);
        const reservationWarning = await meetReservations(tx, user.id, item, workerId, row!.due_date, now);
        await notify(n, tx, { kind: 'handover', recordId: row!.id, by: user.id });
        return { ...row!, reservationWarning, document: await recordHandover(tx, user, row!, input.text_ids) };
      },
    });

    return {
      id: record.id,
      batch_id: record.batch_id,
      equipment_id: record.equipment_id,
      worker_id: record.worker_id,
      team_leader_id: record.team_leader_id,
      warehouse_id: record.warehouse_id,
      status: record.status,
      issued_at: record.issued_at.toISOString(),
      due_date: record.due_date,
      created_at: record.created_at.toISOString(),
      updated_at: record.updated_at.toISOString(),
      document: record.document,
      ...(record.reservationWarning ? { reservation_warning: record.reservationWarning } : {}),
      ...(input.stock ? { stock_issue: await handoverStockAnswer(tx, input.stock.id) } : {}),
    };
  });
}
