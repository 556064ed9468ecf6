// Import of a spreadsheet (docs/import.md): every row is read through the field mapping, checked
// with the form's own schema, and planned as create / update / skip / error against what is stored
// (by serial number or TC Kimlik No). The preview answers the plan; the write runs it in batches,
// each batch one transaction that locks its existing rows and plans them again, so a change made
// since the preview is honoured and a failed batch leaves exactly the batches before it.
import { compareTurkish } from '@shared/collation';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { fromSpreadsheetText } from '@shared/csv';
import {
  importFields,
  PREVIEW_ROW_LIMIT,
  type ImportCounts,
  type ImportKind,
  type ImportMapping,
  type ImportMissingNames,
  type ImportPreview,
  type ImportRowResult,
  type ImportSummary,
} from '@shared/import';
import type { Db, Tx } from '@server/db/client';
import type { AuthUser } from '@server/http/context';
import { badRequest } from '@server/http/errors';
import { equipmentImport } from './equipment-import';
import type { ImportKindHandler, References } from './import-kind';
import type { Table, TableRow } from './read-table';
import { workerImport } from './worker-import';

export interface ImportOptions {
  fileName: string;
  mapping: ImportMapping;
  /** Create the brands, categories and departments the file names but the database lacks. */
  createMissing: boolean;
}

interface PlannedRow<V> {
  /** The row as the spreadsheet program numbers it (the header is row 1). */
  row: number;
  /** 1-based among the data rows (the preview's first rows). */
  index: number;
  cells: string[];
  values?: V;
  /** The stored row the values were compared with (an update's 'before'). */
  stored?: unknown;
  action: ImportRowResult['action'];
  message?: string;
}

const FORMULA_REFUSED = (label: string) => `${label} sütununda formül var; formüller içe aktarılmaz. Hücreye değerin kendisini yazın.`;
const MISSING_REQUIRED = (labels: string[]) => `Zorunlu alanlar bir sütunla eşleştirilmedi: ${labels.join(', ')}.`;
const BATCH_FAILED = (from: number, to: number) =>
  `${from}–${to}. satırlar yazılırken bir hata oluştu. ${from}. satırdan itibaren hiçbir satır içe aktarılmadı; önceki satırlar kaydedildi. Hata raporundaki satırları tekrar içe aktarabilirsiniz.`;
const NOT_WRITTEN = 'İçe aktarılmadı: içe aktarma bu satırdan önce durdu.';

export const BATCH_SIZE = 500;
/** Rows planned between two turns of the event loop, so other requests keep being answered. */
const YIELD_EVERY = 500;

function handlerFor(kind: ImportKind): ImportKindHandler<unknown, unknown> {
  return (kind === 'equipment' ? equipmentImport : workerImport) as ImportKindHandler<unknown, unknown>;
}

/** A mapping the file can satisfy: known fields, columns inside the header row. */
export function checkMapping(kind: ImportKind, headers: readonly string[], mapping: ImportMapping): ImportMapping {
  const out: ImportMapping = {};
  for (const field of importFields(kind)) {
    const index = mapping[field.key];
    if (index === undefined || index === null) continue;
    if (!Number.isInteger(index) || index < 0 || index >= headers.length) throw badRequest('Geçersiz sütun eşleştirmesi.');
    out[field.key] = index;
  }
  return out;
}

export function missingRequired(kind: ImportKind, mapping: ImportMapping): string[] {
  return importFields(kind)
    .filter((f) => f.required && mapping[f.key] === undefined)
    .map((f) => f.label);
}

/** What the first pass over a file keeps: the references it named, its size and its repeated keys. */
interface Scan {
  refs: References;
  total: number;
  /** The file's last row (the spreadsheet's number). */
  lastRow: number;
  /** A key written on more than one row → its first two rows. */
  duplicates: Map<string, [number, number]>;
}

