import { CategorySchema } from '@shared/schemas/inventory';
import { catalogRoutes } from './catalog.routes';
import { CATEGORY } from './catalog.service';

// Read by the categories tab and by every screen that filters or picks by category (DESIGN.md §4).
export const categoriesRoutes = catalogRoutes({
  kind: CATEGORY,
  schema: CategorySchema,
  read: ['view_categories', 'view_equipment', 'view_warehouses', 'manage_stocktake'],
  create: 'create_category',
  edit: 'edit_category',
  remove: 'delete_category',
  deletedMessage: 'Kategori başarıyla silindi.',
});
