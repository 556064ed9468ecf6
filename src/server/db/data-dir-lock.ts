// PGlite does not stop two processes from opening one data directory, and two writers corrupt it
// silently. A pid file beside the directory, created exclusively, keeps the second one out.
import { open, readFile, rm } from 'node:fs/promises';

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

export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
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
      const pid = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new Error(`Veri dizini başka bir Depo Takip süreci tarafından kullanılıyor (pid ${pid}): ${dataDir}`);
      }
      // A stale lock of a dead process: take it over.
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Veri dizini kilidi alınamadı: ${dataDir}`);
}
