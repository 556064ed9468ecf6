import * as v from 'valibot';
import { VALUE_MESSAGES } from '../equipment-value';
import { warehouseToday } from '../local-day';
import { parseTurkishAmount } from '../format';
import { EQUIPMENT_STATUSES } from '../status';
import { optionalText, requiredId, requiredText, SERIAL_REQUIRED } from './fields';
import { amount, nullableDay } from './operations';

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
const valueDay = (message: string) => v.optional(nullableDay(message));

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

const EQUIPMENT_ENTRIES = {
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
};

const warrantyOk = (f: { purchase_date?: string | null; warranty_until?: string | null }) =>
  !f.purchase_date || !f.warranty_until || f.warranty_until >= f.purchase_date;

export const EquipmentSchema = v.pipe(
  v.object({ ...EQUIPMENT_ENTRIES, ...VALUE_ENTRIES }),
  v.forward(
    v.check((f) => warrantyOk(f), VALUE_MESSAGES.warrantyBeforePurchase),
    ['warranty_until'],
  ),
);
export type EquipmentInput = v.InferOutput<typeof EquipmentSchema>;

/** The form's price as typed ('12.500,00'; empty is none). */
const typedPrice = v.optional(
  v.pipe(
    v.string(VALUE_MESSAGES.price),
    v.trim(),
    v.check((text) => {
      if (text === '') return true;
      const n = parseTurkishAmount(text);
      return n !== null && v.is(amount, n);
    }, VALUE_MESSAGES.price),
  ),
);

/** The create/edit dialog: the API's fields with the price as typed. */
export const EquipmentFormSchema = v.pipe(
  v.object({ ...EQUIPMENT_ENTRIES, ...VALUE_ENTRIES, purchase_price: typedPrice }),
  v.forward(
    v.check((f) => warrantyOk(f), VALUE_MESSAGES.warrantyBeforePurchase),
    ['warranty_until'],
  ),
);
export type EquipmentFormValues = v.InferInput<typeof EquipmentFormSchema>;

/** The dialog's checked values as the API takes them (a field the dialog did not show stays absent). */
export function equipmentFormInput(values: v.InferOutput<typeof EquipmentFormSchema>): EquipmentInput {
  const price = values.purchase_price;
  return { ...values, purchase_price: price === undefined ? undefined : price === '' ? null : parseTurkishAmount(price) };
}
