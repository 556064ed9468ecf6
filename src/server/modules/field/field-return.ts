// Taking items back from a worker (DESIGN.md §3, docs/field-handover.md): one or several hand-overs
// of one worker in one transaction, all or nothing. What each item becomes is the state machine's
// `returnOutcome` (a damaged item opens a fault report in the same transaction).
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { ReturnBatchAnswer, ReturnedRecord } from '@shared/api-types';
import { returnOutcome } from '@shared/equipment-moves';
import { NOT_FOUND } from '@shared/not-found';
import { whereMessages } from '@shared/whereabouts';
import { IDEMPOTENCY_HEADER, IMMEDIATE_SEND, SEND_MODE_HEADER } from '@shared/idempotency';
import { DAMAGE_NOTE_MISSING, type ReturnCondition } from '@shared/schemas/operations';
import type { EquipmentStatus } from '@shared/status';
import { audit } from '@server/db/audit';
import type { Db } from '@server/db/client';
import * as s from '@server/db/schema';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, notFound } from '@server/http/errors';
import { inScope } from '@server/http/guard';
import { lockEquipmentRows, writeEquipmentStatus } from '../equipment/equipment-move';
import { openFaultReport, openFaultReportId } from '../repairs/broken-equipment.service';
import { notify } from '../notifications/events';
import { savedSignature } from './field-issue';
import { assertReturnGroupOpen, recordReturn } from '../documents/record-documents';
import { whereNow } from './where-now';
import type { CheckedPhoto } from '../photos/photo-file';
import { storePhotos } from '../photos/photos.service';
import { kitShortfalls } from '../kits/kit-moves';
import type { Notifier } from '../notifications/settings';

export const RETURN_OTHER_WORKER = 'Birlikte iade alınan ekipmanlar aynı işçiye ait olmalıdır.';
/** The fault description of a damaged return without a note (a queued return, never refused for it). */
export const DAMAGED_ON_RETURN = 'İade sırasında hasarlı olarak teslim alındı.';

export interface ReturnItemInput {
  id: string;
  condition: ReturnCondition;
  note?: string | null;
  /** Condition photos, checked before the transaction (photo-file.ts). */
  photos?: readonly CheckedPhoto[];
}

/**
 * Locks every item's equipment row, then every record, each set in id order (the lock order every
 * equipment write follows, so two batches never wait in a circle).
 */
