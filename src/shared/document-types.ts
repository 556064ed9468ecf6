// Answers of the documents' calls (docs/documents.md), declared once for the server that builds
// them and the screens and printouts that read them.
import type { NamedRef, PersonRef } from './api-types';
import type { DocumentKind, DocumentRef } from './documents';
import type { TextKind } from './schemas/company';

/** GET /company: the version in force (an empty one before the first save). */
export interface CompanyProfile {
  id: string | null;
  version: number;
  name: string;
  address: string;
  tax_office: string;
  tax_number: string;
  logo: string | null;
  created_at: string | null;
}

export interface DocumentText {
  id: string;
  kind: TextKind;
  category: NamedRef | null;
  version: number;
  title: string;
  body: string;
  created_at: string;
  created_by_user: PersonRef | null;
}

/** GET /document-texts: the version in force of each text, and every version kept. */
export interface DocumentTextsAnswer {
  current: DocumentText[];
  versions: DocumentText[];
}

/** GET /documents/:id/paper: what a printout adds to its record's own data. */
export interface DocumentPaper {
  id: string;
  kind: DocumentKind;
  number: string;
  code: string;
  created_at: string;
  /** The proof's revision printed (0: a count not yet closed, or a record older than proofs). */
  revision: number;
  /** '3F9A-11C2-…', or null without a proof. */
  fingerprint: string | null;
  company: CompanyProfile | null;
  /** The text versions signed with the document, in print order (general terms, category terms, KVKK). */
  texts: DocumentText[];
  refers_to: DocumentRef | null;
}

export type VerificationState = 'valid' | 'altered' | 'open' | 'unproven';

export interface VerificationLine {
  at: string;
  text: string;
  /** Another document the line names, with its code (its own verification page). */
  document?: (DocumentRef & { code: string }) | null;
}

export interface VerifiedItem {
  serial_number: string;
  title: string;
  category: string | null;
  /** Where the item's record stands now: 'Sahada', 'İade alındı (İAD-…)', 'Tamamlandı' … */
  now: string | null;
  condition?: string | null;
  note?: string | null;
}

/**
 * GET /documents/verify/:code. Everyone gets the first four fields; a signed-in reader who may see
 * the kind (and its warehouse) also gets `details`.
 */
export interface DocumentVerification {
  number: string;
  kind: DocumentKind;
  title: string;
  state: VerificationState;
  /** Set when the document's personal data was anonymised at the end of its retention (docs/kvkk.md). */
  anonymised_at?: string;
  details?: {
    date: string;
    warehouse: string | null;
    worker: { name: string; tc_no: string | null } | null;
    people: Array<{ role: string; name: string }>;
    items: VerifiedItem[];
    signatures: Array<{ role: string; name: string; present: boolean }>;
    texts: Array<{ title: string; version: number; category: string | null }>;
    company: string | null;
    /** The fingerprint of each revision: a printout matches the one of its time. */
    revisions: Array<{
      revision: number;
      fingerprint: string;
      at: string;
      /** A later revision replaced it (an item joined, a late read taken into a count): its paper is genuine, not current. */
      superseded: boolean;
    }>;
    /** What happened to the records since (returns, completion, corrections). */
    later: VerificationLine[];
    refers_to: (DocumentRef & { code: string }) | null;
    extra: Array<{ label: string; value: string }>;
  };
}

/** GET /workers/:id/statement: what the worker holds now and what they returned in the period. */
export interface WorkerStatement {
  worker: { id: string; first_name: string; last_name: string; tc_no: string; phone: string; department: string | null };
  generated_at: string;
  from: string;
  to: string;
  held: StatementLine[];
  returned: StatementLine[];
  /** Held outside the reader's warehouses (only counted: the reader may not see them). */
  held_elsewhere: number;
  /** Returnable stock (a harness) still held, in the reader's warehouses; consumables are not listed. */
  held_stock: HeldStockLine[];
  company: CompanyProfile | null;
  clearances: Array<DocumentRef & { code: string; created_at: string }>;
}

/** A returnable stock item a worker still holds (docs/stock.md): it blocks 'İlişik Kesme'. */
export interface HeldStockLine {
  item_id: string;
  title: string;
  unit: string;
  held: number;
  /** The warehouse of the last issue. */
  warehouse: string | null;
  last_issued_at: string;
  document: DocumentRef | null;
}

export interface StatementLine {
  id: string;
  serial_number: string;
  title: string;
  category: string | null;
  warehouse: string | null;
  issued_at: string;
  due_date: string | null;
  returned_at: string | null;
  return_condition: string | null;
  handover: DocumentRef | null;
  return_document: DocumentRef | null;
}

/** POST /workers/:id/clearance. */
export interface ClearanceAnswer {
  document: DocumentRef & { code: string };
}

/** POST /national-id/search: who holds the id, among the rows the reader may list. */
export interface NationalIdSearchAnswer {
  worker_ids: string[];
  user_ids: string[];
}
