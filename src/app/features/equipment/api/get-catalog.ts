// Brands and categories: the same small list twice ('brands' | 'categories').
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { withMirror } from '@app/lib/offline/mirror';
import type { CatalogRow } from '@shared/api-types';

export type { CatalogRow };

export type CatalogKind = 'brands' | 'categories';

const LOAD_FAILED: Record<CatalogKind, string> = {
  brands: 'Markalar yüklenirken bir hata oluştu.',
  categories: 'Kategoriler yüklenirken bir hata oluştu.',
};

export const catalogQueryKey = (kind: CatalogKind) => [kind, 'list'] as const;

export const getCatalog = (kind: CatalogKind) => api.get<CatalogRow[]>(`/${kind}`);

export const catalogQueryOptions = (kind: CatalogKind) =>
  queryOptions({ queryKey: catalogQueryKey(kind), queryFn: withMirror(kind, () => getCatalog(kind)), meta: { errorMessage: LOAD_FAILED[kind] } });

export const useCatalog = (kind: CatalogKind, enabled = true) => useQuery({ ...catalogQueryOptions(kind), enabled });
