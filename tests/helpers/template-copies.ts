// Copies of the run's template database for the API suites (docs/decisions/0012-test-architecture.md).
//
// PostgreSQL: a new database per copy (CREATE DATABASE … TEMPLATE, done by the server).
// PGlite: loading the template's data directory costs about a second of CPU per copy, putting a
// used copy back to the template's rows about a fifth of that. The API suites run without module
// isolation (one module graph per vitest worker), so a copy a suite has closed is put back to the
// template (SQL written with the template, tests/helpers/global-setup.ts) and kept for the worker's
// next suite. A copy left inside a transaction, or closed by its
// suite, is dropped instead.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@server/db/client';
import { postgresUrlFor } from './global-setup';

export interface DatabaseCopy {
  database: Database;
  /** PostgreSQL only: the copy's own database, for other processes to open. */
  url?: string;
  /** Hands the copy back (after the server has closed its use of it). */
  drop: () => Promise<void>;
}

export async function openCopy(options: { fresh?: boolean } = {}): Promise<DatabaseCopy> {
  const base = inject('postgresBaseUrl');
  if (base) return postgresCopy(base);
  return pgliteCopy(options.fresh === true);
}

async function postgresCopy(base: string): Promise<DatabaseCopy> {
  const name = `depo_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(postgresUrlFor(base, 'postgres'), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${inject('postgresTemplate')}`);
  const database = await openDatabase({ kind: 'postgres', url: postgresUrlFor(base, name), maxConnections: 5 }, { migrate: false });
  return {
    database,
    url: postgresUrlFor(base, name),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Copies put back to the template, ready for the worker's next suite. */
const kept: Database[] = [];
/** Most suites hold one copy; a suite that held more does not leave a worker holding them all. */
const KEEP_AT_MOST = 2;
let templateDump: Promise<Blob> | undefined;

async function loadTemplate(): Promise<Database> {
  templateDump ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return openDatabase({ kind: 'pglite-memory', loadDataDir: await templateDump }, { migrate: false });
}

async function pgliteCopy(fresh: boolean): Promise<DatabaseCopy> {
  const database = (!fresh && kept.pop()) || (await loadTemplate());
  const pglite = database.pglite!;
  let handedBack = false;
  return {
    // The server closes its database when it stops: here that hands the copy back.
    database: { ...database, close: async () => {} },
    drop: async () => {
      if (handedBack) return;
      handedBack = true;
      if (fresh || pglite.closed || pglite.isInTransaction() || kept.length >= KEEP_AT_MOST) {
        await database.close();
        return;
      }
      await pglite.exec(inject('pgliteBackToTemplate'));
      kept.push(database);
    },
  };
}
