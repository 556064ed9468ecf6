// Field hand-over, faults and repairs, repairers, transfers.
import * as v from 'valibot';
import { isUuid, optionalId, optionalText, phoneField, requiredId, requiredText, signatureField, MAX_TEXT } from './fields';
import { parseTurkishAmount } from '../format';
import { isLocalDay, warehouseToday } from '../local-day';
import { BROKEN_STATUSES } from '../status';
import { checkOverrideReasonField } from './check-override';
import { PHOTO_LIMITS, PHOTO_MESSAGES, photosField } from '../photos';
import { HandoverStockSchema } from './stock';
import { labelIn, labelledValues } from '../labelled-values';

export const DUE_DATE_INVALID = 'Geçerli bir iade tarihi giriniz.';
/** Every form and request that names items: the issue, the return, the transfer. */
export const SELECT_EQUIPMENT = 'Lütfen en az bir ekipman seçin.';
const SIGN_HERE = 'Lütfen imza atın.';
/** The staff member's signature, asked in the form when none is saved in settings. */
export const STAFF_SIGNATURE_MISSING = 'Lütfen kendi imzanızı atın.';
/** Drawn in place by a staff member without a saved signature; absent = the saved one is copied. */
const staffSignatureField = v.optional(v.nullable(signatureField(STAFF_SIGNATURE_MISSING)), null);
const workerField = requiredId('İşçi seçimi zorunludur');
/** The form's several items (one request is sent per item). */
const equipmentIdsField = v.pipe(v.array(v.string(), SELECT_EQUIPMENT), v.minLength(1, SELECT_EQUIPMENT));
/** The team leader is someone else than the worker who takes the items. */
export const TEAM_LEADER_SAME_AS_WORKER = 'Ekip lideri, ekipmanı teslim alan işçiyle aynı kişi olamaz.';
const sameId = (a: string | null | undefined, b: string) => !!a && a.toLowerCase() === b.toLowerCase();

/** A day 'YYYY-MM-DD' (Europe/Istanbul) or null; '' means none; anything else is `message`. */
export function nullableDay(message: string) {
  return v.nullable(
    v.pipe(
      v.string(message),
      v.trim(),
      v.transform((s) => (s === '' ? null : s)),
      v.nullable(v.custom<string>(isLocalDay, message)),
    ),
  );
}

/** An expected return day 'YYYY-MM-DD' (Europe/Istanbul), or null; '' means none. */
export function dueDateField() {
  return v.optional(nullableDay(DUE_DATE_INVALID), null);
}

/** The issue form (one signing for several items). */
export const IssueFormSchema = v.pipe(
  v.object({
    warehouse_id: requiredId('Depo seçimi zorunludur'),
    equipment_ids: equipmentIdsField,
    worker_id: workerField,
    team_leader_id: optionalId(),
    // A boolean in and out (the checkbox starts unticked); only `true` passes.
    terms: v.pipe(
      v.boolean('Lütfen şartları ve koşulları kabul edin.'),
      v.check((accepted) => accepted, 'Lütfen şartları ve koşulları kabul edin.'),
    ),
    signature: v.pipe(v.string(SIGN_HERE), v.nonEmpty(SIGN_HERE)),
    // Empty = no expected return day. The form alone refuses a past day: the server must accept an
    // entry that waited offline past its own due day.
    due_date: v.pipe(
      dueDateField(),
      v.check((day) => day === null || day >= warehouseToday(), 'Teslim alınacak tarih geçmiş bir gün olamaz.'),
    ),
  }),
  v.forward(
    v.check((f) => !sameId(f.team_leader_id, f.worker_id), TEAM_LEADER_SAME_AS_WORKER),
    ['team_leader_id'],
  ),
);
export type IssueFormInput = v.InferInput<typeof IssueFormSchema>;

/** The text versions a signed form showed. */
const textIdsField = v.optional(
  v.nullable(
    v.pipe(
      v.array(v.custom<string>(isUuid, 'Geçersiz metin sürümü.'), 'Geçersiz metin sürümü.'),
      v.maxLength(50, 'Geçersiz metin sürümü.'),
    ),
  ),
  null,
);

