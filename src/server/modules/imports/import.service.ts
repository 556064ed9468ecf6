// Import of a spreadsheet (docs/import.md): every row is read through the field mapping, checked
// with the form's own schema, and planned as create / update / skip / error against what is stored
// (by serial number or TC Kimlik No). The preview answers the plan; the write runs it in batches,
// each batch one transaction that locks its existing rows and plans them again, so a change made
// since the preview is honoured and a failed batch leaves exactly the batches before it.
import { compareTurkish } from '@shared/collation';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
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
import { spendLookups } from '@server/http/national-id-budget';
import { equipmentImport } from './equipment-import';
import type { ImportKindHandler } from './import-kind';
import type { PlannedRow, References } from './import-rows';
import type { ScannedFile, UploadedTable } from './import-thread';
import { stockImport } from './stock-import';
import { workerImport } from './worker-import';
import type { Notifier } from '../notifications/settings';

export interface ImportOptions {
  fileName: string;
  mapping: ImportMapping;
  /** Create the brands, categories and departments the file names but the database lacks. */
  createMissing: boolean;
  /** Where the movements an import writes (stock items' opening quantities) send their notices. */
  notifier: Notifier;
}

const MISSING_REQUIRED = (labels: string[]) => `Zorunlu alanlar bir sütunla eşleştirilmedi: ${labels.join(', ')}.`;
const BATCH_FAILED = (from: number, to: number) =>
  `${from}–${to}. satırlar yazılırken bir hata oluştu. ${from}. satırdan itibaren hiçbir satır içe aktarılmadı; önceki satırlar kaydedildi. Hata raporundaki satırları tekrar içe aktarabilirsiniz.`;
const NOT_WRITTEN = 'İçe aktarılmadı: içe aktarma bu satırdan önce durdu.';

export const BATCH_SIZE = 500;

function handlerFor(kind: ImportKind): ImportKindHandler<unknown, unknown> {
  const handler = { equipment: equipmentImport, workers: workerImport, stock: stockImport }[kind];
  return handler as ImportKindHandler<unknown, unknown>;
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

/**
 * The first pass over the file (in the import's worker thread, import-thread.ts), against the
 * names the database holds: the file's size, its repeated keys and the names it would create.
 * Rows are not held: a large file would take the server's memory (docs/performance.md, "Memory").
 */
async function scan<V, E>(
  db: Db,
  user: AuthUser,
  kind: ImportKind,
  handler: ImportKindHandler<V, E>,
  file: UploadedTable,
  options: ImportOptions,
): Promise<ScannedFile> {
  const { byKind } = await handler.references(db, user);
  return file.scan({ kind, mapping: options.mapping, createMissing: options.createMissing, creatable: handler.creatable(user), byKind });
}

/** Decides every valid row against the stored rows, in chunks of keys. */
async function decideAll<V, E>(
  db: Db | Tx,
  user: AuthUser,
  handler: ImportKindHandler<V, E>,
  rows: PlannedRow<V>[],
  lock: boolean,
  lookUp = true,
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    const chunk = rows.slice(i, i + BATCH_SIZE);
    const keys = chunk.flatMap((r) => (r.values ? [handler.rows.key(r.values)] : []));
    const stored = keys.length && lookUp ? await handler.existing(db, keys, lock) : new Map<string, E>();
    for (const r of chunk) {
      if (!r.values) continue;
      r.stored = stored.get(handler.rows.key(r.values));
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
  return r.message
    ? { row: r.row, action: r.action, message: r.message, cells: r.cells }
    : { row: r.row, action: r.action, cells: r.cells };
}

function missingNames(missing: References['missing']): ImportMissingNames {
  const names = (m: Map<string, { name: string }>) => [...m.values()].map((v) => v.name).sort(compareTurkish);
  return { brands: names(missing.brands), categories: names(missing.categories), departments: names(missing.departments) };
}

export async function previewImport(
  db: Db,
  user: AuthUser,
  kind: ImportKind,
  file: UploadedTable,
  options: ImportOptions,
): Promise<ImportPreview> {
  const handler = handlerFor(kind);
  const scanned = await scan(db, user, kind, handler, file, options);
  const counts = emptyCounts();
  const shown: ImportRowResult[] = [];
  let errorsShown = 0;
  // Keys the user sees masked are not looked up: every valid row plans as new (docs/import.md).
  const lookUp = !handler.keyHidden?.(user);
  for await (const chunk of file.chunks(BATCH_SIZE * 4)) {
    await decideAll(db, user, handler, chunk, false, lookUp);
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
    headers: file.headers,
    mapping: options.mapping,
    total: scanned.total,
    counts,
    missing: missingNames(scanned.missing),
    rows: shown,
  };
}

export async function runImport(
  db: Db,
  user: AuthUser,
  kind: ImportKind,
  file: UploadedTable,
  options: ImportOptions,
  onProgress: (done: number, total: number) => Promise<void> | void,
): Promise<ImportSummary> {
  const handler = handlerFor(kind);
  // The whole file is read (and refused past a limit) before anything else is said about it.
  const scanned = await scan(db, user, kind, handler, file, options);
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

  // Every row of such a file is a look-up of a national id: counted, or refused whole (429) first.
  if (handler.keyHidden?.(user)) await spendLookups(db, user.id, 'import', total);
  await onProgress(0, total);
  try {
    if (options.createMissing) await db.transaction((tx) => handler.insertMissing(tx, user, scanned.missing, options.fileName));
  } catch (error) {
    logFailure(error);
    // Nothing was written: the first data row (row 2, under the header) on.
    failure = { message: BATCH_FAILED(2, scanned.lastRow), failed_from_row: 2 };
  }

  let done = 0;
  for await (const batch of file.chunks(BATCH_SIZE)) {
    if (failure) {
      batch.forEach(notWritten);
      continue;
    }
    // The previous batch's commit and this batch's first statements are not run in one turn of the event loop.
    await yieldToEventLoop();
    try {
      await db.transaction(async (tx) => {
        await decideAll(tx, user, handler, batch, true);
        const creates: unknown[] = [];
        const updates: Array<{ values: unknown; stored: unknown }> = [];
        for (const r of batch) {
          if (r.action === 'create') creates.push(r.values);
          else if (r.action === 'update') updates.push({ values: r.values, stored: r.stored });
        }
        await handler.write(tx, user, creates, updates, options.fileName, options.notifier);
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
  return { file_name: options.fileName, total, counts, headers: file.headers, errors, ...(failure ? { failure } : {}) };
}
