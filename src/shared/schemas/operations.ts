// Field hand-over, faults and repairs, repairers, transfers.
import * as v from 'valibot';
import { isUuid, optionalId, phoneField, requiredId, requiredText, signatureField, MAX_TEXT } from './fields';

/** The issue form (one signing for several items). */
export const IssueFormSchema = v.object({
  warehouse_id: requiredId('Depo seçimi zorunludur'),
  equipment_ids: v.pipe(
    v.array(v.string(), 'Lütfen en az bir ekipman seçin.'),
    v.minLength(1, 'Lütfen en az bir ekipman seçin.'),
  ),
  worker_id: requiredId('İşçi seçimi zorunludur'),
  team_leader_id: optionalId(),
  terms: v.literal(true, 'Lütfen şartları ve koşulları kabul edin.'),
  signature: v.pipe(v.string('Lütfen imza atın.'), v.nonEmpty('Lütfen imza atın.')),
});

/** A key left out of the body gets the field's own message instead of valibot's generic one. */
function present<TSchema extends v.GenericSchema<string, string>>(message: string, schema: TSchema) {
  return v.pipe(v.optional(v.string(message), ''), schema);
}

/** POST /field-equipment: one item per call; items of one signing share `batch_id`. */
export const IssueEquipmentSchema = v.object({
  equipment_id: present('Ekipman zorunludur', requiredId('Ekipman zorunludur')),
  worker_id: present('İşçi seçimi zorunludur', requiredId('İşçi seçimi zorunludur')),
  team_leader_id: optionalId('Geçersiz ekip lideri.'),
  signature: present('Lütfen imza atın.', signatureField('Lütfen imza atın.')),
  batch_id: v.optional(v.nullable(v.custom<string>(isUuid, 'Geçersiz teslim grubu.')), null),
});
export type IssueEquipmentInput = v.InferOutput<typeof IssueEquipmentSchema>;

export const ReportFaultSchema = v.object({
  warehouse_id: requiredId('Depo zorunludur'),
  equipment_id: requiredId('Ekipman zorunludur'),
  issue: requiredText('Arıza açıklaması zorunludur', MAX_TEXT),
});
export type ReportFaultInput = v.InferOutput<typeof ReportFaultSchema>;

export const AssignRepairSchema = v.object({ assigned_to: requiredId('Kişi seçimi zorunludur') });

const amount = v.pipe(
  v.number('Geçerli bir tutar giriniz.'),
  v.finite('Geçerli bir tutar giriniz.'),
  v.gtValue(0, 'Geçerli bir tutar giriniz.'),
  v.maxValue(9_999_999_999.99, 'Geçerli bir tutar giriniz.'),
  v.check((n) => Math.round(n * 100) / 100 === n, 'Geçerli bir tutar giriniz.'),
);

export const INVOICE_MAX_BYTES = 20 * 1024 * 1024;
export const INVOICE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'] as const;
/** repair_invoice is a JSON text `{ filename, type, data }` with `data` a data URL (spec 02 §3). */
export const InvoiceTextSchema = v.pipe(
  v.string('Fatura verisi eksik'),
  v.nonEmpty('Fatura verisi eksik'),
  v.maxLength(Math.ceil((INVOICE_MAX_BYTES * 4) / 3) + 4096, 'Dosya boyutu en fazla 20MB olabilir.'),
);

export const CompleteRepairSchema = v.object({
  status: v.picklist(['repaired', 'scrapped'], 'Sonuç seçimi zorunludur'),
  repairer_id: optionalId('Tamirci seçimi zorunludur'),
  repair_cost: v.optional(v.nullable(amount), null),
  repair_invoice: v.optional(v.nullable(InvoiceTextSchema), null),
});
export type CompleteRepairInput = v.InferOutput<typeof CompleteRepairSchema>;

export const RepairCostSchema = v.object({ repair_cost: amount });
export const InvoiceSchema = v.object({ repair_invoice: InvoiceTextSchema });
export const RepairStatusSchema = v.object({
  status: v.picklist(['pending', 'in_repair', 'repaired', 'scrapped'], 'Lütfen bir durum seçin.'),
});

export const RepairerSchema = v.object({
  name: requiredText('Tamirci adı zorunludur'),
  phone: phoneField,
  address: requiredText('Adres zorunludur', 500),
});
export type RepairerInput = v.InferOutput<typeof RepairerSchema>;

export const TransferFormSchema = v.pipe(
  v.object({
    from_warehouse_id: requiredId('Kaynak depo zorunludur'),
    equipment_ids: v.pipe(v.array(v.string(), 'Lütfen en az bir ekipman seçin.'), v.minLength(1, 'Lütfen en az bir ekipman seçin.')),
    to_warehouse_id: requiredId('Hedef depo zorunludur'),
    assigned_to: requiredId('Transferi gerçekleştirecek kişi zorunludur'),
  }),
  v.forward(
    v.check((f) => f.from_warehouse_id !== f.to_warehouse_id, 'Kaynak ve hedef depo aynı olamaz'),
    ['to_warehouse_id'],
  ),
);

export const CreateTransferSchema = v.pipe(
  v.object({
    equipment_id: requiredId('Lütfen en az bir ekipman seçin.'),
    from_warehouse_id: requiredId('Kaynak depo zorunludur'),
    to_warehouse_id: requiredId('Hedef depo zorunludur'),
    assigned_to: requiredId('Transferi gerçekleştirecek kişi zorunludur'),
  }),
  v.check((f) => f.from_warehouse_id !== f.to_warehouse_id, 'Kaynak ve hedef depo aynı olamaz'),
);
export type CreateTransferInput = v.InferOutput<typeof CreateTransferSchema>;