/** POST /field-equipment: one item per call; items of one signing share `batch_id`. */
export const IssueEquipmentSchema = v.pipe(
  v.object({
    equipment_id: requiredId('Ekipman zorunludur'),
    worker_id: workerField,
    team_leader_id: optionalId('Geçersiz ekip lideri.'),
    signature: signatureField(SIGN_HERE),
    batch_id: v.optional(v.nullable(v.custom<string>(isUuid, 'Geçersiz teslim grubu.')), null),
    // Optional: a body queued by an app version without due dates is still valid.
    due_date: dueDateField(),
    // The versions of the terms and the KVKK notice the form showed (docs/documents.md); the current ones when absent.
    text_ids: textIdsField,
    issuer_signature: staffSignatureField,
    check_override_reason: checkOverrideReasonField(),
    // Stock lines signed with this item (one request of the batch carries them): docs/stock.md.
    stock: v.optional(v.nullable(HandoverStockSchema), null),
    // The item's condition photos at the hand-over, reduced on the device (docs/equipment-care.md "Photos").
    photos: photosField(PHOTO_LIMITS.handoverItem),
  }),
  v.forward(
    v.check((f) => !sameId(f.team_leader_id, f.worker_id), TEAM_LEADER_SAME_AS_WORKER),
    ['team_leader_id'],
  ),
);
export type IssueEquipmentInput = v.InferOutput<typeof IssueEquipmentSchema>;

// ——— Return with condition ———

export const { values: RETURN_CONDITIONS, labels: RETURN_CONDITION_LABELS } = labelledValues({
  intact: 'Sağlam',
  damaged: 'Hasarlı',
  missing_parts: 'Eksik parça',
});
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];
/** A return recorded before conditions existed has none. */
export function returnConditionLabel(condition: string | null | undefined): string {
  return condition ? labelIn(RETURN_CONDITION_LABELS, condition) : 'Belirtilmedi';
}
export const RETURN_NOTE_MAX = 1000;
export const CONDITION_MESSAGE = 'Lütfen ekipmanın durumunu seçin.';
/** The dialog asks what is damaged (the note becomes the fault report's description); the server too, online. */
export const DAMAGE_NOTE_MISSING = 'Hasarlı ekipman için açıklama zorunludur';
/** The return's signature, from the dialog and in the request. */
export const WORKER_SIGNATURE_MISSING = 'Lütfen işçinin imzasını alın.';
export const STATUS_MISSING = 'Lütfen bir durum seçin.';
const conditionField = v.optional(v.nullable(v.picklist(RETURN_CONDITIONS, CONDITION_MESSAGE)), null);
const noteField = optionalText(RETURN_NOTE_MAX);

/**
 * PUT /field-equipment/{id}/return. Every field optional: the previous app version sent no body at
 * all (a return without condition is recorded as Sağlam, without the worker's signature).
 */
export const ReturnEquipmentSchema = v.object({
  condition: conditionField,
  note: noteField,
  signature: v.optional(v.nullable(signatureField(SIGN_HERE)), null),
  return_batch_id: v.optional(v.nullable(v.custom<string>(isUuid, 'Geçersiz iade grubu.')), null),
});
export type ReturnEquipmentInput = v.InferOutput<typeof ReturnEquipmentSchema>;

export const RETURN_BATCH_MAX = 200;

/** POST /field-equipment/returns: several hand-overs of one worker returned at once, all or nothing. */
export const ReturnBatchSchema = v.object({
  items: v.pipe(
    v.array(
      v.object({
        id: requiredId('Geçersiz teslim kaydı.'),
        // A missing key answers with this field's message too (the server's checkBody fills top-level keys only).
        condition: v.pipe(
          v.optional(v.nullable(v.picklist(RETURN_CONDITIONS, CONDITION_MESSAGE)), null),
          v.check((c) => c !== null && c !== undefined, CONDITION_MESSAGE),
          v.transform((c) => c as ReturnCondition),
        ),
        note: noteField,
        // The item's condition photos (docs/equipment-care.md "Photos"); a Hasarlı item's go to its fault report too.
        photos: photosField(PHOTO_LIMITS.returnItem),
      }),
      SELECT_EQUIPMENT,
    ),
    v.minLength(1, SELECT_EQUIPMENT),
    v.maxLength(RETURN_BATCH_MAX, `Bir iadede en fazla ${RETURN_BATCH_MAX} ekipman olabilir.`),
    v.check((items) => new Set(items.map((i) => i.id.toLowerCase())).size === items.length, 'Aynı kayıt iadede iki kez seçilmiş.'),
    v.check((items) => items.reduce((n, i) => n + (i.photos?.length ?? 0), 0) <= PHOTO_LIMITS.returnBatch, PHOTO_MESSAGES.returnBatchCount),
  ),
  signature: signatureField(WORKER_SIGNATURE_MISSING),
  return_batch_id: v.optional(v.nullable(v.custom<string>(isUuid, 'Geçersiz iade grubu.')), null),
  // An earlier return document of the same worker this one completes or corrects (docs/documents.md).
  refers_to: v.optional(v.nullable(v.custom<string>(isUuid, 'Geçersiz belge.')), null),
  returner_signature: staffSignatureField,
});
export type ReturnBatchInput = v.InferOutput<typeof ReturnBatchSchema>;

