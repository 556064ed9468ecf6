import * as v from 'valibot';
import { optionalText, requiredId, requiredText } from './fields';

export const WarehouseSchema = v.object({
  name: requiredText('Depo adı zorunludur'),
  location: requiredText('Lokasyon zorunludur', 200),
  description: optionalText(1000),
});
export type WarehouseInput = v.InferOutput<typeof WarehouseSchema>;

export const BrandSchema = v.object({ name: requiredText('Marka adı zorunludur') });
export const CategorySchema = v.object({ name: requiredText('Kategori adı zorunludur') });
export type NamedInput = v.InferOutput<typeof BrandSchema>;

export const EquipmentSchema = v.object({
  serial_number: requiredText('Seri numarası zorunludur'),
  brand_id: requiredId('Marka seçimi zorunludur'),
  model: requiredText('Model zorunludur'),
  category_id: requiredId('Kategori seçimi zorunludur'),
  warehouse_id: requiredId('Depo zorunludur'),
  /** Create ignores it (always available); edit allows only available ↔ scrapped. */
  status: v.optional(v.picklist(['available', 'scrapped'], 'Durum yalnızca Müsait veya Hurda olabilir.')),
});
export type EquipmentInput = v.InferOutput<typeof EquipmentSchema>;
