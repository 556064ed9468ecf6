import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import { CategorySchema } from '@shared/schemas/inventory';
import { catalogRoutes } from './catalog.routes';
import { CATEGORY } from './catalog.service';

// Read by the categories tab and by every screen that filters or picks by category (DESIGN.md §4).
export const categoriesRoutes = catalogRoutes({
  kind: CATEGORY,
  schema: CategorySchema,
  read: LIST_READ_PERMISSIONS['/categories'],
  create: 'create_category',
  edit: 'edit_category',
  remove: 'delete_category',
  deletedMessage: 'Kategori başarıyla silindi.',
});
