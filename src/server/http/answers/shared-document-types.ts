import * as v from 'valibot';
import { TEXT_KINDS } from '@shared/schemas/company';
import { DOCUMENT_KINDS } from '@shared/documents';
import type {
  VerifiedItem,
  VerificationLine,
  DocumentVerification,
  CompanyProfile,
  DocumentText,
  DocumentPaper,
  DocumentTextsAnswer,
  StatementLine,
  HeldStockLine,
  WorkerStatement,
  ClearanceAnswer,
  NationalIdSearchAnswer,
} from '@shared/document-types';
import { DocumentRefAnswer } from './shared-documents';
import { NamedRefAnswer, bool, nullableText, num, text, PersonRefAnswer, answerOf } from './common';

export const VerifiedItemAnswer = answerOf<VerifiedItem>()(
  v.strictObject({
    serial_number: text,
    title: text,
    category: nullableText,
    now: nullableText,
    condition: v.optional(nullableText),
    note: v.optional(nullableText),
  }),
);

export const VerificationLineAnswer = answerOf<VerificationLine>()(
  v.strictObject({
    at: text,
    text: text,
    document: v.optional(v.nullable(v.strictObject({ id: text, number: text, code: text }))),
  }),
);

export const DocumentVerificationAnswer = answerOf<DocumentVerification>()(
  v.strictObject({
    number: text,
    kind: v.picklist(DOCUMENT_KINDS),
    title: text,
    state: v.picklist(['valid', 'open', 'altered', 'unproven']),
    anonymised_at: v.optional(text),
    details: v.optional(
      v.strictObject({
        date: text,
        warehouse: nullableText,
        worker: v.nullable(v.strictObject({ name: text, tc_no: nullableText })),
        people: v.array(v.strictObject({ role: text, name: text })),
        items: v.array(VerifiedItemAnswer),
        signatures: v.array(v.strictObject({ role: text, name: text, present: bool })),
        texts: v.array(v.strictObject({ title: text, version: num, category: nullableText })),
        company: nullableText,
        revisions: v.array(v.strictObject({ revision: num, fingerprint: text, at: text, superseded: bool })),
        later: v.array(VerificationLineAnswer),
        refers_to: v.nullable(v.strictObject({ id: text, number: text, code: text })),
        extra: v.array(v.strictObject({ label: text, value: text })),
      }),
    ),
  }),
);

export const CompanyProfileAnswer = answerOf<CompanyProfile>()(
  v.strictObject({
    id: nullableText,
    version: num,
    name: text,
    address: text,
    tax_office: text,
    tax_number: text,
    logo: nullableText,
    created_at: nullableText,
  }),
);

export const DocumentTextAnswer = answerOf<DocumentText>()(
  v.strictObject({
    id: text,
    kind: v.picklist(TEXT_KINDS),
    category: v.nullable(NamedRefAnswer),
    version: num,
    title: text,
    body: text,
    created_at: text,
    created_by_user: v.nullable(PersonRefAnswer),
  }),
);

export const DocumentPaperAnswer = answerOf<DocumentPaper>()(
  v.strictObject({
    id: text,
    kind: v.picklist(DOCUMENT_KINDS),
    number: text,
    code: text,
    created_at: text,
    revision: num,
    fingerprint: nullableText,
    company: v.nullable(CompanyProfileAnswer),
    texts: v.array(DocumentTextAnswer),
    refers_to: v.nullable(DocumentRefAnswer),
  }),
);

export const DocumentTextsAnswerAnswer = answerOf<DocumentTextsAnswer>()(
  v.strictObject({ current: v.array(DocumentTextAnswer), versions: v.array(DocumentTextAnswer) }),
);

export const StatementLineAnswer = answerOf<StatementLine>()(
  v.strictObject({
    id: text,
    serial_number: text,
    title: text,
    category: nullableText,
    warehouse: nullableText,
    issued_at: text,
    due_date: nullableText,
    returned_at: nullableText,
    return_condition: nullableText,
    handover: v.nullable(DocumentRefAnswer),
    return_document: v.nullable(DocumentRefAnswer),
  }),
);

export const HeldStockLineAnswer = answerOf<HeldStockLine>()(
  v.strictObject({
    item_id: text,
    title: text,
    unit: text,
    held: num,
    warehouse: nullableText,
    last_issued_at: text,
    document: v.nullable(DocumentRefAnswer),
  }),
);

export const WorkerStatementAnswer = answerOf<WorkerStatement>()(
  v.strictObject({
    worker: v.strictObject({ id: text, first_name: text, last_name: text, tc_no: text, phone: text, department: nullableText }),
    generated_at: text,
    from: text,
    to: text,
    held: v.array(StatementLineAnswer),
    returned: v.array(StatementLineAnswer),
    held_elsewhere: num,
    held_stock: v.array(HeldStockLineAnswer),
    company: v.nullable(CompanyProfileAnswer),
    clearances: v.array(v.strictObject({ id: text, number: text, code: text, created_at: text })),
  }),
);

export const ClearanceAnswerAnswer = answerOf<ClearanceAnswer>()(
  v.strictObject({ document: v.strictObject({ id: text, number: text, code: text }) }),
);

export const NationalIdSearchAnswerAnswer = answerOf<NationalIdSearchAnswer>()(
  v.strictObject({ worker_ids: v.array(text), user_ids: v.array(text) }),
);
