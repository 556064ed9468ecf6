// KVKK retention (docs/kvkk.md), migration 0040: the periods per kind of record, the runs, the
// destruction log, legal holds, and the marks left on anonymised workers and redacted proofs.
import { bigserial, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { id, keyRef, optionalRef, requiredRef, stamp, ts } from './columns';
import { documents } from './documents-schema';
import { users, workers } from './schema';

export const retentionSettings = pgTable('retention_settings', {
  id: smallint('id').primaryKey().default(1),
  worker_years: integer('worker_years').notNull().default(10),
  notification_days: integer('notification_days').notNull().default(365),
  webhook_days: integer('webhook_days').notNull().default(90),
  signin_days: integer('signin_days').notNull().default(180),
  updated_by: optionalRef('updated_by', () => users.id, 'set null'),
  updated_at: stamp('updated_at'),
});

export const retentionRuns = pgTable('retention_runs', {
  id: id(),
  trigger: text('trigger').notNull(),
  /** The month a scheduled run claimed ('2026-11'); null for a run started by hand. */
  period: text('period'),
  started_by: optionalRef('started_by', () => users.id, 'set null'),
  started_at: stamp('started_at'),
  finished_at: ts('finished_at'),
  status: text('status').notNull().default('running'),
  counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
  error: text('error'),
});

export const destructionLog = pgTable('destruction_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  run_id: optionalRef('run_id', () => retentionRuns.id, 'set null'),
  record_type: text('record_type').notNull(),
  record_id: text('record_id').notNull(),
  action: text('action').notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>(),
  at: stamp('at'),
});

export const workerLegalHolds = pgTable('worker_legal_holds', {
  worker_id: keyRef('worker_id', () => workers.id, 'cascade'),
  reason: text('reason').notNull(),
  set_by: optionalRef('set_by', () => users.id, 'set null'),
  set_at: stamp('set_at'),
});

export const workerAnonymisations = pgTable('worker_anonymisations', {
  worker_id: keyRef('worker_id', () => workers.id, 'cascade'),
  run_id: optionalRef('run_id', () => retentionRuns.id, 'set null'),
  anonymised_at: stamp('anonymised_at'),
});

export const documentRedactions = pgTable(
  'document_redactions',
  {
    document_id: requiredRef('document_id', () => documents.id, 'restrict'),
    revision: integer('revision').notNull(),
    redacted_hash: text('redacted_hash').notNull(),
    run_id: optionalRef('run_id', () => retentionRuns.id, 'set null'),
    anonymised_at: stamp('anonymised_at'),
  },
  (t) => [primaryKey({ name: 'document_redactions_pk', columns: [t.document_id, t.revision] })],
);
