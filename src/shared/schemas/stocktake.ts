// Stocktake ('Sayım', docs/stocktake.md): the request schemas, the outcomes with their Turkish labels
// and the one rule that sorts a read into an outcome, used by the server's result and by the tablet
// when it shows a read at once from the mirror.
import * as v from 'valibot';
import { READ_SOURCES, SERIAL_MAX, type ReadSource } from '../read-sources';
import { isUuid, optionalText, requiredId, SERIAL_REQUIRED } from './fields';
import { isTimestampText, parseTimestamp } from './time';
import { labelledValues } from '../labelled-values';

/** Settling other than by transfer needs a note. */
export const SETTLE_NOTE_MISSING = 'Lütfen bir açıklama yazın.';
export const STOCKTAKE_NOTE_MAX = 1000;
export const SETTLE_BATCH_MAX = 500;
export const COUNTED_AT_INVALID = 'Geçersiz okuma zamanı.';

export const StartStocktakeSchema = v.object({
  warehouse_id: requiredId('Depo seçimi zorunludur'),
  category_ids: v.optional(
    v.pipe(
      v.array(v.custom<string>(isUuid, 'Geçersiz kategori.'), 'Geçersiz kategori.'),
      v.maxLength(200, 'En fazla 200 kategori seçilebilir.'),
    ),
    [],
  ),
  note: optionalText(STOCKTAKE_NOTE_MAX),
});
export type StartStocktakeInput = v.InferOutput<typeof StartStocktakeSchema>;

export { READ_SOURCES, SERIAL_MAX, type ReadSource };

/** POST /stocktakes/{id}/reads: one scan; `id` is made on the device and names the read for good. */
export const StocktakeReadSchema = v.object({
  id: requiredId('Geçersiz okuma.'),
  serial_number: v.pipe(
    v.string(SERIAL_REQUIRED),
    v.trim(),
    v.nonEmpty(SERIAL_REQUIRED),
    v.maxLength(SERIAL_MAX, `En fazla ${SERIAL_MAX} karakter girilebilir.`),
  ),
  source: v.optional(v.picklist(READ_SOURCES, 'Geçersiz okuma kaynağı.'), 'manual'),
  counted_at: optionalInstant(COUNTED_AT_INVALID),
  /** The device the read was made on (docs/stocktake.md, "Devices"). */
  device_id: v.optional(v.nullable(v.custom<string>(isUuid, 'Geçersiz cihaz.')), null),
});
export type StocktakeReadInput = v.InferOutput<typeof StocktakeReadSchema>;

/** A device's clock, as ISO 8601 text in a sane range; sent on as ISO text in UTC. */
function optionalInstant(message: string) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(message),
        v.check((s) => isTimestampText(s, { minYear: 2000 }), message),
        v.transform((s) => parseTimestamp(s, { minYear: 2000 })!.toISOString()),
      ),
    ),
    null,
  );
}

/**
 * POST /stocktakes/{id}/presence: a count screen says it is there (every HEARTBEAT_MS while
 * visible and online) and how many of its reads still wait on the device; `leaving` when the screen
 * is left or hidden.
 */
export const PresenceSchema = v.object({
  device_id: v.custom<string>(isUuid, 'Geçersiz cihaz.'),
  pending: v.optional(
    v.pipe(
      v.number('Geçersiz sayı.'),
      v.integer('Geçersiz sayı.'),
      v.minValue(0, 'Geçersiz sayı.'),
      v.maxValue(1_000_000, 'Geçersiz sayı.'),
    ),
    0,
  ),
  last_read_at: optionalInstant('Geçersiz okuma zamanı.'),
  leaving: v.optional(v.boolean('Geçersiz değer.'), false),
});
export type PresenceInput = v.InferOutput<typeof PresenceSchema>;

/** How often an open count screen reports; a device unheard of for SILENT_AFTER_MS is named at the close. */
export const HEARTBEAT_MS = 10_000;
export const SILENT_AFTER_MS = 25_000;

export const LATE_DECISIONS = ['taken', 'left_out'] as const;
export type LateDecision = (typeof LATE_DECISIONS)[number];

/** POST /stocktakes/{id}/late-reads: reads that arrived after the close, taken into the result or left out. */
export const LateDecisionSchema = v.object({
  decision: v.picklist(LATE_DECISIONS, 'Lütfen bir işlem seçin.'),
  read_ids: v.pipe(
    v.array(v.custom<string>(isUuid, 'Geçersiz okuma.'), 'Lütfen en az bir okuma seçin.'),
    v.minLength(1, 'Lütfen en az bir okuma seçin.'),
    v.maxLength(SETTLE_BATCH_MAX, `Bir seferde en fazla ${SETTLE_BATCH_MAX} okuma seçilebilir.`),
  ),
});
export type LateDecisionInput = v.InferOutput<typeof LateDecisionSchema>;

