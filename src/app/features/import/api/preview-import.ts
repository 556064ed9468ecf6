// The preview of an import: the server reads the file, maps and checks every row, writes nothing.
import { useMutation } from '@tanstack/react-query';
import type { ImportKind, ImportMapping, ImportPreview } from '@shared/import';
import { apiRequest } from '@app/lib/api-client';

export interface ImportRequest {
  kind: ImportKind;
  file: File;
  /** Absent: the server maps the columns by their header names. */
  mapping?: ImportMapping;
  createMissing: boolean;
}

export function importForm({ file, mapping, createMissing }: ImportRequest): FormData {
  const form = new FormData();
  form.set('file', file, file.name);
  if (mapping) form.set('mapping', JSON.stringify(mapping));
  if (createMissing) form.set('create_missing', 'true');
  return form;
}

export function previewImport(request: ImportRequest): Promise<ImportPreview> {
  return apiRequest<ImportPreview>('POST', `/imports/${request.kind}/preview`, { form: importForm(request) });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
