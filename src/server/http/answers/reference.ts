// The reference data another system reads first: warehouses, brands, categories, departments,
// repairers and permissions. Each schema is checked against the shared type the screens read
// (`answerOf`), so the description, the server and the client cannot drift apart.
import * as v from 'valibot';
import type { CatalogRow, PermissionRow, RepairerRow, WarehouseRow } from '@shared/api-types';
import { count, nullableText, text, answerOf } from './common';

export const CatalogAnswer = answerOf<CatalogRow>()(v.strictObject({ id: text, name: text, created_at: text, updated_at: text }));

export const WarehouseAnswer = answerOf<WarehouseRow>()(
  v.strictObject({
    id: text,
    name: text,
    location: text,
    description: nullableText,
    created_at: text,
    updated_at: text,
    equipment_count: count,
    available_count: count,
    in_field_count: count,
    broken_count: count,
    scrapped_count: count,
    in_transfer_count: count,
  }),
);

export const PermissionAnswer = answerOf<PermissionRow>()(v.strictObject({ id: text, name: text, category: text, description: text }));

export const RepairerAnswer = answerOf<RepairerRow>()(
  v.strictObject({ id: text, name: text, phone: text, address: text, created_at: text, updated_at: text }),
);