/** One row of the file through the field mapping and the form's schema. */
function planRow<V, E>(
  index: number,
  { row, cells }: TableRow,
  kind: ImportKind,
  handler: ImportKindHandler<V, E>,
  refs: References,
  options: ImportOptions,
  creatable: ReadonlyArray<keyof References['missing']>,
): PlannedRow<V> {
  const mapped: Record<string, string> = {};
  let message: string | undefined;
  for (const field of importFields(kind)) {
    const column = options.mapping[field.key];
    const raw = column === undefined ? '' : (cells[column] ?? '');
    const read = fromSpreadsheetText(raw);
    if (!read.ok) {
      message ??= FORMULA_REFUSED(field.label);
      continue;
    }
    mapped[field.key] = read.text;
  }
  const planned: PlannedRow<V> = { row, index, cells, action: 'error', message };
  if (!message) {
    const result = handler.toValues(mapped, refs, options.createMissing, creatable);
    if ('message' in result) planned.message = result.message;
    else planned.values = result.values;
  }
  return planned;
}

/**
 * The first pass: every row read and checked, and only its key kept, so that a key written twice
 * anywhere in the file is known before any row is decided. Rows are not held: a large file would
 * take the server's memory (docs/performance.md, "Memory").
 */
async function scan<V, E>(db: Db, user: AuthUser, kind: ImportKind, handler: ImportKindHandler<V, E>, table: Table, options: ImportOptions): Promise<Scan> {
  const refs: References = {
    ...(await handler.references(db, user)),
    missing: { brands: new Map(), categories: new Map(), departments: new Map() },
  };
  const creatable = handler.creatable(user);
  const firstRowOfKey = new Map<string, number>();
  const duplicates = new Map<string, [number, number]>();
  let index = 0;
  let lastRow = 1;
  for await (const read of table.rows()) {
    index++;
    lastRow = read.row;
    if (index % YIELD_EVERY === 0) await yieldToEventLoop();
    const { values } = planRow(index, read, kind, handler, refs, options, creatable);
    if (!values) continue;
    const key = handler.key(values);
    const first = firstRowOfKey.get(key);
    if (first === undefined) firstRowOfKey.set(key, read.row);
    else if (!duplicates.has(key)) duplicates.set(key, [first, read.row]);
  }
  return { refs, total: index, lastRow, duplicates };
}

/**
 * The second pass: the file's rows planned again, `size` at a time. A key written twice in one
 * file is an error on every row that has it: which row is right is unknown.
 */
async function* plannedChunks<V, E>(
  user: AuthUser,
  kind: ImportKind,
  handler: ImportKindHandler<V, E>,
  table: Table,
  options: ImportOptions,
  scanned: Scan,
  size: number,
): AsyncGenerator<PlannedRow<V>[]> {
  const creatable = handler.creatable(user);
  let chunk: PlannedRow<V>[] = [];
  let index = 0;
  for await (const read of table.rows()) {
    index++;
    if (index % YIELD_EVERY === 0) await yieldToEventLoop();
    const planned = planRow(index, read, kind, handler, scanned.refs, options, creatable);
    const repeated = planned.values && scanned.duplicates.get(handler.key(planned.values));
    if (repeated) {
      planned.values = undefined;
      planned.message = handler.duplicateMessage(repeated[0] === read.row ? repeated[1] : repeated[0]);
    }
    chunk.push(planned);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

/** Decides every valid row against the stored rows, in chunks of keys. */
async function decideAll<V, E>(db: Db | Tx, user: AuthUser, handler: ImportKindHandler<V, E>, rows: PlannedRow<V>[], lock: boolean): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE * 4) {
    const chunk = rows.slice(i, i + BATCH_SIZE * 4);
    const keys = chunk.flatMap((r) => (r.values ? [handler.key(r.values)] : []));
    const stored = keys.length ? await handler.existing(db, keys, lock) : new Map<string, E>();
    for (const r of chunk) {
      if (!r.values) continue;
      r.stored = stored.get(handler.key(r.values));
      const decision = handler.decide(r.values, r.stored as E | undefined, user);
      r.action = decision.action;
      r.message = decision.action === 'error' ? decision.message : undefined;
    }
    await yieldToEventLoop();
  }
}

/** The database's own message, not the failed statement with its thousands of parameters. */
function logFailure(error: unknown): void {
  const cause = (error as { cause?: unknown }).cause;
  const text = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  console.error('[içe aktarma] yazma durdu:', text.slice(0, 300));
}

