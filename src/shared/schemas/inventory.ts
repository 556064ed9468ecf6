import * as v from 'valibot';
import { VALUE_MESSAGES } from '../equipment-value';
import { isLocalDay, warehouseToday } from '../local-day';
import { EQUIPMENT_STATUSES } from '../status';
import { optionalText, requiredId, requiredText, SERIAL_REQUIRED } from './fields';
import { amount } from './operations';

export const WarehouseSchema = v.object({
  name: requiredText('Depo adı zorunludur'),
  location: requiredText('Lokasyon zorunludur', 200),
  description: optionalText(1000),
});
export type WarehouseInput = v.InferOutput<typeof WarehouseSchema>;

export const BrandSchema = v.object({ name: requiredText('Marka adı zorunludur') });
export const CategorySchema = v.object({ name: requiredText('Kategori adı zorunludur') });
export type NamedInput = v.InferOutput<typeof BrandSchema>;

/** A day 'YYYY-MM-DD' or null ('' is null); absent leaves the stored day. */
function valueDay(message: string) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(message),
        v.trim(),
        v.transform((s) => (s === '' ? null : s)),
        v.nullable(v.custom<string>(isLocalDay, message)),
      ),
    ),
  );
}

/** Value and warranty (docs/equipment-care.md); each absent field keeps what is stored. */
const VALUE_ENTRIES = {
  purchase_date: v.pipe(
    valueDay(VALUE_MESSAGES.purchaseDate),
    v.check((day) => !day || day <= warehouseToday(), VALUE_MESSAGES.purchaseDateFuture),
  ),
  purchase_price: v.optional(
    v.nullable(
      v.pipe(
        v.number(VALUE_MESSAGES.price),
        v.check((n) => v.is(amount, n), VALUE_MESSAGES.price),
      ),
    ),
  ),
  supplier: optionalText(200),
  invoice_number: optionalText(100),
  warranty_until: valueDay(VALUE_MESSAGES.warrantyUntil),
};

export const EquipmentSchema = v.pipe(
  v.object({
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
    ...VALUE_ENTRIES,
  }),
  v.forward(
    v.partialCheck(
      [['purchase_date'], ['warranty_until']],
      (f) => !f.purchase_date || !f.warranty_until || f.warranty_until >= f.purchase_date,
      VALUE_MESSAGES.warrantyBeforePurchase,
    ),
    ['warranty_until'],
  ),
);
export type EquipmentInput = v.InferOutput<typeof EquipmentSchema>;
