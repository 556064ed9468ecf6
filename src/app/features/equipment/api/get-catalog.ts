// Brands and categories: the same small list twice ('brands' | 'categories'), reference data.
import { useReference } from '@app/lib/reference-data';
import type { CatalogRow } from '@shared/api-types';

export type { CatalogRow };

export type CatalogKind = 'brands' | 'categories';

export const useCatalog = (kind: CatalogKind, enabled = true) => useReference<CatalogRow>(kind, { enabled });
