// Opens the database: PGlite in DATA_DIR (embedded default) or PostgreSQL at DATABASE_URL.
// Both run the same drizzle migrations and the same queries.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './schema';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { prepareRepeatedQueries } from './pglite-statements';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same query surface as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** PGlite only: the embedded instance (backup, checkpoints). */
  readonly pglite?: PGlite;
  /** PostgreSQL only: the address it was opened with (the job queue connects to the same database). */
  readonly url?: string;
  /**
   * Migrates, then runs `setUp` (the start's seeding), while no other process starting on the same
   * database does: on PostgreSQL under one advisory lock, so servers started together migrate and
   * seed one after the other and the later ones find everything done; on PGlite the data-directory
   * lock already makes the process the only one.
   */
  startUp<T>(setUp: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir: string; durable?: boolean }
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

// PGlite's own defaults; the durable variant drops -F (fsync off) and writes the WAL synchronously.
const PGLITE_START = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  // PGlite's default 128 MB of shared buffers stays resident for good; 32 MB keeps the server's
  // memory small at a modest cost to cold scans (docs/performance.md).
  '-c',
  'shared_buffers=32MB',
  // A new 16 MB WAL file is created without writing it full of zeros first: the zeros, written in
  // the commit that needs the file, held the server's one thread for 100–250 ms every 16 MB of WAL
  // (an import's commit, docs/performance.md). The file's space is then allocated as WAL is written.
  '-c',
  'wal_init_zero=off',
];
const PGLITE_DURABLE_START = [...PGLITE_START.filter((p) => p !== '-F'), '-c', 'wal_sync_method=open_datasync'];

// Bytes (bytea, oid 17) go to PGlite as they are, sent in binary: its own serializer spells them
// out as hex text in a JavaScript loop, seconds of the server's one thread for a 20 MB invoice.
const PGLITE_SERIALIZERS = { 17: (bytes: Uint8Array) => bytes as unknown as string };

/** Any number: the key of the advisory lock that serialises start-ups (migrations, seeding) between processes. */
const START_UP_LOCK = 7_340_211_905;

/** A failure's cause in words, whatever was thrown (PGlite may throw plain objects or exit statuses). */
function causeText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; code?: unknown; status?: unknown; errno?: unknown };
    if (typeof e.message === 'string' && e.message) return e.message;
    if (typeof e.code === 'string') return `hata kodu ${e.code}`;
    if (typeof e.errno === 'number') return `dosya sistemi hatası (errno ${e.errno}): dizin yazılabilir mi?`;
    if (typeof e.status === 'number')
      return `veritabanı motoru ${e.status} koduyla durdu (dizin bozuk ya da başka bir sürümle yazılmış olabilir)`;
    try {
      return JSON.stringify(error).slice(0, 200);
    } catch {
      /* not serialisable */
    }
  }
  return typeof error === 'string' && error ? error : 'bilinmeyen hata';
}

// Creating a data directory (initdb) runs a second PostgreSQL inside PGlite and copies its heap:
// ~800 MB for some seconds, most of which PGlite keeps reachable afterwards. A short-lived child
// process creates the directory, so the server process only ever opens an existing one
// (docs/performance.md, "Memory").
const CREATE_DATA_DIR = `
const { PGlite } = require(process.argv[1]);
PGlite.create({ dataDir: process.argv[2], startParams: JSON.parse(process.argv[3]) })
  .then((pg) => pg.close())
  .catch((error) => { console.error(error instanceof Error ? error.message : String(error)); process.exit(1); });
`;

function createDataDirApart(dataDir: string, startParams: string[]): Promise<void> {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CREATE_DATA_DIR, pgliteEntry, dataDir, JSON.stringify(startParams)], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(stderr.trim() || `veritabanı oluşturma işlemi durdu (${signal ?? `çıkış kodu ${String(code)}`})`));
    });
  });
}

export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.resolve(here, '../../src/server/db/migrations')];
  const found = candidates.find((c) => existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error('Veritabanı geçiş dosyaları bulunamadı.');
  return found;
}

export async function openDatabase(config: DatabaseConfig, options: { migrate?: boolean } = {}): Promise<Database> {
  const runMigrations = options.migrate ?? true;
  if (config.kind === 'postgres') {
    const client = postgres(config.url, { max: config.maxConnections ?? 10, onnotice: () => {} });
    const driver = drizzlePostgres(client, { schema });
    const db: Db = driver;
    const startUp = async <T>(setUp: (db: Db) => Promise<T>): Promise<T> => {
      // The lock is held on a connection of its own, outside the pool the work uses; ending that
      // session releases it (also when this process dies halfway).
      const holder = postgres(config.url, { max: 1, onnotice: () => {} });
      try {
        await holder`select pg_advisory_lock(${String(START_UP_LOCK)}::bigint)`;
        await migratePostgres(driver, { migrationsFolder: migrationsFolder() });
        return await setUp(db);
      } finally {
        await holder.end({ timeout: 5 });
      }
    };
    const database: Database = { db, kind: 'postgres', url: config.url, startUp, close: () => client.end({ timeout: 5 }) };
    if (runMigrations) {
      try {
        await startUp(async () => undefined);
      } catch (error) {
        await client.end({ timeout: 5 });
        throw error;
      }
    }
    return database;
  }

  let lock: DataDirLock | undefined;
  let pglite: PGlite;
  if (config.kind === 'pglite') {
    const dataDir = path.resolve(config.dataDir);
    await mkdir(path.dirname(dataDir), { recursive: true });
    lock = await acquireDataDirLock(dataDir);
    const startParams = config.durable ? PGLITE_DURABLE_START : PGLITE_START;
    try {
      if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createDataDirApart(dataDir, startParams);
      pglite = await PGlite.create({ dataDir, startParams, serializers: PGLITE_SERIALIZERS });
    } catch (error) {
      await lock.release();
      throw new Error(`Gömülü veritabanı açılamadı (${dataDir}): ${causeText(error)}`, { cause: error });
    }
  } else {
    pglite = await PGlite.create({ ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}), serializers: PGLITE_SERIALIZERS });
  }
  prepareRepeatedQueries(pglite);
  const driver = drizzlePglite(pglite, { schema });
  const db: Db = driver;
  const database: Database = {
    db,
    kind: 'pglite',
    pglite,
    async startUp(setUp) {
      await migratePglite(driver, { migrationsFolder: migrationsFolder() });
      return setUp(db);
    },
    async close() {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        await lock?.release();
      }
    },
  };
  if (runMigrations) await database.startUp(async () => undefined);
  return database;
}
