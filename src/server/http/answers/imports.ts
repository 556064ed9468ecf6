// POST /imports/{kind}/preview: what an import would do (the write itself answers ndjson progress
// lines, declared by media type). Checked against the shared `ImportPreview`.
import * as v from 'valibot';
import type { ImportPreview } from '@shared/import';
import { count, text, answerOf } from './common';

const ImportCountsAnswer = v.strictObject({ create: count, update: count, skip: count, error: count });

export const ImportPreviewAnswer = answerOf<ImportPreview>()(
  v.strictObject({
    file_name: text,
    headers: v.array(text),
    mapping: v.record(text, v.number()),
    total: count,
    counts: ImportCountsAnswer,
    missing: v.strictObject({ brands: v.array(text), categories: v.array(text), departments: v.array(text) }),
    rows: v.array(
      v.strictObject({
        row: count,
        action: v.picklist(['create', 'update', 'skip', 'error']),
        message: v.optional(text),
        cells: v.array(text),
      }),
    ),
  }),
);
