// What the moves call, in their own transaction, to put their records on paper (docs/documents.md):
// a hand-over, a return, a transfer and a fault report each get their document (numbered, sealed);
// a count is numbered when it starts and sealed when it closes. Every call here comes after the
// move has locked its equipment rows, so the counter lock is always taken last (no waiting in a circle).
import { and, eq } from 'drizzle-orm';
import type { DocumentRef } from '@shared/documents';
import type { Tx } from '@server/db/client';
import { documents } from '@server/db/documents-schema';
import * as s from '@server/db/schema';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, notFound } from '@server/http/errors';
import { handoverTextIds } from './company.service';
import type { Party } from './content';
import { addMembers, addTexts, openDocument, resealSigning, seal, signedContent } from './document-store';
import { imageHash } from './proof';

export const HANDOVER_SIGNED =
  'Bu teslim belgesi imzalanmış; başka bir imzayla ya da başka bir teslim eden adına ekipman eklenemez. Yeni bir teslim oluşturun.';
export const RETURN_SIGNED =
  'Bu iade belgesi imzalanmış; değiştirilemez. Eksik kalan iadeler için önceki belgeye atıfla yeni bir iade belgesi oluşturun.';
export const TRANSFER_BATCH_OTHER = 'Bu transfer belgesi başka bir gönderime ait; yeni bir transfer oluşturun.';
export const REFERRED_RETURN_INVALID = 'Atıf yapılan iade belgesi bu işçiye ait değil.';
/** Items of one signing arrive together (the form sends one request per item); a day later it is a new signing. */
export const JOIN_WINDOW_MS = 24 * 60 * 60 * 1000;

const ref = (doc: { id: string; number: string }): DocumentRef => ({ id: doc.id, number: doc.number });
const sameParty = (party: Party | null | undefined, id: string | null) => (party?.id ?? null) === id;

type FieldRow = typeof s.fieldEquipment.$inferSelect;

/**
 * The hand-over document of the record's batch. A later item joins it only as part of the same
 * signing: the same worker, team leader and issuer, the very same signature drawing, within a day.
 * Anything else is a new signing and gets 409.
 */
export async function recordHandover(
  tx: Tx,
  user: AuthUser,
  record: FieldRow,
  requestedTexts: readonly string[] | null | undefined,
): Promise<DocumentRef> {
  const [item] = await tx.select({ category_id: s.equipment.category_id }).from(s.equipment).where(eq(s.equipment.id, record.equipment_id));
  const textIds = await handoverTextIds(tx, [item?.category_id ?? null], requestedTexts);
  const opened = await openDocument(tx, {
    kind: 'handover',
    sourceId: record.batch_id,
    createdBy: user.id,
    workerId: record.worker_id,
    warehouseId: record.warehouse_id,
    textIds,
    at: record.created_at,
  });
  let doc = opened.doc;
  if (!opened.created) {
    const signed = await signedContent(tx, doc);
    const first = (signed?.content.items ?? [])[0];
    const content = signed?.content as { worker?: Party; team_leader?: Party | null; issuer?: Party } | undefined;
    const sameSigning =
      first !== undefined &&
      sameParty(content?.worker, record.worker_id) &&
      sameParty(content?.team_leader, record.team_leader_id) &&
      sameParty(content?.issuer, record.issued_by) &&
      first.worker_signature === imageHash(record.signature) &&
      record.created_at.getTime() - doc.created_at.getTime() < JOIN_WINDOW_MS;
    if (!sameSigning) throw conflict(HANDOVER_SIGNED);
    doc = await addTexts(tx, doc, textIds);
  }
  await addMembers(tx, doc, [record.id], record.created_at);
  return ref(await (opened.created ? seal(tx, doc) : resealSigning(tx, doc)));
}

/** Before a return writes anything: a return group that has a document is signed and stays as it is. */
export async function assertReturnGroupOpen(tx: Tx, returnBatchId: string): Promise<void> {
  const [doc] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.kind, 'return'), eq(documents.source_id, returnBatchId)));
  const [record] = await tx
    .select({ id: s.fieldEquipment.id })
    .from(s.fieldEquipment)
    .where(eq(s.fieldEquipment.return_batch_id, returnBatchId))
    .limit(1);
  if (doc || record) throw conflict(RETURN_SIGNED);
}

