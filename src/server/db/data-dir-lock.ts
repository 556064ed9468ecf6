// PGlite does not stop two processes from opening one data directory, and two writers corrupt it
// silently. A pid file beside the directory keeps the second one out. It appears with its pid
// already in it (written to a temporary file, then hard-linked into place, which fails if a lock
// exists), so a competitor never reads it empty; a symlinked directory resolves to one lock.
import { randomBytes } from 'node:crypto';
import { link, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface DataDirLock {
  readonly path: string;
  release(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The directory's one true path: symlinks resolved, also when the directory does not exist yet. */
async function canonical(dataDir: string): Promise<string> {
  const absolute = path.resolve(dataDir);
  try {
    return await realpath(absolute);
  } catch {
    try {
      return path.join(await realpath(path.dirname(absolute)), path.basename(absolute));
    } catch {
      return absolute;
    }
  }
}

const readPid = async (file: string) => Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
const inUse = (pid: number, dataDir: string) =>
  new Error(`Veri dizini başka bir Depo Takip süreci tarafından kullanılıyor (pid ${pid}): ${dataDir}`);

export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const dir = await canonical(dataDir);
  const lockPath = `${dir}.lock`;
  const temporary = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, String(process.pid), { flag: 'wx' });
  } catch (error) {
    throw new Error(`Veri dizini kilidi yazılamadı (${lockPath}): ${(error as NodeJS.ErrnoException).code ?? String(error)}`, {
      cause: error,
    });
  }
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await link(temporary, lockPath);
        let released = false;
        return {
          path: lockPath,
          async release() {
            if (released) return;
            released = true;
            await rm(lockPath, { force: true });
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const pid = await readPid(lockPath);
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw inUse(pid, dir);
      // A stale lock of a dead process: move it aside under a name of our own, and take over only if
      // what was moved is still that stale lock (a competitor may have taken over meanwhile).
      const aside = `${lockPath}.${process.pid}.stale`;
      try {
        await rename(lockPath, aside);
      } catch {
        continue;
      }
      const moved = await readPid(aside);
      if (moved !== pid && !(Number.isNaN(moved) && Number.isNaN(pid))) {
        await link(aside, lockPath).catch(() => {});
        await rm(aside, { force: true });
        if (Number.isInteger(moved) && moved > 0 && isAlive(moved)) throw inUse(moved, dir);
        continue;
      }
      await rm(aside, { force: true });
    }
    throw new Error(`Veri dizini kilidi alınamadı: ${dir}`);
  } finally {
    await rm(temporary, { force: true });
  }
}