const emptyCounts = (): ImportCounts => ({ create: 0, update: 0, skip: 0, error: 0 });

function result(r: PlannedRow<unknown>): ImportRowResult {
  return r.message ? { row: r.row, action: r.action, message: r.message, cells: r.cells } : { row: r.row, action: r.action, cells: r.cells };
}

function missingNames(refs: References): ImportMissingNames {
  const names = (m: Map<string, { name: string }>) => [...m.values()].map((v) => v.name).sort(compareTurkish);
  return { brands: names(refs.missing.brands), categories: names(refs.missing.categories), departments: names(refs.missing.departments) };
}

export async function previewImport(db: Db, user: AuthUser, kind: ImportKind, table: Table, options: ImportOptions): Promise<ImportPreview> {
  const handler = handlerFor(kind);
  const scanned = await scan(db, user, kind, handler, table, options);
  const counts = emptyCounts();
  const shown: ImportRowResult[] = [];
  let errorsShown = 0;
  for await (const chunk of plannedChunks(user, kind, handler, table, options, scanned, BATCH_SIZE * 4)) {
    await decideAll(db, user, handler, chunk, false);
    for (const r of chunk) {
      counts[r.action]++;
      const isError = r.action === 'error';
      if (r.index <= PREVIEW_ROW_LIMIT || (isError && errorsShown < PREVIEW_ROW_LIMIT)) {
        shown.push(result(r));
        if (isError) errorsShown++;
      }
    }
  }
  return {
    file_name: options.fileName,
    headers: table.headers,
    mapping: options.mapping,
    total: scanned.total,
    counts,
    missing: missingNames(scanned.refs),
    rows: shown,
  };
}

export async function runImport(
  db: Db,
  user: AuthUser,
  kind: ImportKind,
  table: Table,
  options: ImportOptions,
  onProgress: (done: number, total: number) => Promise<void> | void,
): Promise<ImportSummary> {
  const handler = handlerFor(kind);
  // The whole file is read (and refused past a limit) before anything else is said about it.
  const scanned = await scan(db, user, kind, handler, table, options);
  const missing = missingRequired(kind, options.mapping);
  if (missing.length) throw badRequest(MISSING_REQUIRED(missing));
  const total = scanned.total;
  const counts = emptyCounts();
  const errors: ImportRowResult[] = [];
  let failure: ImportSummary['failure'];
  /** A row at or after the failed batch: its own error, or that it was not written. */
  const notWritten = (r: PlannedRow<unknown>) => {
    counts.error++;
    errors.push({ row: r.row, action: 'error', message: r.action === 'error' && r.message ? r.message : NOT_WRITTEN, cells: r.cells });
  };

  await onProgress(0, total);
  try {
    if (options.createMissing) await db.transaction((tx) => handler.insertMissing(tx, user, scanned.refs.missing, options.fileName));
  } catch (error) {
    logFailure(error);
    // Nothing was written: the first data row (row 2, under the header) on.
    failure = { message: BATCH_FAILED(2, scanned.lastRow), failed_from_row: 2 };
  }

  let done = 0;
  for await (const batch of plannedChunks(user, kind, handler, table, options, scanned, BATCH_SIZE)) {
    if (failure) {
      batch.forEach(notWritten);
      continue;
    }
    try {
      await db.transaction(async (tx) => {
        await decideAll(tx, user, handler, batch, true);
        const creates: unknown[] = [];
        const updates: Array<{ values: unknown; stored: unknown }> = [];
        for (const r of batch) {
          if (r.action === 'create') creates.push(r.values);
          else if (r.action === 'update') updates.push({ values: r.values, stored: r.stored });
        }
        await handler.write(tx, user, creates, updates, options.fileName);
      });
    } catch (error) {
      logFailure(error);
      failure = { message: BATCH_FAILED(batch[0]!.row, scanned.lastRow), failed_from_row: batch[0]!.row };
      batch.forEach(notWritten);
      continue;
    }
    for (const r of batch) {
      counts[r.action]++;
      if (r.action === 'error') errors.push(result(r));
    }
    done += batch.length;
    await onProgress(done, total);
  }
  return { file_name: options.fileName, total, counts, headers: table.headers, errors, ...(failure ? { failure } : {}) };
}
