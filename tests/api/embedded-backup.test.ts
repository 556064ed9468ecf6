// Embedded database operations: the data-directory lock, and a backup → change → restore round trip.
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, restore } from '@server/cli/backup';
import { openDatabase } from '@server/db/client';
import { acquireDataDirLock, type DataDirLock } from '@server/db/data-dir-lock';
import { warehouses } from '@server/db/schema';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('embedded database (PGlite only)', () => {
  it('refuses a second open of one data directory, and a backup while it is open', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'depo-lock-'));
    dirs.push(root);
    const dataDir = path.join(root, 'data');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/başka bir Depo Takip süreci/);
      await expect(backup(dataDir, path.join(root, 'b.tar.gz'))).rejects.toThrow(/başka bir Depo Takip süreci/);
    } finally {
      await first.close();
    }
    // Released on close: it opens again.
    const again = await openDatabase({ kind: 'pglite', dataDir }, { migrate: false });
    await again.close();
  }, 60_000);

  it('takes one lock for parallel opens (never reading a lock empty) and one for a symlinked directory', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'depo-lock-'));
    dirs.push(root);
    const dataDir = path.join(root, 'data');
    await mkdir(dataDir);
    const attempts = await Promise.allSettled(Array.from({ length: 8 }, () => acquireDataDirLock(dataDir)));
    const taken = attempts.filter((a) => a.status === 'fulfilled');
    expect(taken).toHaveLength(1);
    for (const a of attempts) if (a.status === 'rejected') expect(String(a.reason)).toMatch(/başka bir Depo Takip süreci/);
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await symlink(dataDir, path.join(root, 'baglanti'));
    await expect(acquireDataDirLock(path.join(root, 'baglanti'))).rejects.toThrow(/başka bir Depo Takip süreci/);
    await (taken[0] as PromiseFulfilledResult<DataDirLock>).value.release();
    // A lock left by a dead process is taken over.
    await writeFile(`${dataDir}.lock`, '999999999');
    const lock = await acquireDataDirLock(path.join(root, 'baglanti'));
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await lock.release();
    expect((await readdir(root)).sort()).toEqual(['baglanti', 'data']);
  });

  it('names the cause in Turkish when the embedded database cannot open', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'depo-bozuk-'));
    dirs.push(root);
    const dataDir = path.join(root, 'data');
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, 'PG_VERSION'), 'bozuk');
    const failure = await openDatabase({ kind: 'pglite', dataDir }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/^Gömülü veritabanı açılamadı \(.*\): \S/);
    expect((failure as Error).message).not.toContain('[object Object]');
    // The lock is released: the directory is not reported as in use.
    await expect(acquireDataDirLock(dataDir).then((l) => l.release())).resolves.toBeUndefined();
  }, 60_000);

  it('restores exactly what the backup held and keeps the replaced data beside it', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'depo-backup-'));
    dirs.push(root);
    const dataDir = path.join(root, 'data');
    const file = path.join(root, 'yedek.tar.gz');

    const db1 = await openDatabase({ kind: 'pglite', dataDir });
    await db1.db.insert(warehouses).values({ name: 'Yedeklenen Depo', location: 'Ankara' });
    await db1.close();

    const { bytes } = await backup(dataDir, file);
    expect(bytes).toBeGreaterThan(1000);

    const db2 = await openDatabase({ kind: 'pglite', dataDir }, { migrate: false });
    await db2.db.insert(warehouses).values({ name: 'Yedekten Sonra', location: 'İzmir' });
    await db2.close();

    const { keptPrevious } = await restore(file, dataDir);
    expect(keptPrevious).toMatch(/before-restore-/);

    const db3 = await openDatabase({ kind: 'pglite', dataDir }, { migrate: false });
    try {
      const names = (await db3.db.select({ name: warehouses.name }).from(warehouses)).map((r) => r.name).sort();
      expect(names).toEqual(['Yedeklenen Depo']);
      expect(await db3.db.select().from(warehouses).where(eq(warehouses.name, 'Yedekten Sonra'))).toHaveLength(0);
    } finally {
      await db3.close();
    }
    const kept = await openDatabase({ kind: 'pglite', dataDir: keptPrevious! }, { migrate: false });
    try {
      expect((await kept.db.select().from(warehouses)).map((r) => r.name).sort()).toEqual(['Yedeklenen Depo', 'Yedekten Sonra']);
    } finally {
      await kept.close();
    }
  }, 120_000);
});
