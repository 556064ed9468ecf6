// An uploaded spreadsheet is read in a worker thread (import-worker.ts), never on the thread that
// answers requests (docs/import.md, "Scale"): the multipart body, the encoding detection, the CSV
// or .xlsx parsing, the limits and every row through the form's schema. The request thread hands
// the body over (not copied), then asks for what it needs: the header row, the first pass over the
// file (keys written twice, names to create), then the planned rows a chunk at a time, the next
// chunk read while it writes the current one. Only the database work is left to it.
//
// One worker for the process, started with the first upload and ended once no upload has been
// open for a while; its heap has a cap of its own, so a file that would take more memory than any
// file within the limits ends the worker, not the server.
import type { Worker } from 'node:worker_threads';
import type { ImportKind, ImportMapping } from '@shared/import';
import { HttpError } from '@server/http/errors';
import { startWorkerThread } from '@server/http/worker-thread';
import type { Creatable, PlannedRow, References } from './import-rows';

export const NO_FILE = 'Lütfen içe aktarılacak bir dosya seçin.';

export type ToImportWorker =
  | { type: 'open'; job: number; body: ArrayBuffer; contentType: string }
  | {
      type: 'scan';
      job: number;
      kind: ImportKind;
      mapping: ImportMapping;
      createMissing: boolean;
      creatable: Creatable;
      byKind: References['byKind'];
    }
  | { type: 'next'; job: number; size: number }
  | { type: 'close'; job: number };

export type FromImportWorker = { job: number } & ({ ok: true; value: unknown } | { ok: false; status?: number; message: string });

export interface OpenedFile {
  fileName: string;
  /** The form's other fields (`mapping`, `create_missing`). */
  fields: Record<string, string>;
  headers: string[];
}

/** What the first pass over the file keeps: its size, its repeated keys and the names to create. */
export interface ScannedFile {
  total: number;
  /** The file's last row (the spreadsheet's number). */
  lastRow: number;
  /** A key written on more than one row → its first two rows. */
  duplicates: Map<string, [number, number]>;
  missing: References['missing'];
}

export interface UploadedTable extends OpenedFile {
  scan(request: {
    kind: ImportKind;
    mapping: ImportMapping;
    createMissing: boolean;
    creatable: Creatable;
    byKind: References['byKind'];
  }): Promise<ScannedFile>;
  /** The planned rows of the second pass, `size` at a time; a row whose key the file repeats is an error already. */
  chunks(size: number): AsyncGenerator<Array<PlannedRow<unknown>>>;
  close(): void;
}

/** The worker's old generation; a 25 MB file within the limits needs a fraction of it. */
const WORKER_HEAP_MB = 256;
/** Its young generation: V8 would let it grow to 48 MB of garbage between collections. */
const WORKER_YOUNG_MB = 8;
const IDLE_MS = 30_000;
/** A refused body at least this large ends an idle worker at once (its garbage is worth the restart). */
const LARGE_REFUSAL_BYTES = 1024 * 1024;

let worker: Worker | null = null;
let idle: NodeJS.Timeout | undefined;
/** Workers started so far (tests: several uploads share one). */
let started = 0;
let nextJob = 0;
const open = new Set<number>();
const waiting = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();

/** Uploads open now, workers started so far, and whether one is running. */
export function importThreadStats(): { open: number; workersStarted: number; running: boolean } {
  return { open: open.size, workersStarted: started, running: worker !== null };
}

function startWorker(): Worker {
  started++;
  const thread = startWorkerThread(import.meta.url, 'import-worker', {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
  });
  thread.unref();
  thread.on('message', (reply: FromImportWorker) => {
    const pending = waiting.get(reply.job);
    waiting.delete(reply.job);
    if (!pending) return;
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(reply.status ? new HttpError(reply.status as 400 | 413, reply.message) : new Error(reply.message));
  });
  const fail = (error: unknown) => {
    if (worker === thread) worker = null;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
    open.clear();
  };
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`içe aktarma iş parçacığı durdu (${code})`)));
  return thread;
}

function ask<T>(message: ToImportWorker, transfer: ArrayBuffer[] = []): Promise<T> {
  if (!worker || !open.has(message.job)) return Promise.reject(new Error('içe aktarma iş parçacığı durdu'));
  const running = worker;
  return new Promise<T>((resolve, reject) => {
    waiting.set(message.job, { resolve: resolve as (value: unknown) => void, reject });
    running.postMessage(message, transfer);
  });
}

/** Ends the worker if it is still the one serving and no upload is open. */
function endIfIdle(running: Worker): void {
  if (worker !== running || open.size > 0) return;
  worker = null;
  // Ended on purpose: its exit fails nothing (a new worker may already serve new uploads).
  running.removeAllListeners();
  void running.terminate();
}

/**
 * Closes an upload. The worker ends once no upload has been open for IDLE_MS, or at once after a
 * large refused file when nothing else is open: the refused file's garbage (a 10 MB cell, the parts
 * of a junk spreadsheet) would otherwise stay in the worker's heap, and each refusal in a row would
 * add its own to the server's peak (docs/performance.md, round 11). A small refusal (a form without
 * a file) keeps the worker: ending it would make the next upload wait for a new one for nothing.
 */
function finish(job: number, { refused = false } = {}): void {
  if (!open.delete(job)) return;
  waiting.delete(job);
  worker?.postMessage({ type: 'close', job } satisfies ToImportWorker);
  if (open.size === 0 && worker) {
    const running = worker;
    if (refused) return endIfIdle(running);
    idle = setTimeout(() => endIfIdle(running), IDLE_MS);
    idle.unref();
  }
}

/**
 * Reads an upload's multipart body (handed over to the worker, not copied): the file's name, the
 * form's fields and the header row. Throws HttpError (400/413) for a body or a file it refuses.
 */
export async function openUpload(body: ArrayBuffer, contentType: string): Promise<UploadedTable> {
  clearTimeout(idle);
  worker ??= startWorker();
  const job = nextJob++;
  open.add(job);
  let opened: OpenedFile;
  // Read before the body is handed over (it is then empty here).
  const bytes = body.byteLength;
  try {
    opened = await ask<OpenedFile>({ type: 'open', job, body, contentType }, [body]);
  } catch (error) {
    finish(job, { refused: bytes >= LARGE_REFUSAL_BYTES });
    throw error;
  }
  return {
    ...opened,
    scan: (request) => ask<ScannedFile>({ type: 'scan', job, ...request }),
    async *chunks(size) {
      // The next chunk is read while the caller works on this one.
      const ahead = () => {
        const asked = ask<{ rows: Array<PlannedRow<unknown>>; done: boolean }>({ type: 'next', job, size });
        // Awaited below, unless the caller stops first (then its outcome no longer matters).
        asked.catch(() => {});
        return asked;
      };
      let next = ahead();
      for (;;) {
        const chunk = await next;
        if (!chunk.done) next = ahead();
        if (chunk.rows.length) yield chunk.rows;
        if (chunk.done) return;
      }
    },
    close: () => finish(job),
  };
}
