// Numbering and sealing a document, inside the transaction of the move that makes it
// (docs/documents.md). The number comes from a counter row per kind and year, locked until that
// transaction ends: a transaction that fails gives its number back with everything else, so numbers
// are gap-free and never doubled, whichever process (or how many) asks.
import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { CODE_ALPHABET, CODE_LENGTH, documentYear, formatDocumentNumber, type DocumentKind } from '@shared/documents';
import { foldTurkish } from '@shared/search';
import type { Db, Tx } from '@server/db/client';
import { companyProfiles, documentCounters, documentMembers, documentProofs, documents } from '@server/db/documents-schema';
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

/**
 * Locks the counter of `kind` in `year` (made at 0 the first time), answering its last number. Every
 * transaction that numbers a document of the kind waits here for the one before it to end.
 */
async function lockCounter(tx: Tx, kind: DocumentKind, year: number): Promise<number> {
  const [row] = await queryRows<{ last_seq: number }>(
    tx,
    sql`insert into ${documentCounters} (kind, year, last_seq) values (${kind}, ${year}, 0)
        on conflict (kind, year) do update set last_seq = ${documentCounters}.last_seq returning last_seq`,
  );
  return Number(row!.last_seq);
}

/** A code no document has: 10 characters of Crockford's base 32 (50 bits), drawn again on the rare clash. */
async function freeCode(tx: Tx): Promise<string> {
  for (;;) {
    let code = '';
    for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    const [taken] = await tx.select({ id: documents.id }).from(documents).where(eq(documents.code, code)).limit(1);
    if (!taken) return code;
  }
}

export async function currentCompanyVersionId(db: Db | Tx): Promise<string | null> {
  const [row] = await db.select({ id: companyProfiles.id }).from(companyProfiles).orderBy(desc(companyProfiles.version)).limit(1);
  return row?.id ?? null;
}

/**
 * The document of `sourceId`, numbered now if it has none yet (`created`). The counter is locked
 * before the document is looked for, so of two transactions making the same document the second
 * finds the first's once it may go on, and numbers nothing.
 */
export async function openDocument(tx: Tx, input: NewDocument): Promise<{ doc: DocumentRow; created: boolean }> {
  const at = input.at ?? new Date();
  const year = documentYear(at);
  const last = await lockCounter(tx, input.kind, year);
  const [existing] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.kind, input.kind), eq(documents.source_id, input.sourceId)));
  if (existing) return { doc: existing, created: false };
  const seq = last + 1;
  await tx
    .update(documentCounters)
    .set({ last_seq: seq })
    .where(and(eq(documentCounters.kind, input.kind), eq(documentCounters.year, year)));
  const number = formatDocumentNumber(input.kind, year, seq);
  const [doc] = await tx
    .insert(documents)
    .values({
      kind: input.kind,
      year,
      seq,
      number,
      number_key: foldTurkish(number),
      code: await freeCode(tx),
      source_id: input.sourceId,
      worker_id: input.workerId ?? null,
      warehouse_id: input.warehouseId ?? null,
      refers_to: input.refersTo ?? null,
      company_version_id: await currentCompanyVersionId(tx),
      text_ids: [...(input.textIds ?? [])],
      revision: 0,
      created_by: input.createdBy,
      created_at: at,
    })
    .returning();
  return { doc: doc!, created: true };
}

export async function addMembers(tx: Tx, doc: DocumentRow, entityIds: readonly string[], at: Date = new Date()): Promise<void> {
  if (entityIds.length === 0) return;
  await tx.insert(documentMembers).values(entityIds.map((entityId) => ({ document_id: doc.id, kind: doc.kind, entity_id: entityId, added_at: at })));
}

export async function refersToNumber(db: Db | Tx, doc: DocumentRow): Promise<string | null> {
  if (!doc.refers_to) return null;
  const [row] = await db.select({ number: documents.number }).from(documents).where(eq(documents.id, doc.refers_to));
  return row?.number ?? null;
}

/** The content as signed: the latest revision's, or null before the first (a count still open, a record older than proofs). */
export async function signedContent(db: Db | Tx, doc: Pick<DocumentRow, 'id' | 'revision'>): Promise<{ content: DocumentContent; hash: string } | null> {
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
