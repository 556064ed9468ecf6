// Reservations (Rezervasyon, docs/planning.md): specific items or a number of a model promised to a
// worker for a site and a range of Istanbul days. A range is half-open, [start_day, end_day): the
// item is promised from the start of `start_day` until the start of `end_day`, so 1–3 December is
// start 1 December, end 4 December, and a reservation ending on a day never clashes with one starting
// that day. The screens show the last day (end − 1); the API speaks in the half-open pair.
import * as v from 'valibot';
import { addDays, daysBetween, formatLocalDay, isLocalDay, type LocalDay } from './local-day';
import { optionalText, requiredId, requiredText } from './schemas/fields';
import { labelledValues } from './labelled-values';

export const { values: RESERVATION_STATUSES, labels: RESERVATION_STATUS_LABELS } = labelledValues({
  active: 'Bekliyor',
  fulfilled: 'Teslim Edildi',
  cancelled: 'İptal Edildi',
  lapsed: 'Süresi Geçti',
});
/** 'lapsed' is never stored: an active reservation not picked up in time reads so (`lapsedOn`). */
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** The longest range one reservation may take, in days. */
export const MAX_RESERVATION_DAYS = 366;
/** The most rows one agenda call answers (`?limit=`; 500 without it): the device copy asks for this many. */
export const MAX_AGENDA_ROWS = 5000;
/** The default of the lapse setting: not picked up within this many days after its start, it lapses. */
export const DEFAULT_LAPSE_DAYS = 1;

export const RESERVATION_MESSAGES = {
  dayInvalid: 'Geçerli bir tarih giriniz.',
  endBeforeStart: 'Bitiş tarihi başlangıçtan sonra olmalıdır.',
  tooLong: `Bir rezervasyon en fazla ${MAX_RESERVATION_DAYS} gün sürebilir.`,
  startInPast: 'Geçmiş bir gün için rezervasyon yapılamaz.',
  nothing: 'En az bir ekipman, set ya da model seçin.',
  quantity: 'Adet 1 ile 500 arasında olmalıdır.',
  site: 'Şantiye adı zorunludur',
  worker: 'İşçi seçimi zorunludur',
  warehouse: 'Depo seçimi zorunludur',
  twice: 'Aynı ekipman bir rezervasyonda iki kez yer alamaz.',
  notFound: 'Rezervasyon bulunamadı.',
  workerNotFound: 'İşçi bulunamadı.',
  warehouseNotFound: 'Depo bulunamadı.',
  itemNotFound: 'Ekipman bulunamadı.',
  kitNotFound: 'Set bulunamadı.',
  kitElsewhere: (kit: string) => `${kit} seti bu depoda değil.`,
  /** A kit's member named in a refusal: 'Nivo Seti (SET-00003) setindeki SN-2'. */
  kitMember: (kit: string, serial: string) => `${kit} setindeki ${serial}`,
  itemElsewhere: (serial: string) => `${serial} seri numaralı ekipman bu depoda değil.`,
  modelNotFound: (model: string) => `Bu depoda ${model} modelinde ekipman yok.`,
  notActive: (label: string) => `Bu rezervasyon ${label} durumunda; değiştirilemez.`,
  lapseDays: 'Süre 1 ile 30 gün arasında olmalıdır.',
  limit: `Satır sayısı 1 ile ${MAX_AGENDA_ROWS} arasında olmalıdır.`,
} as const;

const dayField = v.pipe(
  v.string(RESERVATION_MESSAGES.dayInvalid),
  v.trim(),
  v.custom<LocalDay>(isLocalDay, RESERVATION_MESSAGES.dayInvalid),
);

export const ReservationModelSchema = v.object({
  brand_id: requiredId('Marka seçimi zorunludur'),
  model: requiredText('Model zorunludur'),
  quantity: v.pipe(
    v.number(RESERVATION_MESSAGES.quantity),
    v.integer(RESERVATION_MESSAGES.quantity),
    v.minValue(1, RESERVATION_MESSAGES.quantity),
    v.maxValue(500, RESERVATION_MESSAGES.quantity),
  ),
});

