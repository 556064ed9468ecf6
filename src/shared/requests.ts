// Requests from the field (Talep, docs/planning.md "Requests"): a user asks a warehouse for specific
// items (by serial number), kits (by code), a number of a model ('3 × Jeneratör 5 kVA') or stock quantities, for a
// site and a half-open range of Istanbul days [start_day, end_day), as reservations are. The
// warehouse approves (all or part: a reservation is made for the item and model lines) or refuses
// with a reason. Server, app and tests read this one file.
import * as v from 'valibot';
import { daysBetween, isLocalDay, type LocalDay } from './local-day';
import { formatQuantity } from './stock';
import { MAX_RESERVATION_DAYS, RESERVATION_MESSAGES, ReservationModelSchema } from './reservations';
import { optionalId, optionalText, requiredId, requiredText, SERIAL_REQUIRED } from './schemas/fields';
import { quantityField } from './schemas/stock';
import { labelledValues } from './labelled-values';

export const { values: REQUEST_STATUSES, labels: REQUEST_STATUS_LABELS } = labelledValues({
  open: 'Onay Bekliyor',
  approved: 'Onaylandı',
  partly_approved: 'Kısmen Onaylandı',
  refused: 'Reddedildi',
  cancelled: 'İptal Edildi',
});
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_MESSAGES = {
  notFound: 'Talep bulunamadı.',
  nothing: 'En az bir kalem ekleyin.',
  tooMany: 'Bir talepte en fazla 100 kalem olabilir.',
  notOpen: (label: string) => `Bu talep ${label} durumunda; değiştirilemez.`,
  notYours: 'Yalnızca kendi talebinizi iptal edebilirsiniz.',
  reason: 'Ret gerekçesi zorunludur',
  noneApproved: 'Onaylanacak en az bir kalem seçin; hiçbiri verilmeyecekse talebi reddedin.',
  approvedTooMany: 'Onaylanan miktar istenenden fazla olamaz.',
  approvedInvalid: 'Onaylanan miktar 0 ya da daha büyük olmalıdır.',
  lineUnknown: 'Talepte olmayan bir kalem gönderildi.',
  workerNeeded: 'Teslim alacak işçiyi seçin.',
  serialNotHere: (serial: string) => `${serial} seri numaralı ekipman bu depoda yok.`,
  stockItemNotFound: 'Stok kartı bulunamadı.',
  sameId: 'Bu talep numarası başka bir talepte kullanılmış.',
  kitNotFound: (code: string) => `${code} kodlu set bulunamadı.`,
  kitGone: (kit: string) => `${kit} seti silinmiş; bu kalemi vermeden (0) onaylayın.`,
  kitTwice: (kit: string) => `${kit} seti talepte iki kez yer alamaz.`,
} as const;

const dayField = v.pipe(
  v.string(RESERVATION_MESSAGES.dayInvalid),
  v.trim(),
  v.custom<LocalDay>(isLocalDay, RESERVATION_MESSAGES.dayInvalid),
);

export const RequestLineSchema = v.variant(
  'kind',
  [
    v.object({ kind: v.literal('item'), serial_number: requiredText(SERIAL_REQUIRED) }),
    /** A kit by its code ('SET-00003', read case-blind): chosen, scanned or typed; the server finds it in the warehouse. */
    v.object({ kind: v.literal('kit'), code: requiredText('Set kodu zorunludur', 50) }),
    v.object({ kind: v.literal('model'), ...ReservationModelSchema.entries }),
    v.object({ kind: v.literal('stock'), stock_item_id: requiredId('Stok kartı seçimi zorunludur'), quantity: quantityField }),
  ],
  'Geçersiz kalem.',
);
export type RequestLineInput = v.InferOutput<typeof RequestLineSchema>;

export const CreateRequestSchema = v.pipe(
  v.object({
    /** Made on the device: an offline request is sent once, by its Idempotency-Key and by this id. */
    id: optionalId('Geçersiz talep numarası.'),
    warehouse_id: requiredId(RESERVATION_MESSAGES.warehouse),
    /** Who will pick it up (optional: the warehouse names one when approving). */
    worker_id: optionalId('Geçersiz işçi.'),
    site: requiredText(RESERVATION_MESSAGES.site, 200),
    /** First day, inclusive. */
    start_day: dayField,
    /** The day after the last one (half-open). */
    end_day: dayField,
    note: optionalText(),
    lines: v.pipe(
      v.array(RequestLineSchema, REQUEST_MESSAGES.nothing),
      v.minLength(1, REQUEST_MESSAGES.nothing),
      v.maxLength(100, REQUEST_MESSAGES.tooMany),
    ),
  }),
  v.check((r) => daysBetween(r.start_day, r.end_day) > 0, RESERVATION_MESSAGES.endBeforeStart),
  v.check((r) => daysBetween(r.start_day, r.end_day) <= MAX_RESERVATION_DAYS, RESERVATION_MESSAGES.tooLong),
);
export type CreateRequestInput = v.InferOutput<typeof CreateRequestSchema>;

