import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import { BrandSchema } from '@shared/schemas/inventory';
import { catalogRoutes } from './catalog.routes';
import { BRAND } from './catalog.service';

// Read by the brands tab and by every screen that filters or picks by brand (DESIGN.md §4).
export const brandsRoutes = catalogRoutes({
  kind: BRAND,
  schema: BrandSchema,
  read: LIST_READ_PERMISSIONS['/brands'],
  create: 'create_brand',
  edit: 'edit_brand',
  remove: 'delete_brand',
  deletedMessage: 'Marka başarıyla silindi.',
});