export const CreateReservationSchema = v.pipe(
  v.object({
    warehouse_id: requiredId(RESERVATION_MESSAGES.warehouse),
    worker_id: requiredId(RESERVATION_MESSAGES.worker),
    site: requiredText(RESERVATION_MESSAGES.site, 200),
    /** First day, inclusive. */
    start_day: dayField,
    /** The day after the last one (half-open). */
    end_day: dayField,
    note: optionalText(),
    equipment_ids: v.optional(
      v.pipe(v.array(requiredId(RESERVATION_MESSAGES.itemNotFound)), v.maxLength(200, 'En fazla 200 ekipman seçilebilir.')),
      [],
    ),
    models: v.optional(v.pipe(v.array(ReservationModelSchema), v.maxLength(50, 'En fazla 50 model seçilebilir.')), []),
    /** Kits reserved as such: every member becomes an item line remembering its kit. */
    kit_ids: v.optional(v.pipe(v.array(requiredId(RESERVATION_MESSAGES.kitNotFound)), v.maxLength(20, 'En fazla 20 set seçilebilir.')), []),
  }),
  v.check((r) => daysBetween(r.start_day, r.end_day) > 0, RESERVATION_MESSAGES.endBeforeStart),
  v.check((r) => daysBetween(r.start_day, r.end_day) <= MAX_RESERVATION_DAYS, RESERVATION_MESSAGES.tooLong),
  v.check((r) => r.equipment_ids.length + r.models.length + r.kit_ids.length > 0, RESERVATION_MESSAGES.nothing),
  v.check((r) => new Set(r.equipment_ids.map((id) => id.toLowerCase())).size === r.equipment_ids.length, RESERVATION_MESSAGES.twice),
);
export type CreateReservationInput = v.InferOutput<typeof CreateReservationSchema>;

export const ReservationSettingsSchema = v.object({
  lapse_days: v.pipe(
    v.number(RESERVATION_MESSAGES.lapseDays),
    v.integer(RESERVATION_MESSAGES.lapseDays),
    v.minValue(1, RESERVATION_MESSAGES.lapseDays),
    v.maxValue(30, RESERVATION_MESSAGES.lapseDays),
  ),
});
export type ReservationSettings = v.InferOutput<typeof ReservationSettingsSchema>;

/** A reserved line: one specific item, or a number of a model (brand + model, as the catalogue names it). */
export interface ReservationLine {
  id: string;
  equipment: { id: string; serial_number: string; model: string; brand: string; status: string } | null;
  brand_id: string | null;
  brand: string | null;
  model: string | null;
  quantity: number;
  /** How many of the line were handed over (a hand-over of the worker fulfils the line). */
  handed: number;
  /** The kit this item line was reserved with (null for a line named on its own). */
  kit: { id: string; code: string; name: string } | null;
}

export interface Reservation {
  id: string;
  warehouse: { id: string; name: string };
  worker: { id: string; first_name: string; last_name: string };
  site: string;
  start_day: LocalDay;
  end_day: LocalDay;
  note: string | null;
  /** Stored status, or 'lapsed' for an active one not picked up in time. */
  status: ReservationStatus;
  /** The day an active reservation lapses on (start + the lapse setting). */
  lapses_on: LocalDay;
  created_by: { id: string; first_name: string; last_name: string };
  created_at: string;
  picked_up_at: string | null;
  cancelled_at: string | null;
  lines: ReservationLine[];
}

export interface PickList {
  today: LocalDay;
  /** Starting today, not yet picked up. */
  today_out: Reservation[];
  /** Started before today, not yet picked up and not lapsed. */
  late: Reservation[];
}

export interface AvailabilityRow {
  warehouse: { id: string; name: string };
  /** Items of the model in the warehouse, Hurda left out. */
  total: number;
  /** Free for the whole range: could be reserved now. */
  free: number;
  /** The most reserved on one day of the range. */
  reserved: number;
  /** Sahada at some point of the range (handed over, expected back on or after its first day or open-ended). */
  out: number;
  /** Arızalı. */
  in_repair: number;
  /** Transferde. */
  in_transfer: number;
}

/** '1 Ara 2026 – 3 Ara 2026': the half-open range as people read it (the last day, not the end). */
export function reservationRangeLabel(r: { start_day: LocalDay; end_day: LocalDay }): string {
  const last = addDays(r.end_day, -1);
  return last === r.start_day ? formatLocalDay(r.start_day) : `${formatLocalDay(r.start_day)} – ${formatLocalDay(last)}`;
}

/** The day an active reservation lapses on when nothing was picked up by then. */
export function lapsedOn(startDay: LocalDay, lapseDays: number): LocalDay {
  return addDays(startDay, lapseDays);
}

/** A line as people read it: 'SN-1 (Honda EU22i)' or '3 × Honda EU22i'. */
export function reservationLineLabel(line: ReservationLine): string {
  if (line.equipment) {
    const kit = line.kit ? ` · ${line.kit.name} (${line.kit.code})` : '';
    return `${line.equipment.serial_number} (${line.equipment.brand} ${line.equipment.model})${kit}`;
  }
  return `${line.quantity} × ${line.brand ?? ''} ${line.model ?? ''}`.trim();
}