/** The return dialog: a condition for every chosen item and the worker's signature. */
export const ReturnFormSchema = v.object({
  items: v.pipe(
    v.array(
      v.object({
        id: v.string(),
        selected: v.boolean(),
        condition: v.union([v.picklist(RETURN_CONDITIONS), v.literal('')]),
        note: v.pipe(v.string(), v.maxLength(RETURN_NOTE_MAX, `En fazla ${RETURN_NOTE_MAX} karakter girilebilir.`)),
      }),
    ),
    v.check((items) => items.some((i) => i.selected), SELECT_EQUIPMENT),
    v.check((items) => items.every((i) => !i.selected || i.condition !== ''), CONDITION_MESSAGE),
    v.check((items) => items.every((i) => !i.selected || i.condition !== 'damaged' || i.note.trim() !== ''), DAMAGE_NOTE_MISSING),
  ),
  signature: v.pipe(v.string(WORKER_SIGNATURE_MISSING), v.nonEmpty(WORKER_SIGNATURE_MISSING)),
});
export type ReturnFormInput = v.InferInput<typeof ReturnFormSchema>;

// ——— Faults, repairs, repairers, transfers ———
// A key left out of a request body is handed to its field as null by the server's checkBody, so it
// answers with the field's own message: the schemas need no defaults for that.

export const ReportFaultSchema = v.object({
  warehouse_id: requiredId('Depo zorunludur'),
  equipment_id: requiredId('Ekipman zorunludur'),
  issue: requiredText('Arıza açıklaması zorunludur', MAX_TEXT),
  // Damage photos, reduced on the device and queued with the report (docs/equipment-care.md "Photos").
  photos: photosField(PHOTO_LIMITS.fault),
});
export type ReportFaultInput = v.InferOutput<typeof ReportFaultSchema>;

export const AssignRepairSchema = v.object({ assigned_to: requiredId('Kişi seçimi zorunludur') });
export type AssignRepairInput = v.InferOutput<typeof AssignRepairSchema>;

const AMOUNT_MESSAGE = 'Geçerli bir tutar giriniz.';
export const amount = v.pipe(
  v.number(AMOUNT_MESSAGE),
  v.finite(AMOUNT_MESSAGE),
  v.gtValue(0, AMOUNT_MESSAGE),
  v.maxValue(9_999_999_999.99, AMOUNT_MESSAGE),
  v.check((n) => Math.round(n * 100) / 100 === n, AMOUNT_MESSAGE),
);

/**
 * An amount as typed in a form, the Turkish way ('50.000,00'): required, then a number > 0 with
 * at most 2 decimals. The form sends `parseTurkishAmount(text)` as a plain number.
 */
export function turkishAmountText(requiredMessage: string) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.check((text) => {
      const n = parseTurkishAmount(text);
      return n !== null && n > 0 && n <= 9_999_999_999.99;
    }, AMOUNT_MESSAGE),
  );
}

export const INVOICE_MAX_BYTES = 20 * 1024 * 1024;
export const INVOICE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'] as const;
export const INVOICE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp', 'pdf'] as const;
export const INVOICE_TYPE_MESSAGE = 'Sadece resim (JPG, PNG, GIF, WEBP) veya PDF dosyaları yüklenebilir.';
export const INVOICE_SIZE_MESSAGE = 'Dosya boyutu en fazla 20MB olabilir.';
/** The completion modal words the same limit differently (spec 02 §5). */
export const INVOICE_SIZE_MESSAGE_COMPLETE = "Dosya boyutu 20MB'dan küçük olmalıdır";

