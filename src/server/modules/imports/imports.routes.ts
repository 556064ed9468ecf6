// Import API (docs/import.md). Both calls take multipart form data: `file` (.csv or .xlsx),
// `mapping` (JSON: field → column index; the automatic mapping when absent) and `create_missing`
// ('true' to create unknown brands, categories or departments).
//   POST /api/imports/{equipment|workers}/preview → ImportPreview
//   POST /api/imports/{equipment|workers}         → newline-delimited JSON: progress lines, then the summary
import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import * as v from 'valibot';
import { autoMapping, IMPORT_KINDS, IMPORT_LIMITS, type ImportKind, type ImportMapping, type ImportProgressLine } from '@shared/import';
import type { AppEnv } from '@server/http/context';
import { badRequest } from '@server/http/errors';
import { requirePermission } from '@server/http/guard';
import { bodySize, MB } from '@server/http/route-input';
import { checkMapping, previewImport, runImport, type ImportOptions } from './import.service';
import { readTable, tooLarge, type Table } from './read-table';

export const importsRoutes = new Hono<AppEnv>();

const NO_FILE = 'Lütfen içe aktarılacak bir dosya seçin.';
const MappingSchema = v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0)));

async function readUpload(c: Context<AppEnv>, kind: ImportKind): Promise<{ table: Table; options: ImportOptions }> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest(NO_FILE);
  }
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) throw badRequest(NO_FILE);
  const fileName = (file.name || 'dosya').slice(0, 200);
  const table = await readTable(new Uint8Array(await file.arrayBuffer()));
  let mapping: ImportMapping;
  if (typeof form.mapping === 'string' && form.mapping.trim() !== '') {
    let raw: unknown;
    try {
      raw = JSON.parse(form.mapping);
    } catch {
      throw badRequest('Geçersiz sütun eşleştirmesi.');
    }
    const parsed = v.safeParse(MappingSchema, raw);
    if (!parsed.success) throw badRequest('Geçersiz sütun eşleştirmesi.');
    mapping = checkMapping(kind, table.headers, parsed.output);
  } else {
    mapping = autoMapping(kind, table.headers);
  }
  return { table, options: { fileName, mapping, createMissing: form.create_missing === 'true' } };
}

// The spreadsheet (IMPORT_LIMITS.maxBytes) and the form's envelope; a file over the limit is told
// the limit, whether the body limit or the reader finds it.
const UPLOAD = bodySize({ bytes: IMPORT_LIMITS.maxBytes + MB, message: tooLarge(IMPORT_LIMITS) });

for (const kind of IMPORT_KINDS) {
  // The screens' permission: 'İçe Aktar' sits beside 'Yeni Ekipman' / 'Yeni İşçi'.
  const permission = kind === 'equipment' ? 'create_equipment' : 'create_worker';
  importsRoutes.post(`/${kind}/preview`, requirePermission(permission), UPLOAD, async (c) => {
    const { table, options } = await readUpload(c, kind);
    return c.json(await previewImport(c.get('db'), c.get('user'), kind, table, options));
  });
  importsRoutes.post(`/${kind}`, requirePermission(permission), UPLOAD, (c) => writeImport(c, kind));
}

async function writeImport(c: Context<AppEnv>, kind: ImportKind) {
  const { table, options } = await readUpload(c, kind);
  const db = c.get('db');
  const user = c.get('user');
  const lines: ImportProgressLine[] = [];
  let wake: (() => void) | undefined;
  let finished = false;
  let failure: unknown;
  let firstLine!: () => void;
  const started = new Promise<void>((resolve) => (firstLine = resolve));
  const push = (line: ImportProgressLine) => {
    lines.push(line);
    firstLine();
    wake?.();
  };
  const work = runImport(db, user, kind, table, options, (done, total) => push({ type: 'progress', done, total }))
    .then(
      (summary) => push({ type: 'summary', summary }),
      (error: unknown) => {
        failure = error;
      },
    )
    .finally(() => {
      finished = true;
      firstLine();
      wake?.();
    });
  await started;
  // A refusal before the first line (unmapped required fields) is an ordinary error answer.
  if (failure !== undefined && lines.length === 0) throw failure;

  c.header('content-type', 'application/x-ndjson; charset=utf-8');
  c.header('cache-control', 'no-store');
  return stream(c, async (out) => {
    for (;;) {
      while (lines.length) await out.write(`${JSON.stringify(lines.shift())}\n`);
      if (finished) {
        if (failure !== undefined) {
          console.error('[içe aktarma]', failure instanceof Error ? failure.stack : String(failure));
          const line: ImportProgressLine = { type: 'error', error: 'Sunucu hatası. İçe aktarma yarıda kaldı; tamamlanan satırlar kaydedildi. Listeyi yenileyip dosyayı tekrar içe aktarabilirsiniz.' };
          await out.write(`${JSON.stringify(line)}\n`);
        }
        break;
      }
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
    // The import goes on to its end even when the client goes away: every batch is complete.
    await work;
  });
}