/** The return document of records just returned together (one worker), optionally completing an earlier one. */
export async function recordReturn(
  tx: Tx,
  user: AuthUser,
  group: {
    returnBatchId: string;
    recordIds: readonly string[];
    workerId: string;
    warehouseId: string | null;
    refersTo?: string | null;
    at: Date;
  },
): Promise<DocumentRef> {
  const refersTo = group.refersTo ? group.refersTo.toLowerCase() : null;
  if (refersTo) {
    const [earlier] = await tx
      .select({ kind: documents.kind, worker_id: documents.worker_id })
      .from(documents)
      .where(eq(documents.id, refersTo));
    if (!earlier) throw notFound('Atıf yapılan belge bulunamadı.');
    if (earlier.kind !== 'return' || earlier.worker_id !== group.workerId) throw badRequest(REFERRED_RETURN_INVALID);
  }
  const { doc, created } = await openDocument(tx, {
    kind: 'return',
    sourceId: group.returnBatchId,
    createdBy: user.id,
    workerId: group.workerId,
    warehouseId: group.warehouseId,
    refersTo,
    at: group.at,
  });
  if (!created) throw conflict(RETURN_SIGNED);
  await addMembers(tx, doc, group.recordIds, group.at);
  return ref(await seal(tx, doc));
}

type TransferRowDb = typeof s.transfers.$inferSelect;

/** The transfer document of the transfers sent together (one batch: same route, carrier and sender, within a day). */
export async function recordTransfer(
  tx: Tx,
  user: AuthUser,
  transfer: TransferRowDb,
  batchId: string | null | undefined,
): Promise<DocumentRef> {
  const { doc, created } = await openDocument(tx, {
    kind: 'transfer',
    sourceId: batchId ? batchId.toLowerCase() : transfer.id,
    createdBy: user.id,
    warehouseId: transfer.from_warehouse_id,
    at: transfer.created_at,
  });
  if (!created) {
    const signed = (await signedContent(tx, doc))?.content as
      { warehouse?: Party; destination?: Party; issuer?: Party; carrier?: Party } | undefined;
    const sameSending =
      sameParty(signed?.warehouse, transfer.from_warehouse_id) &&
      sameParty(signed?.destination, transfer.to_warehouse_id) &&
      sameParty(signed?.issuer, transfer.issuer_id) &&
      sameParty(signed?.carrier, transfer.assigned_to) &&
      transfer.created_at.getTime() - doc.created_at.getTime() < JOIN_WINDOW_MS;
    if (!sameSending) throw conflict(TRANSFER_BATCH_OTHER);
  }
  await addMembers(tx, doc, [transfer.id], transfer.created_at);
  return ref(await (created ? seal(tx, doc) : resealSigning(tx, doc)));
}

/** A fault report's number (ARZ-…), sealed with what was reported. */
export async function recordFault(
  tx: Tx,
  userId: string,
  report: { id: string; warehouse_id: string | null; created_at: Date },
): Promise<DocumentRef> {
  const { doc } = await openDocument(tx, {
    kind: 'fault',
    sourceId: report.id,
    createdBy: userId,
    warehouseId: report.warehouse_id,
    at: report.created_at,
  });
  await addMembers(tx, doc, [report.id], report.created_at);
  return ref(await seal(tx, doc));
}

/** A count's number (SAY-…) when it starts; its proof waits for the close (`sealCount`). */
export async function recordCount(
  tx: Tx,
  userId: string,
  session: { id: string; warehouse_id: string; started_at: Date },
): Promise<DocumentRef> {
  const { doc } = await openDocument(tx, {
    kind: 'count',
    sourceId: session.id,
    createdBy: userId,
    warehouseId: session.warehouse_id,
    at: session.started_at,
  });
  await addMembers(tx, doc, [session.id], session.started_at);
  return ref(doc);
}

/** Seals a count as it closed: counters and every result row, which never change afterwards. */
export async function sealCount(tx: Tx, sessionId: string): Promise<void> {
  const [doc] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.kind, 'count'), eq(documents.source_id, sessionId)))
    .for('update');
  if (doc) await seal(tx, doc);
}
