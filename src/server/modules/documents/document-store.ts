// Numbering and sealing a document, inside the transaction of the move that makes it
// (docs/documents.md). The number comes from a counter row per kind and year, locked until that
// transaction ends: a transaction that fails gives its number back with everything else, so numbers
// are gap-free and never doubled, whichever process (or how many) asks.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DocumentKind } from '@shared/documents';
import type { Db, Tx } from '@server/db/client';
import { companyProfiles, documentMembers, documentProofs, documents } from '@server/db/documents-schema';
import { queryRows } from '@server/db/sql';
import { buildContent, type DocumentContent, type DocumentRow } from './content';
import { proofHash } from './proof';

export interface NewDocument {
  kind: DocumentKind;
  /** What the document's records share (a batch, a return group, a report, a count). */
  sourceId: string;
  createdBy: string;
  workerId?: string | null;
  warehouseId?: string | null;
  refersTo?: string | null;
  textIds?: readonly string[];
  at?: Date;
}

export async function currentCompanyVersionId(db: Db | Tx): Promise<string | null> {
  const [row] = await db.select({ id: companyProfiles.id }).from(companyProfiles).orderBy(desc(companyProfiles.version)).limit(1);
  return row?.id ?? null;
}

/**
 * The document of `sourceId`, numbered now if it has none yet (`created`): the database's
 * `open_document` (migration 0025), the one place numbers, codes and the year are made.
 */
export async function openDocument(tx: Tx, input: NewDocument): Promise<{ doc: DocumentRow; created: boolean }> {
  const at = input.at ?? new Date();
  const [opened] = await queryRows<{ document_id: string; created: boolean }>(
    tx,
    sql`select document_id, created from open_document(${input.kind}, ${input.sourceId}::uuid, ${at.toISOString()}::timestamptz,
          ${input.createdBy}::uuid, ${input.workerId ?? null}::uuid, ${input.warehouseId ?? null}::uuid, ${input.refersTo ?? null}::uuid,
          ${JSON.stringify(input.textIds ?? [])}::jsonb, ${await currentCompanyVersionId(tx)}::uuid)`,
  );
  const [doc] = await tx.select().from(documents).where(eq(documents.id, opened!.document_id));
  return { doc: doc!, created: opened!.created };
}

export async function addMembers(tx: Tx, doc: DocumentRow, entityIds: readonly string[], at: Date = new Date()): Promise<void> {
  if (entityIds.length === 0) return;
  await tx
    .insert(documentMembers)
    .values(entityIds.map((entityId) => ({ document_id: doc.id, kind: doc.kind, entity_id: entityId, added_at: at })));
}

export async function refersToNumber(db: Db | Tx, doc: DocumentRow): Promise<string | null> {
  if (!doc.refers_to) return null;
  const [row] = await db.select({ number: documents.number }).from(documents).where(eq(documents.id, doc.refers_to));
  return row?.number ?? null;
}

/** The content as signed: the latest revision's, or null before the first (a count still open, a record older than proofs). */
export async function signedContent(
  db: Db | Tx,
  doc: Pick<DocumentRow, 'id' | 'revision'>,
): Promise<{ content: DocumentContent; hash: string } | null> {
  if (doc.revision === 0) return null;
  const [row] = await db
    .select({ content: documentProofs.content, hash: documentProofs.hash })
    .from(documentProofs)
    .where(and(eq(documentProofs.document_id, doc.id), eq(documentProofs.revision, doc.revision)));
  return row ? { content: row.content as DocumentContent, hash: row.hash } : null;
}

/** Signs what the document's records hold now as its next revision (its first, or a joined item's). */
export async function seal(tx: Tx, doc: DocumentRow): Promise<DocumentRow> {
  const content = await buildContent(tx, doc, await refersToNumber(tx, doc));
  if (!content) throw new Error(`Belge içeriği okunamadı: ${doc.number}`);
  const revision = doc.revision + 1;
  await tx.insert(documentProofs).values({ document_id: doc.id, revision, hash: proofHash(content), content });
  const [updated] = await tx.update(documents).set({ revision }).where(eq(documents.id, doc.id)).returning();
  return updated!;
}

/**
 * An item that joins its document as part of the same signing (or sending): the signing's revision
 * is written again to hold it too, so one signing is one revision, however many requests carried it.
 */
export async function resealSigning(tx: Tx, doc: DocumentRow): Promise<DocumentRow> {
  if (doc.revision === 0) return seal(tx, doc);
  const content = await buildContent(tx, doc, await refersToNumber(tx, doc));
  if (!content) throw new Error(`Belge içeriği okunamadı: ${doc.number}`);
  await tx
    .update(documentProofs)
    .set({ hash: proofHash(content), content })
    .where(and(eq(documentProofs.document_id, doc.id), eq(documentProofs.revision, doc.revision)));
  return doc;
}

/** Adds text versions to a document (an item of another category joined a hand-over). */
export async function addTexts(tx: Tx, doc: DocumentRow, textIds: readonly string[]): Promise<DocumentRow> {
  const merged = [...new Set([...doc.text_ids, ...textIds])];
  if (merged.length === doc.text_ids.length) return doc;
  const [updated] = await tx.update(documents).set({ text_ids: merged }).where(eq(documents.id, doc.id)).returning();
  return updated!;
}
