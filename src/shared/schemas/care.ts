// Equipment care forms (docs/equipment-care.md): a category's required checks and an item's
// recorded check. The forms and the server parse with these.
import * as v from 'valibot';
import { CHECK_RESULTS } from '../equipment-checks';
import { isLocalDay, warehouseToday } from '../local-day';
import { optionalText, requiredId, requiredText } from './fields';

/** Certificates: PDF, JPEG or PNG, read from the file's first bytes on the server. */
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
export const CERTIFICATE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const CERTIFICATE_TYPE_MESSAGE = 'Sertifika yalnızca PDF, JPG veya PNG olabilir.';
export const CERTIFICATE_SIZE_MESSAGE = 'Sertifika dosyası en fazla 10MB olabilir.';

export const CategoryCheckSchema = v.object({
  category_id: requiredId('Kategori zorunludur'),
  name: requiredText('Kontrol adı zorunludur'),
  interval_months: v.pipe(
    v.union([v.number(), v.string()], 'Aralık (ay) zorunludur'),
    v.transform((value) => (typeof value === 'string' ? Number(value.trim() === '' ? NaN : value) : value)),
    v.check((n) => Number.isInteger(n) && n >= 1 && n <= 120, 'Aralık 1 ile 120 ay arasında bir tam sayı olmalıdır.'),
  ),
});
export type CategoryCheckInput = v.InferOutput<typeof CategoryCheckSchema>;
export const CategoryCheckUpdateSchema = v.omit(CategoryCheckSchema, ['category_id']);
export type CategoryCheckUpdateInput = v.InferOutput<typeof CategoryCheckUpdateSchema>;

const CHECK_DAY_INVALID = 'Geçerli bir kontrol tarihi giriniz.';

export const EquipmentCheckSchema = v.object({
  equipment_id: requiredId('Ekipman zorunludur'),
  check_id: requiredId('Kontrol türü seçimi zorunludur'),
  checked_on: v.pipe(
    v.string(CHECK_DAY_INVALID),
    v.trim(),
    v.check((day: string) => isLocalDay(day), CHECK_DAY_INVALID),
    v.check((day: string) => day <= warehouseToday(), 'Kontrol tarihi ileri bir gün olamaz.'),
  ),
  performed_by: requiredText('Kontrolü yapan kişi veya firma zorunludur', 200),
  result: v.picklist(CHECK_RESULTS, 'Sonuç seçimi zorunludur'),
  certificate_no: optionalText(100),
  /** `{ filename, type, data }` as repair invoices, or none. */
  certificate: v.optional(
    v.nullable(
      v.pipe(v.string('Geçersiz sertifika.'), v.maxLength(Math.ceil((CERTIFICATE_MAX_BYTES * 4) / 3) + 4096, CERTIFICATE_SIZE_MESSAGE)),
    ),
  ),
});
export type EquipmentCheckInput = v.InferOutput<typeof EquipmentCheckSchema>;
