// GET /documents/verify/:code (docs/documents.md): is the paper real? The proof kept at signing is
// checked twice — its content against its own hash (the stored proof was not edited), and the live
// records against the content (no record was changed behind the application: a signature byte, an
// item, a condition). Everyone learns the validity and the number; a signed-in reader of the kind
// also what the paper holds and what became of it since.
import { asc, eq } from 'drizzle-orm';
import { DOCUMENT_TITLES, fingerprint, normalizeCode, type DocumentKind } from '@shared/documents';
import type { DocumentVerification, VerificationState } from '@shared/document-types';
import type { Db, Tx } from '@server/db/client';
import { documentProofs, documents } from '@server/db/documents-schema';
import { documentRedactions } from '@server/db/kvkk-schema';
import type { AuthUser } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { mayReadDocument } from './access';
import { buildContent, type DocumentContent, type DocumentRow } from './content';
import { refersToNumber } from './document-store';
import { verificationDetails } from './verify-details';
import { proofHash, recordsMatch } from './proof';

export const DOCUMENT_NOT_FOUND = 'Bu kodla kayıtlı bir belge yok.';

export async function documentByCode(db: Db, code: string): Promise<DocumentRow> {
  const normalized = normalizeCode(code);
  if (!normalized) throw notFound(DOCUMENT_NOT_FOUND);
  const [doc] = await db.select().from(documents).where(eq(documents.code, normalized));
  if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
  return doc;
}

export interface ProofCheck {
  state: VerificationState;
  signed: DocumentContent | null;
  proofs: Array<{ revision: number; hash: string; created_at: Date }>;
  /** When its personal data was anonymised (docs/kvkk.md), or null. */
  anonymisedAt: Date | null;
}

/** The document's state: its proofs against their hashes, and its records against the last proof. */
export async function checkProof(db: Db | Tx, doc: DocumentRow): Promise<ProofCheck> {
  const proofs = await db.select().from(documentProofs).where(eq(documentProofs.document_id, doc.id)).orderBy(asc(documentProofs.revision));
  if (doc.revision === 0) return { state: doc.kind === 'count' ? 'open' : 'unproven', signed: null, proofs: [], anonymisedAt: null };
  const last = proofs.find((p) => p.revision === doc.revision);
  const signed = (last?.content ?? null) as DocumentContent | null;
  // A redacted proof (docs/kvkk.md) must give the hash taken at its redaction; the signed hash stays for the fingerprint.
  const redactions = await db.select().from(documentRedactions).where(eq(documentRedactions.document_id, doc.id));
  const expected = new Map(redactions.map((r) => [r.revision, r.redacted_hash]));
  const hashesHold = proofs.length === doc.revision && proofs.every((p) => proofHash(p.content) === (expected.get(p.revision) ?? p.hash));
  const live = signed ? await buildContent(db, doc, await refersToNumber(db, doc)) : null;
  const recordsHold = signed !== null && live !== null && recordsMatch(signed, live);
  const anonymisedAt = redactions.reduce<Date | null>((at, r) => (at && at > r.anonymised_at ? at : r.anonymised_at), null);
  return { state: hashesHold && recordsHold ? 'valid' : 'altered', signed, proofs, anonymisedAt };
}

export async function verifyDocument(db: Db, user: AuthUser | null, code: string): Promise<DocumentVerification> {
  const doc = await documentByCode(db, code);
  const check = await checkProof(db, doc);
  const kind = doc.kind as DocumentKind;
  const answer: DocumentVerification = {
    number: doc.number,
    kind,
    title: DOCUMENT_TITLES[kind],
    state: check.state,
    ...(check.anonymisedAt ? { anonymised_at: check.anonymisedAt.toISOString() } : {}),
  };
  if (!(await mayReadDocument(db, user, doc))) return answer;
  const details = await verificationDetails(db, user!, doc, check.signed ?? (await buildContent(db, doc, await refersToNumber(db, doc))));
  return {
    ...answer,
    details: {
      ...details,
      revisions: check.proofs.map((p) => ({
        revision: p.revision,
        fingerprint: fingerprint(p.hash),
        at: p.created_at.toISOString(),
        superseded: p.revision < doc.revision,
      })),
    },
  };
}
