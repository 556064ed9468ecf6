// Sealing many numbered documents at once (the demo seed inserts its records directly, then numbers
// them): the same content and proof as signing one (content.ts builds both with the same query), a
// few hundred per query and transaction instead of four statements and a transaction each.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DocumentKind } from '@shared/documents';
import type { Database } from '@server/db/client';
import { documentProofs, documents } from '@server/db/documents-schema';
import { queryRows } from '@server/db/sql';
import { buildContents, type DocumentRow } from './content';
import { seal } from './document-store';
import { proofHash } from './proof';

const CHUNK = 250;

/**
 * Seals every document that has no proof yet (revision 0), except counts still open; `onProgress`
 * hears how many are sealed after each chunk. Answers how many were sealed.
 */
export async function sealUnsealed(database: Database, onProgress?: (done: number, total: number) => void): Promise<number> {
  const db = database.db;
  const openCounts = await queryRows<{ id: string }>(
    db,
    sql`select d.id from documents d join stocktake_sessions s on s.id = d.source_id where d.kind = 'count' and d.revision = 0 and s.status <> 'closed'`,
  );
  const skip = new Set(openCounts.map((r) => r.id));
  const unsealed = (await db.select().from(documents).where(eq(documents.revision, 0))).filter((d) => !skip.has(d.id));
  let done = 0;
  // A document naming an earlier one is sealed alone (its content carries that number).
  for (const doc of unsealed.filter((d) => d.refers_to)) {
    await db.transaction((tx) => seal(tx, doc).then(() => undefined));
    done += 1;
  }
  const byKind = new Map<DocumentKind, DocumentRow[]>();
  for (const doc of unsealed.filter((d) => !d.refers_to))
    byKind.set(doc.kind as DocumentKind, [...(byKind.get(doc.kind as DocumentKind) ?? []), doc]);
  for (const [kind, docs] of byKind) {
    for (let i = 0; i < docs.length; i += CHUNK) {
      const chunk = docs.slice(i, i + CHUNK);
      await db.transaction(async (tx) => {
        const contents = await buildContents(tx, kind, chunk);
        const proofs = chunk.flatMap((doc) => {
          const content = contents.get(doc.id);
          return content ? [{ document_id: doc.id, revision: 1, hash: proofHash(content), content }] : [];
        });
        if (proofs.length === 0) return;
        await tx.insert(documentProofs).values(proofs);
        await tx
          .update(documents)
          .set({ revision: 1 })
          .where(
            and(
              eq(documents.revision, 0),
              inArray(
                documents.id,
                proofs.map((p) => p.document_id),
              ),
            ),
          );
      });
      done += chunk.length;
      onProgress?.(done, unsealed.length);
    }
  }
  return done;
}
