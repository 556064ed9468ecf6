// GET /documents/:id/paper: what a printout adds to its record's own data — number, code,
// fingerprint, the company as it was, and the texts as they were signed (docs/documents.md).
import { eq } from 'drizzle-orm';
import type { DocumentPaper } from '@shared/document-types';
import { fingerprint, type DocumentKind } from '@shared/documents';
import type { Db } from '@server/db/client';
import { documents } from '@server/db/documents-schema';
import type { AuthUser } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { mayReadDocument } from './access';
import { getCompany, textsByIds } from './company.service';
import { signedContent } from './document-store';

export const PAPER_NOT_FOUND = 'Belge bulunamadı.';

export async function documentPaper(db: Db, user: AuthUser, id: string): Promise<DocumentPaper> {
  const [doc] = await db.select().from(documents).where(eq(documents.id, id));
  if (!doc || !(await mayReadDocument(db, user, doc))) throw notFound(PAPER_NOT_FOUND);
  const signed = await signedContent(db, doc);
  // The company as it was at signing, however often and late it is printed: a document signed before
  // 'Şirket' was first saved prints none (never the details saved after it).
  const company = await getCompany(db, doc.company_version_id);
  const [earlier] = doc.refers_to
    ? await db.select({ id: documents.id, number: documents.number }).from(documents).where(eq(documents.id, doc.refers_to))
    : [];
  return {
    id: doc.id,
    kind: doc.kind as DocumentKind,
    number: doc.number,
    code: doc.code,
    created_at: doc.created_at.toISOString(),
    revision: doc.revision,
    fingerprint: signed ? fingerprint(signed.hash) : null,
    company: company.id ? company : null,
    texts: await textsByIds(db, doc.text_ids),
    refers_to: earlier ?? null,
  };
}
