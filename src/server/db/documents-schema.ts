// The paper (docs/documents.md): numbered documents, the records each holds, the proof kept at
// signing, and the company's own details and texts, each change a new version. Migration 0018.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { categories, users } from './schema';
import { createdAt, id, optionalRef, requiredRef, stamp } from './columns';

/** The last number given per kind and year. Its row is locked by the transaction that numbers a document. */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last_seq: integer('last_seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/** The company's name, address, tax number and logo; every save is a new version, never an edit. */
export const companyProfiles = pgTable('company_profiles', {
  id: id(),
  version: integer('version').notNull().unique(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  tax_office: text('tax_office').notNull(),
  tax_number: text('tax_number').notNull(),
  /** A PNG, JPEG or WEBP data URL, or null. */
  logo: text('logo'),
  created_by: optionalRef('created_by', () => users.id, 'restrict'),
  created_at: createdAt(),
});

/**
 * Custody terms ('terms', general or of one category) and the KVKK notice ('kvkk'), in versions:
 * `scope` is '' for the general text or a category's id. A document names the versions it was signed with.
 */
export const documentTexts = pgTable(
  'document_texts',
  {
    id: id(),
    kind: text('kind').notNull(),
    scope: text('scope').notNull().default(''),
    category_id: optionalRef('category_id', () => categories.id, 'restrict'),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    created_by: optionalRef('created_by', () => users.id, 'restrict'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('document_texts_version_key').on(t.kind, t.scope, t.version)],
);

export const documents = pgTable(
  'documents',
  {
    id: id(),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull().unique(),
    /** The number folded the Turkish way ('iad-2026-000045'): what the lists' search reads. */
    number_key: text('number_key').notNull(),
    /** The short code on the paper and in its QR address (docs/documents.md). */
    code: text('code').notNull().unique(),
    /** What the records of one document share: a hand-over's batch, a return group, a transfer batch, a report, a count. */
    source_id: uuid('source_id').notNull(),
    worker_id: uuid('worker_id'),
    warehouse_id: uuid('warehouse_id'),
    /** An earlier document this one corrects or completes. */
    refers_to: optionalRef('refers_to', (): AnyPgColumn => documents.id, 'restrict'),
    company_version_id: optionalRef('company_version_id', () => companyProfiles.id, 'restrict'),
    /** The text versions signed with it (`document_texts` ids). */
    text_ids: jsonb('text_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The proof's revision in force; 0 while a count is still open. */
    revision: integer('revision').notNull().default(0),
    created_by: optionalRef('created_by', () => users.id, 'restrict'),
    created_at: createdAt(),
  },
  // Also (migration 0056) `documents_number_key_idx`: `number_key text_pattern_ops` with `include (id)`, which Drizzle's
  // index builder cannot say; a search by number reads it alone, a number's beginning as a range of it.
  (t) => [
    uniqueIndex('documents_source_key').on(t.kind, t.source_id),
    uniqueIndex('documents_seq_key').on(t.kind, t.year, t.seq),
    index('documents_worker_idx').on(t.worker_id),
    index('documents_refers_idx').on(t.refers_to),
  ],
);

/** The records a document holds (hand-over and return records, transfers, a report, a count session). */
export const documentMembers = pgTable(
  'document_members',
  {
    document_id: requiredRef('document_id', () => documents.id, 'restrict'),
    kind: text('kind').notNull(),
    entity_id: uuid('entity_id').notNull(),
    added_at: stamp('added_at'),
  },
  (t) => [primaryKey({ columns: [t.document_id, t.entity_id] }), uniqueIndex('document_members_entity_key').on(t.entity_id, t.kind)],
);

/** What was signed: the content (names, items, the signatures' hashes) and its SHA-256, per revision. */
export const documentProofs = pgTable(
  'document_proofs',
  {
    document_id: requiredRef('document_id', () => documents.id, 'restrict'),
    revision: integer('revision').notNull(),
    hash: text('hash').notNull(),
    content: jsonb('content').notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.document_id, t.revision] })],
);
