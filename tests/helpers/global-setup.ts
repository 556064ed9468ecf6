// Builds one migrated, seeded database template per run; each suite copies it (PGlite: a data-dir
// dump loaded into memory; PostgreSQL: CREATE DATABASE … TEMPLATE). Creating PGlite from scratch
// costs 6–9 s, loading the dump about one.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@server/db/client';
import { ensureAdmin, seedPermissions } from '@server/db/seed';
import { TEST_ADMIN } from './test-env';

export function postgresUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const dbUrl = process.env.DATABASE_URL;
  if (dbUrl) {
    const template = `depo_test_template_${process.pid}`;
    const admin = postgres(postgresUrlFor(dbUrl, 'postgres'), { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`drop database if exists ${template} with (force)`);
      await admin.unsafe(`create database ${template}`);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ kind: 'postgres', url: postgresUrlFor(dbUrl, template), maxConnections: 1 });
    await seedPermissions(database.db);
    await ensureAdmin(database.db, TEST_ADMIN);
    await database.close();
    project.provide('postgresBaseUrl', dbUrl);
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      const cleanup = postgres(postgresUrlFor(dbUrl, 'postgres'), { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${template} with (force)`).catch(() => {});
      await cleanup.end();
    };
  }

  const database = await openDatabase({ kind: 'pglite-memory' });
  await seedPermissions(database.db);
  await ensureAdmin(database.db, TEST_ADMIN);
  const dump = await database.pglite!.dumpDataDir('gzip');
  await database.close();
  const dir = path.resolve('tests/.tmp');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `template-${process.pid}.tar.gz`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresBaseUrl', '');
  project.provide('postgresTemplate', '');
  return async () => {
    await rm(file, { force: true });
  };
}