export async function returnEquipmentBatch(
  n: Notifier,
  db: Db,
  user: AuthUser,
  items: readonly ReturnItemInput[],
  options: {
    signature: string | null;
    returnBatchId?: string | null;
    refersTo?: string | null;
    returnerSignature?: string | null;
    /** Sent online from an open form: a Hasarlı line needs its note (`damageNoteRequired`). */
    noteRequired?: boolean;
  },
): Promise<ReturnBatchAnswer> {
  if (options.noteRequired && items.some((i) => i.condition === 'damaged' && !i.note?.trim())) throw badRequest(DAMAGE_NOTE_MISSING);
  const ids = items.map((i) => i.id.toLowerCase());
  const byId = new Map(items.map((i) => [i.id.toLowerCase(), i]));
  const returnBatchId = options.returnBatchId ? options.returnBatchId.toLowerCase() : randomUUID();

  return db.transaction(async (tx) => {
    const peeks = await tx
      .select({ id: s.fieldEquipment.id, equipment_id: s.fieldEquipment.equipment_id, warehouse_id: s.fieldEquipment.warehouse_id })
      .from(s.fieldEquipment)
      .where(inArray(s.fieldEquipment.id, ids));
    for (const id of ids) {
      const peek = peeks.find((p) => p.id === id);
      if (!peek || !inScope(user, peek.warehouse_id)) throw notFound(NOT_FOUND.handover);
    }
    // Equipment first, then the records.
    const equipmentRows = await lockEquipmentRows(
      tx,
      peeks.map((p) => p.equipment_id),
    );
    const records = await tx
      .select()
      .from(s.fieldEquipment)
      .where(inArray(s.fieldEquipment.id, ids))
      .orderBy(asc(s.fieldEquipment.id))
      .for('update');
    if (records.length !== ids.length) throw notFound(NOT_FOUND.handover);
    const equipmentById = new Map(equipmentRows.map((e) => [e.id, e]));

    for (const record of records) {
      const item = equipmentById.get(record.equipment_id);
      if (!item) throw notFound(NOT_FOUND.handover);
      // Closed meanwhile: say where the item went since (another warehouse, another worker).
      if (record.status !== 'active') throw conflict(whereMessages.alreadyReturnedNow(item.serial_number, await whereNow(tx, item.id)));
    }
    if (new Set(records.map((r) => r.worker_id)).size > 1) throw badRequest(RETURN_OTHER_WORKER);
    // A return document, once signed, is never added to (docs/documents.md).
    await assertReturnGroupOpen(tx, returnBatchId);

    const now = new Date();
    const returnerSignature = options.returnerSignature ?? (await savedSignature(tx, user.id));
    const results = new Map<string, Omit<ReturnedRecord, 'document'>>();
    for (const record of records) {
      const item = equipmentById.get(record.equipment_id)!;
      const input = byId.get(record.id)!;
      const note = input.note?.trim() ? input.note.trim() : null;
      const outcome = returnOutcome(item.status as EquipmentStatus, input.condition);
      const faultId =
        outcome.fault === 'open'
          ? await openFaultReport(tx, user.id, item, note ?? DAMAGED_ON_RETURN)
          : outcome.fault === 'existing'
            ? await openFaultReportId(tx, item.id)
            : null;

      const [updated] = await tx
        .update(s.fieldEquipment)
        .set({
          status: 'returned',
          returned_by: user.id,
          returned_at: now,
          returner_signature: returnerSignature,
          return_batch_id: returnBatchId,
          return_condition: input.condition,
          return_note: note,
          return_signature: options.signature,
          return_fault_id: faultId,
          updated_at: now,
        })
        .where(eq(s.fieldEquipment.id, record.id))
        .returning();
      // A Hasarlı item's photos are its fault report's damage photos too.
      await storePhotos(
        tx,
        user.id,
        { kind: 'return', equipmentId: item.id, fieldEquipmentId: record.id, faultId: outcome.fault === 'open' ? faultId : null },
        input.photos ?? [],
      );
      // A fault report opened here has moved the item already.
      if (outcome.fault !== 'open') await writeEquipmentStatus(tx, user.id, item, outcome.status);
      await audit(tx, {
        userId: user.id,
        action: 'return',
        entity: 'field_equipment',
        entityId: record.id,
        before: { status: record.status },
        after: {
          status: 'returned',
          returned_by: user.id,
          returned_at: now.toISOString(),
          return_batch_id: returnBatchId,
          return_condition: input.condition,
          return_note: note,
          return_fault_id: faultId,
        },
      });
      results.set(record.id, {
        id: record.id,
        batch_id: updated!.batch_id,
        equipment_id: updated!.equipment_id,
        status: updated!.status,
        returned_at: now.toISOString(),
        equipment_status: outcome.status,
        updated_at: updated!.updated_at.toISOString(),
        return_batch_id: returnBatchId,
        condition: input.condition,
        fault_id: faultId,
        fault_opened: outcome.fault === 'open',
      });
    }
    const document = await recordReturn(tx, user, {
      returnBatchId,
      recordIds: records.map((r) => r.id),
      workerId: records[0]!.worker_id,
      warehouseId: records[0]!.warehouse_id,
      refersTo: options.refersTo,
      at: now,
    });
    await notify(n, tx, { kind: 'returned', returnBatchId, by: user.id });
    // Part of a kit came back: what stays with the worker is said (docs/planning.md "Kits").
    const shortfalls = await kitShortfalls(
      tx,
      records.map((r) => r.equipment_id),
      records[0]!.worker_id,
    );
    return {
      ...(shortfalls.length ? { kit_shortfalls: shortfalls } : {}),
      return_batch_id: returnBatchId,
      returned_at: now.toISOString(),
      document,
      items: ids.map((id) => ({ ...results.get(id)!, document })),
    };
  });
}

/**
 * Whether a Hasarlı line without a note is refused: for a request sent online — without an
 * Idempotency-Key, or as the outbox's immediate send while the form is open. A keyed request
 * without that mark is a queued return, already signed (perhaps by an earlier app version whose
 * form left the note optional): it lands, its fault described by DAMAGED_ON_RETURN.
 */
export function damageNoteRequired(header: (name: string) => string | undefined): boolean {
  return header(IDEMPOTENCY_HEADER) === undefined || header(SEND_MODE_HEADER) === IMMEDIATE_SEND;
}

/** PUT /field-equipment/{id}/return: one item; without a condition it is recorded as intact. */
export async function returnEquipment(
  n: Notifier,
  db: Db,
  user: AuthUser,
  id: string,
  input: { condition?: ReturnCondition | null; note?: string | null; signature?: string | null; return_batch_id?: string | null } = {},
  noteRequired = false,
): Promise<ReturnedRecord> {
  const result = await returnEquipmentBatch(n, db, user, [{ id, condition: input.condition ?? 'intact', note: input.note ?? null }], {
    signature: input.signature ?? null,
    returnBatchId: input.return_batch_id ?? null,
    noteRequired,
  });
  return result.items[0]!;
}
