// Brands and categories: the same small list twice ('brands' | 'categories'), reference data.
import { useReference } from '@app/lib/reference-data';
import type { CatalogRow } from '@shared/api-types';

export type { CatalogRow };

export type CatalogKind = 'brands' | 'categories';

const CATALOG_LOAD_FAILED: Record<CatalogKind, string> = {
  brands: 'Markalar yüklenirken bir hata oluştu.',
  categories: 'Kategoriler yüklenirken bir hata oluştu.',
};

export const useCatalog = (kind: CatalogKind, enabled = true) =>
  useReference<CatalogRow>(kind, { enabled, errorMessage: CATALOG_LOAD_FAILED[kind] });
