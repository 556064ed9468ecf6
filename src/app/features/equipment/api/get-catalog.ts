// Brands and categories: the same small list twice ('brands' | 'categories').
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withMirror } from '../../../lib/offline/mirror';

export type CatalogKind = 'brands' | 'categories';

export interface CatalogRow {
  id: string;
  name: string;
  created_at: string;
}

export const catalogQueryKey = (kind: CatalogKind) => [kind, 'list'] as const;

export const getCatalog = (kind: CatalogKind) => api.get<CatalogRow[]>(`/${kind}`);

export const catalogQueryOptions = (kind: CatalogKind) =>
  queryOptions({ queryKey: catalogQueryKey(kind), queryFn: withMirror(kind, () => getCatalog(kind)) });

export const useCatalog = (kind: CatalogKind, enabled = true) => useQuery({ ...catalogQueryOptions(kind), enabled });
