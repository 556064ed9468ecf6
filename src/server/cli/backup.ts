// `npm run backup [file]` / `npm run restore <file>`: a consistent copy of the embedded database.
// Both take the data-directory lock, so they refuse to run while the server uses the directory:
// stop the server first (with PostgreSQL, use pg_dump instead).
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { readConfig } from '../env';

function stamp(): string {
  return new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
}

export async function backup(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!existsSync(dataDir)) throw new Error(`Veri dizini bulunamadı: ${dataDir}`);
  // Opening runs recovery (after a crash) and takes the lock; migrations are not applied.
  const database = await openDatabase({ kind: 'pglite', dataDir }, { migrate: false });
  try {
    await database.pglite!.exec('checkpoint');
    const dump = await database.pglite!.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await writeFile(file, bytes);
    return { bytes: bytes.length };
  } finally {
    await database.close();
  }
}

/** Restores into dataDir; an existing directory is kept beside it as `<dir>.before-restore-<time>`. */
export async function restore(file: string, dataDir: string): Promise<{ keptPrevious: string | null }> {
  const archive = await readFile(file);
  const lock = await acquireDataDirLock(dataDir);
  let keptPrevious: string | null = null;
  try {
    // Check the archive opens before touching the current data.
    const probe = await PGlite.create({ loadDataDir: new Blob([archive]) });
    await probe.query('select 1');
    await probe.close();
    if (existsSync(dataDir)) {
      keptPrevious = `${dataDir}.before-restore-${stamp()}`;
      await rename(dataDir, keptPrevious);
    }
    await mkdir(path.dirname(dataDir), { recursive: true });
    const restored = await PGlite.create({ dataDir, loadDataDir: new Blob([archive]) });
    await restored.exec('checkpoint');
    await restored.close();
  } finally {
    await lock.release();
  }
  return { keptPrevious };
}

async function main(): Promise<void> {
  const [command, fileArg] = process.argv.slice(2);
  const config = readConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL ayarlı: PostgreSQL yedeği için pg_dump / pg_restore kullanın.');
    process.exit(2);
  }
  if (command === 'backup') {
    const file = path.resolve(fileArg ?? `backups/depo-takip-${stamp()}.tar.gz`);
    const { bytes } = await backup(config.dataDir, file);
    console.log(`Yedek alındı: ${file} (${(bytes / 1024 / 1024).toFixed(2)} MB)`);
  } else if (command === 'restore') {
    if (!fileArg) {
      console.error('Kullanım: npm run restore -- <yedek-dosyası>');
      process.exit(2);
    }
    const { keptPrevious } = await restore(path.resolve(fileArg), config.dataDir);
    console.log(`Geri yüklendi: ${config.dataDir}`);
    if (keptPrevious) console.log(`Önceki veri korunuyor: ${keptPrevious}`);
  } else {
    console.error('Kullanım: backup.ts backup [dosya] | restore <dosya>');
    process.exit(2);
  }
}

if (process.argv[1] && /backup\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(`Hata: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
