// Import API (docs/import.md). Both calls take multipart form data: `file` (.csv or .xlsx),
// `mapping` (JSON: field → column index; the automatic mapping when absent) and `create_missing`
// ('true' to create unknown brands, categories or departments).
//   POST /api/imports/{equipment|workers|stock}/preview → ImportPreview
//   POST /api/imports/{equipment|workers|stock}   → newline-delimited JSON: progress lines, then the summary
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { stream } from 'hono/streaming';
import * as v from 'valibot';
import {
  autoMapping,
  fileTooLarge,
  IMPORT_KINDS,
  IMPORT_LIMITS,
  type ImportKind,
  type ImportMapping,
  type ImportProgressLine,
} from '@shared/import';
import type { AppEnv } from '@server/http/context';
import { badRequest } from '@server/http/errors';
import { requirePermission } from '@server/http/guard';
import { bodySize, MB } from '@server/http/route-input';
import { checkMapping, previewImport, runImport, type ImportOptions } from './import.service';
import { NO_FILE, openUpload, type UploadedTable } from './import-thread';
import { answer, answerMedia } from '@server/http/answer';
import { ImportPreviewAnswer } from '@server/http/answers/imports';

export const importsRoutes = new Hono<AppEnv>();

const MappingSchema = v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0)));

/** The upload, read in the import's worker thread; the caller closes it. */
async function readUpload(c: Context<AppEnv>, kind: ImportKind): Promise<{ file: UploadedTable; options: ImportOptions }> {
  let body: ArrayBuffer;
  try {
    body = await c.req.arrayBuffer();
  } catch (error) {
    if (error instanceof HTTPException) throw error;
    throw badRequest(NO_FILE);
  }
  const file = await openUpload(body, c.req.header('content-type') ?? '');
  try {
    let mapping: ImportMapping;
    const asked = file.fields.mapping;
    if (asked !== undefined && asked.trim() !== '') {
      let raw: unknown;
      try {
        raw = JSON.parse(asked);
      } catch {
        throw badRequest('Geçersiz sütun eşleştirmesi.');
      }
      const parsed = v.safeParse(MappingSchema, raw);
      if (!parsed.success) throw badRequest('Geçersiz sütun eşleştirmesi.');
      mapping = checkMapping(kind, file.headers, parsed.output);
    } else {
      mapping = autoMapping(kind, file.headers);
    }
    return {
      file,
      options: { fileName: file.fileName, mapping, createMissing: file.fields.create_missing === 'true', notifier: c.get('notifier') },
    };
  } catch (error) {
    file.close();
    throw error;
  }
}

// The spreadsheet (IMPORT_LIMITS.maxBytes) and the form's envelope; a file over the limit is told
// the limit, whether the body limit or the reader finds it.
const UPLOAD = bodySize({ bytes: IMPORT_LIMITS.maxBytes + MB, message: fileTooLarge(IMPORT_LIMITS.maxBytes) });

for (const kind of IMPORT_KINDS) {
  // The screens' permission: 'İçe Aktar' sits beside 'Yeni Ekipman' / 'Yeni İşçi'.
  const permission = kind === 'equipment' ? 'create_equipment' : kind === 'workers' ? 'create_worker' : 'manage_stock_items';
  importsRoutes.post(`/${kind}/preview`, requirePermission(permission), UPLOAD, answer(ImportPreviewAnswer), async (c) => {
    const { file, options } = await readUpload(c, kind);
    try {
      return c.json(await previewImport(c.get('db'), c.get('user'), kind, file, options));
    } finally {
      file.close();
    }
  });
  importsRoutes.post(`/${kind}`, requirePermission(permission), UPLOAD, answerMedia('application/x-ndjson'), (c) => writeImport(c, kind));
}

async function writeImport(c: Context<AppEnv>, kind: ImportKind) {
  const { file, options } = await readUpload(c, kind);
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
  const work = runImport(db, user, kind, file, options, (done, total) => push({ type: 'progress', done, total }))
    .then(
      (summary) => push({ type: 'summary', summary }),
      (error: unknown) => {
        failure = error;
      },
    )
    .finally(() => {
      file.close();
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
          const line: ImportProgressLine = {
            type: 'error',
            error:
              'Sunucu hatası. İçe aktarma yarıda kaldı; tamamlanan satırlar kaydedildi. Listeyi yenileyip dosyayı tekrar içe aktarabilirsiniz.',
          };
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