/** Approving: each line's approved quantity (0 leaves it out); without `lines`, every line in full. */
export const ApproveRequestSchema = v.object({
  worker_id: optionalId('Geçersiz işçi.'),
  note: optionalText(),
  lines: v.optional(
    v.pipe(
      v.array(
        v.object({
          id: requiredId(REQUEST_MESSAGES.lineUnknown),
          approved: v.pipe(
            v.number(REQUEST_MESSAGES.approvedInvalid),
            v.minValue(0, REQUEST_MESSAGES.approvedInvalid),
            v.check((n) => Math.round(n * 1000) === n * 1000, REQUEST_MESSAGES.approvedInvalid),
          ),
        }),
      ),
      v.maxLength(100, REQUEST_MESSAGES.tooMany),
    ),
  ),
});
export type ApproveRequestInput = v.InferOutput<typeof ApproveRequestSchema>;

export const RefuseRequestSchema = v.object({ reason: requiredText(REQUEST_MESSAGES.reason, 1000) });
export type RefuseRequestInput = v.InferOutput<typeof RefuseRequestSchema>;

export type RequestLineKind = 'item' | 'kit' | 'model' | 'stock';

export interface FieldRequestLine {
  id: string;
  kind: RequestLineKind;
  equipment: { id: string; serial_number: string; brand: string; model: string; status: string } | null;
  brand_id: string | null;
  brand: string | null;
  model: string | null;
  stock_item: { id: string; name: string; unit: string } | null;
  /** A kit line: the kit (`id` null once the kit was deleted) and its label, 'Nivo Seti (SET-00003)'. */
  kit: { id: string | null; label: string } | null;
  quantity: number;
  /** Null until decided. */
  approved: number | null;
}

interface Person {
  id: string;
  first_name: string;
  last_name: string;
}

export interface FieldRequest {
  id: string;
  warehouse: { id: string; name: string };
  requested_by: Person;
  worker: Person | null;
  site: string;
  start_day: LocalDay;
  end_day: LocalDay;
  note: string | null;
  status: RequestStatus;
  decided_by: Person | null;
  decided_at: string | null;
  /** The refusal's reason, or the approver's note. */
  decision_note: string | null;
  /** The reservation the approval made (null when only stock was approved). */
  reservation_id: string | null;
  created_at: string;
  lines: FieldRequestLine[];
}

/** What the request form offers (GET /api/requests/options): the caller's warehouses and what each holds. */
export interface RequestOptions {
  warehouses: Array<{ id: string; name: string }>;
  workers: Person[];
  models: Array<{ warehouse_id: string; brand_id: string; brand: string; model: string; count: number }>;
  stock_items: Array<{ id: string; name: string; unit: string }>;
}

/** A line as people read it: 'SN-1 (Honda EU22i)', 'Nivo Seti (SET-00003)', '3 × Honda EU22i', '20 çift İş Eldiveni'. */
export function requestLineLabel(line: FieldRequestLine, amount = line.quantity): string {
  if (line.kit) return line.kit.label;
  if (line.equipment) return `${line.equipment.serial_number} (${line.equipment.brand} ${line.equipment.model})`;
  if (line.stock_item) return `${formatQuantity(amount)} ${line.stock_item.unit} ${line.stock_item.name}`;
  return `${formatQuantity(amount)} × ${line.brand ?? ''} ${line.model ?? ''}`.trim();
}

/** What was given of a line once decided: 'Onaylandı', '2 / 3 onaylandı', 'Verilmedi'. */
export function approvedLabel(line: FieldRequestLine): string | null {
  if (line.approved === null) return null;
  if (line.approved === 0) return 'Verilmedi';
  if (line.approved === line.quantity) return 'Onaylandı';
  return `${formatQuantity(line.approved)} / ${formatQuantity(line.quantity)} onaylandı`;
}
