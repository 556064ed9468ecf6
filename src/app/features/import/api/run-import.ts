// The write of an import: the answer arrives line by line (progress, then the summary), and the
// lists the import may have changed are refreshed afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportProgressLine, ImportSummary } from '@shared/import';
import { ApiError, apiRequest } from '@app/lib/api-client';
import { importForm, type ImportRequest } from './preview-import';

export async function runImport(request: ImportRequest, onProgress: (done: number, total: number) => void): Promise<ImportSummary> {
  let summary: ImportSummary | undefined;
  let failure: string | undefined;
  await apiRequest<unknown>('POST', `/imports/${request.kind}`, {
    form: importForm(request),
    onLine: (line) => {
      const l = line as ImportProgressLine;
      if (l.type === 'progress') onProgress(l.done, l.total);
      else if (l.type === 'summary') summary = l.summary;
      else failure = l.error;
    },
  });
  if (!summary)
    throw new ApiError(500, failure ?? 'İçe aktarma yarıda kaldı. Listeyi yenileyip dosyayı tekrar içe aktarabilirsiniz.', null);
  return summary;
}

/** Query roots an import can change: the items or workers and the names they refer to. */
const CHANGED_BY: Record<ImportRequest['kind'], readonly string[]> = {
  equipment: ['equipment', 'brands', 'categories', 'warehouses'],
  workers: ['workers', 'departments'],
  stock: ['stock', 'categories'],
};

export function useRunImport(onProgress: (done: number, total: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) => runImport(request, onProgress),
    // Also after a failure: the batches before it are written.
    onSettled: (_summary, _error, request) =>
      Promise.all(CHANGED_BY[request.kind].map((root) => queryClient.invalidateQueries({ queryKey: [root] }))),
  });
}
