import * as v from 'valibot';
import { EQUIPMENT_STATUSES } from '../status';
import { optionalText, requiredId, requiredText, SERIAL_REQUIRED } from './fields';

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
  serial_number: requiredText(SERIAL_REQUIRED),
  brand_id: requiredId('Marka seçimi zorunludur'),
  model: requiredText('Model zorunludur'),
  category_id: requiredId('Kategori seçimi zorunludur'),
  warehouse_id: requiredId('Depo zorunludur'),
  /**
   * Create ignores it (always available). Edit sends the current status when unchanged, so every
   * status parses here; the server allows only the move available ↔ scrapped (DESIGN.md §3).
   */
  status: v.optional(v.picklist(EQUIPMENT_STATUSES, 'Geçersiz ekipman durumu.')),
});
export type EquipmentInput = v.InferOutput<typeof EquipmentSchema>;
