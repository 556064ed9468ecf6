import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { NamedInput } from '@shared/schemas/inventory';
import type { CatalogKind, CatalogRow } from './get-catalog';

export const saveCatalogItem = ({ kind, id, input }: { kind: CatalogKind; id?: string; input: NamedInput }) =>
  id ? api.put<CatalogRow>(`/${kind}/${id}`, input) : api.post<CatalogRow>(`/${kind}`, input);

export function useSaveCatalogItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCatalogItem,
    // Equipment rows carry the names.
    onSuccess: (_row, { kind }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: [kind] }), queryClient.invalidateQueries({ queryKey: ['equipment'] })]),
  });
}
