// The worker thread that reads uploaded spreadsheets (import-thread.ts): the multipart body, the
// table (read-table.ts) and every row through the form's schema (import-rows.ts). Several uploads
// may be open at once; each long pass gives the others a turn every few thousand rows.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parentPort } from 'node:worker_threads';
import { HttpError } from '@server/http/errors';
import { planRow, rowRules, type Creatable, type PlannedRow, type References } from './import-rows';
import { NO_FILE, type FromImportWorker, type OpenedFile, type ScannedFile, type ToImportWorker } from './import-thread';
import { readTable, type Table } from './read-table';

const ROWS_PER_TURN = 2000;

interface Plan {
  kind: Extract<ToImportWorker, { type: 'scan' }>['kind'];
  refs: References;
  options: { mapping: Extract<ToImportWorker, { type: 'scan' }>['mapping']; createMissing: boolean };
  creatable: Creatable;
  duplicates: ScannedFile['duplicates'];
}

interface Job {
  table: Table;
  plan?: Plan;
  chunks?: AsyncGenerator<Array<PlannedRow<unknown>>>;
}

const jobs = new Map<number, Job>();

async function open(body: ArrayBuffer, contentType: string): Promise<{ job: Job; file: OpenedFile }> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, NO_FILE);
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw new HttpError(400, NO_FILE);
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  const table = await readTable(new Uint8Array(await file.arrayBuffer()));
  // Read once without checking any row, so that a file past the row limit (the reader refuses it)
  // is refused before 100,000 rows are checked for nothing (a million rows: 1.9 s of CPU otherwise).
  for await (const read of table.rows()) void read;
  return { job: { table }, file: { fileName: (file.name || 'dosya').slice(0, 200), fields, headers: table.headers } };
}

/**
 * The first pass: every row read and checked, only its key kept, so that a key written twice
 * anywhere in the file is known before any row is decided.
 */
async function scan(job: Job, request: Extract<ToImportWorker, { type: 'scan' }>): Promise<ScannedFile> {
  const refs: References = { byKind: request.byKind, missing: { brands: new Map(), categories: new Map(), departments: new Map() } };
  const plan: Plan = {
    kind: request.kind,
    refs,
    options: { mapping: request.mapping, createMissing: request.createMissing },
    creatable: request.creatable,
    duplicates: new Map(),
  };
  const rules = rowRules(plan.kind);
  const firstRowOfKey = new Map<string, number>();
  let index = 0;
  let lastRow = 1;
  for await (const read of job.table.rows()) {
    index++;
    lastRow = read.row;
    if (index % ROWS_PER_TURN === 0) await nextTurn();
    const { values } = planRow(index, read, plan.kind, refs, plan.options, plan.creatable);
    if (!values) continue;
    const key = rules.key(values);
    const first = firstRowOfKey.get(key);
    if (first === undefined) firstRowOfKey.set(key, read.row);
    else if (!plan.duplicates.has(key)) plan.duplicates.set(key, [first, read.row]);
  }
  job.plan = plan;
  return { total: index, lastRow, duplicates: plan.duplicates, missing: refs.missing };
}

/**
 * The second pass: the file's rows planned again, `size` at a time. A key written twice in one
 * file is an error on every row that has it: which row is right is unknown.
 */
async function* planned(job: Job, plan: Plan, size: number): AsyncGenerator<Array<PlannedRow<unknown>>> {
  const rules = rowRules(plan.kind);
  let chunk: Array<PlannedRow<unknown>> = [];
  let index = 0;
  for await (const read of job.table.rows()) {
    index++;
    if (index % ROWS_PER_TURN === 0) await nextTurn();
    const row = planRow(index, read, plan.kind, plan.refs, plan.options, plan.creatable);
    const repeated = row.values === undefined ? undefined : plan.duplicates.get(rules.key(row.values));
    if (repeated) {
      row.values = undefined;
      row.message = rules.duplicateMessage(repeated[0] === read.row ? repeated[1] : repeated[0]);
    }
    chunk.push(row);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

async function answer(message: ToImportWorker): Promise<unknown> {
  if (message.type === 'open') {
    const { job, file } = await open(message.body, message.contentType);
    jobs.set(message.job, job);
    return file;
  }
  const job = jobs.get(message.job);
  if (!job) throw new Error('içe aktarma dosyası açık değil');
  if (message.type === 'scan') return scan(job, message);
  if (!job.plan) throw new Error('dosya henüz taranmadı');
  job.chunks ??= planned(job, job.plan, message.type === 'next' ? message.size : 0);
  const next = await job.chunks.next();
  return { rows: next.done ? [] : next.value, done: next.done === true };
}

parentPort?.on('message', (message: ToImportWorker) => {
  if (message.type === 'close') {
    const job = jobs.get(message.job);
    jobs.delete(message.job);
    void job?.chunks?.return(undefined);
    return;
  }
  answer(message).then(
    (value) => parentPort?.postMessage({ job: message.job, ok: true, value } satisfies FromImportWorker),
    (error: unknown) => {
      const reply: FromImportWorker =
        error instanceof HttpError
          ? { job: message.job, ok: false, status: error.status, message: error.message }
          : { job: message.job, ok: false, message: error instanceof Error ? error.message : String(error) };
      parentPort?.postMessage(reply);
    },
  );
});