/** The manual entry box of the count screen. */
export const ManualSerialSchema = v.object({
  serial: v.pipe(
    v.string(SERIAL_REQUIRED),
    v.trim(),
    v.nonEmpty(SERIAL_REQUIRED),
    v.maxLength(SERIAL_MAX, `En fazla ${SERIAL_MAX} karakter girilebilir.`),
  ),
});

export const { values: SETTLE_ACTIONS, labels: SETTLE_ACTION_LABELS } = labelledValues({
  transfer: 'Bu depoya transfer başlatıldı',
  fault: 'Arıza bildirildi',
  note: 'Not eklendi',
});
export type SettleAction = (typeof SETTLE_ACTIONS)[number];

/** POST /stocktakes/{id}/settle: one action for one or several rows of the result. */
export const SettleSchema = v.pipe(
  v.object({
    action: v.picklist(SETTLE_ACTIONS, 'Lütfen bir işlem seçin.'),
    serial_numbers: v.pipe(
      v.array(
        v.pipe(v.string('Geçersiz seri numarası.'), v.trim(), v.nonEmpty('Geçersiz seri numarası.'), v.maxLength(SERIAL_MAX)),
        'Lütfen en az bir satır seçin.',
      ),
      v.minLength(1, 'Lütfen en az bir satır seçin.'),
      v.maxLength(SETTLE_BATCH_MAX, `Bir seferde en fazla ${SETTLE_BATCH_MAX} satır seçilebilir.`),
    ),
    note: optionalText(STOCKTAKE_NOTE_MAX),
  }),
  v.forward(
    v.check((f) => f.action === 'transfer' || (f.note ?? '').length > 0, SETTLE_NOTE_MISSING),
    ['note'],
  ),
);
export type SettleInput = v.InferOutput<typeof SettleSchema>;

// ——— outcomes ———

export const { values: STOCKTAKE_OUTCOMES, labels: OUTCOME_LABELS } = labelledValues({
  found: 'Bulundu',
  missing: 'Bulunamadı',
  elsewhere: 'Başka depoda kayıtlı',
  not_on_shelf: 'Sahada / Transferde / Hurda',
  out_of_scope: 'Sayım kapsamı dışında',
  unknown: 'Sistemde kayıtlı değil',
});
export type StocktakeOutcome = (typeof STOCKTAKE_OUTCOMES)[number];
/** While a count is open, an expected item not read yet is not missing: it is still to be counted. */
export const REMAINING_LABEL = 'Kalan';
/** The differences: every outcome but `found`. */
export const DIFFERENCE_OUTCOMES: readonly StocktakeOutcome[] = ['missing', 'elsewhere', 'not_on_shelf', 'out_of_scope', 'unknown'];

/** Statuses expected on the shelf at start; the others are listed apart. */
export const SHELF_STATUSES = ['available', 'broken'] as const;
export const AWAY_STATUSES = ['in_field', 'in_transfer'] as const;

export const SESSION_STATUS_LABELS: Record<string, string> = { open: 'Devam ediyor', closed: 'Kapatıldı' };

export interface KnownItem {
  warehouse_id: string | null;
  status: string;
}

/**
 * Where a read serial belongs. `expected` = the serial is in the session's frozen expected set.
 * An item off the shelf (Sahada, Transferde, Hurda) wins over its warehouse: it should not be here.
 */
export function outcomeOfRead(expected: boolean, item: KnownItem | null | undefined, warehouseId: string): StocktakeOutcome {
  if (expected) return 'found';
  if (!item) return 'unknown';
  if (!(SHELF_STATUSES as readonly string[]).includes(item.status)) return 'not_on_shelf';
  if (item.warehouse_id !== warehouseId) return 'elsewhere';
  // In this warehouse and on the shelf, yet not frozen at start: another category than the count's,
  // or it arrived after the count began.
  return 'out_of_scope';
}

export type StocktakeCounters = Record<StocktakeOutcome, number> & { expected: number; reads: number };

export function emptyCounters(): StocktakeCounters {
  return { expected: 0, reads: 0, found: 0, missing: 0, elsewhere: 0, not_on_shelf: 0, out_of_scope: 0, unknown: 0 };
}