/** The browser's first check of a chosen file (the server checks the bytes again). */
export function invoiceFileProblem(file: { name: string; type: string; size: number }, sizeMessage = INVOICE_SIZE_MESSAGE): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk =
    (INVOICE_TYPES as readonly string[]).includes(file.type) ||
    (!file.type && (INVOICE_EXTENSIONS as readonly string[]).includes(extension));
  if (!typeOk) return INVOICE_TYPE_MESSAGE;
  if (file.size > INVOICE_MAX_BYTES) return sizeMessage;
  return null;
}

/** repair_invoice is a JSON text `{ filename, type, data }` with `data` a data URL (spec 02 §3). */
export const InvoiceTextSchema = v.pipe(
  v.string('Fatura verisi eksik'),
  v.nonEmpty('Fatura verisi eksik'),
  v.maxLength(Math.ceil((INVOICE_MAX_BYTES * 4) / 3) + 4096, INVOICE_SIZE_MESSAGE),
);

export const REPAIR_RESULTS = ['repaired', 'scrapped'] as const;

const repairResultField = v.picklist(REPAIR_RESULTS, 'Sonuç seçimi zorunludur');
const REPAIRER_REQUIRED = 'Tamirci seçimi zorunludur';
const REPAIR_COST_REQUIRED = 'Tamir maliyeti zorunludur';

/** PUT /broken-equipment/{id}/complete (spec 02 §7: repairer and cost may be null). */
export const CompleteRepairSchema = v.object({
  status: repairResultField,
  repairer_id: optionalId(REPAIRER_REQUIRED),
  repair_cost: v.optional(v.nullable(amount), null),
  repair_invoice: v.optional(v.nullable(InvoiceTextSchema), null),
});
export type CompleteRepairInput = v.InferOutput<typeof CompleteRepairSchema>;

/** The completion modal: result, repairer and cost are all required there (spec 02 §5). */
export const CompleteRepairFormSchema = v.object({
  status: repairResultField,
  repairer_id: requiredId(REPAIRER_REQUIRED),
  repair_cost: turkishAmountText(REPAIR_COST_REQUIRED),
});
export type CompleteRepairFormInput = v.InferInput<typeof CompleteRepairFormSchema>;

export const RepairCostSchema = v.object({ repair_cost: amount });
export const RepairCostFormSchema = v.object({ repair_cost: turkishAmountText(REPAIR_COST_REQUIRED) });
export const InvoiceSchema = v.object({ repair_invoice: InvoiceTextSchema });
export const RepairStatusSchema = v.object({
  status: v.picklist(BROKEN_STATUSES, STATUS_MISSING),
});

/** A repairer's phone is entered without the leading 0 (+90 is shown before it). */
const repairerPhone = v.pipe(phoneField, v.regex(/^[1-9]/, 'Geçerli bir telefon numarası giriniz (10 haneli)'));

export const RepairerSchema = v.object({
  name: requiredText('Tamirci adı zorunludur'),
  phone: repairerPhone,
  address: requiredText('Adres zorunludur', 500),
});
export type RepairerInput = v.InferOutput<typeof RepairerSchema>;

/** The fields a transfer's form and its request share. */
const transferFields = {
  from_warehouse_id: requiredId('Kaynak depo zorunludur'),
  to_warehouse_id: requiredId('Hedef depo zorunludur'),
  assigned_to: requiredId('Transferi gerçekleştirecek kişi zorunludur'),
};
const SAME_WAREHOUSE = 'Kaynak ve hedef depo aynı olamaz';

export const TransferFormSchema = v.pipe(
  v.object({
    from_warehouse_id: transferFields.from_warehouse_id,
    equipment_ids: equipmentIdsField,
    to_warehouse_id: transferFields.to_warehouse_id,
    assigned_to: transferFields.assigned_to,
  }),
  v.forward(
    v.check((f) => f.from_warehouse_id !== f.to_warehouse_id, SAME_WAREHOUSE),
    ['to_warehouse_id'],
  ),
);
export type TransferFormInput = v.InferInput<typeof TransferFormSchema>;

/** POST /transfers: one item per call; items sent together share `batch_id` (one transfer document). */
export const CreateTransferSchema = v.pipe(
  v.object({
    equipment_id: requiredId(SELECT_EQUIPMENT),
    ...transferFields,
    batch_id: v.optional(v.nullable(v.custom<string>(isUuid, 'Geçersiz transfer grubu.')), null),
  }),
  v.check((f) => f.from_warehouse_id !== f.to_warehouse_id, SAME_WAREHOUSE),
);
export type CreateTransferInput = v.InferOutput<typeof CreateTransferSchema>;
