// Builds one migrated, seeded database template per run; each suite copies it (PGlite: a data-dir
// dump loaded into memory; PostgreSQL: CREATE DATABASE … TEMPLATE). Creating PGlite from scratch
// costs 6–9 s, loading the dump about one.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
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
    project.provide('pgliteBackToTemplate', '');
    return async () => {
      const cleanup = postgres(postgresUrlFor(dbUrl, 'postgres'), { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${template} with (force)`).catch(() => {});
      await cleanup.end();
    };
  }

  const database = await openDatabase({ kind: 'pglite-memory' });
  await seedPermissions(database.db);
  await ensureAdmin(database.db, TEST_ADMIN);
  const backToTemplate = await resetScript(database.pglite!);
  const dump = await database.pglite!.dumpDataDir('gzip');
  await database.close();
  const dir = path.resolve('tests/.tmp');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `template-${process.pid}.tar.gz`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgliteBackToTemplate', backToTemplate);
  project.provide('postgresBaseUrl', '');
  project.provide('postgresTemplate', '');
  return async () => {
    await rm(file, { force: true });
  };
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * SQL that puts a used copy back to the template (tests/helpers/template-copies.ts): every table of
 * the public schema emptied (identities restarted), the template's rows written
 * back and its sequences set where they were; triggers and foreign keys are not fired meanwhile.
 */
async function resetScript(pglite: PGlite): Promise<string> {
  const tables = (
    await pglite.query<{ name: string; columns: string[] }>(`
      select c.relname as name,
        (select json_agg(a.attname order by a.attnum) from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by 1`)
  ).rows;
  const tag = `$t${randomBytes(6).toString('hex')}$`;
  const lines = ['set session_replication_role = replica;'];
  if (tables.length) lines.push(`truncate ${tables.map((t) => quoted(t.name)).join(', ')} restart identity cascade;`);
  for (const table of tables) {
    const [row] = (await pglite.query<{ rows: unknown[] | null }>(`select json_agg(x) as rows from ${quoted(table.name)} x`)).rows;
    if (!row?.rows?.length) continue;
    const columns = table.columns.map(quoted).join(', ');
    lines.push(
      `insert into ${quoted(table.name)} (${columns}) select ${columns} from json_populate_recordset(null::${quoted(table.name)}, ${tag}${JSON.stringify(row.rows)}${tag});`,
    );
  }
  const sequences = (
    await pglite.query<{ name: string; last: string | null }>(
      `select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
    )
  ).rows;
  for (const s of sequences)
    if (s.last !== null) lines.push(`select setval('${quoted(s.name).replaceAll("'", "''")}', ${Number(s.last)});`);
  lines.push('set session_replication_role = origin;');
  return lines.join('\n');
}
