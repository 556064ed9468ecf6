import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { CatalogKind } from './get-catalog';

export const deleteCatalogItem = ({ kind, id }: { kind: CatalogKind; id: string }) => api.delete<{ message: string }>(`/${kind}/${id}`);

export function useDeleteCatalogItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCatalogItem, onSuccess: (_r, { kind }) => queryClient.invalidateQueries({ queryKey: [kind] }) });
}
