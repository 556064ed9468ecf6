// Periodic inspection and calibration (docs/equipment-care.md), written once for the server, the
// device (from its mirrored copy of the item) and every screen that shows an item's state: what a
// required check's state is on a given Istanbul day, and whether a hand-over is refused or warned.
import { addMonths, daysBetween, isLocalDay, type LocalDay } from './local-day';
import { labelledValues } from './labelled-values';

/** One required check of an item, as the item row carries it (`equipment.check_due`). */
export interface CheckDue {
  name: string;
  /** The day the check runs out (last passing check + interval); null when never recorded or failed. */
  due_on: string | null;
  /** The last recorded check's day; null when none was ever recorded. */
  checked_on: string | null;
  /** The last recorded check found the item unfit. */
  failed: boolean;
}

/** Days before the due day from which a check counts as due soon (the due list and the warning). */
export const CHECK_DUE_SOON_DAYS = 30;

export type CheckState = 'missing' | 'failed' | 'overdue' | 'due_soon' | 'valid';

export const CHECK_STATE_LABELS: Record<CheckState, string> = {
  missing: 'Kayıt yok',
  failed: 'Uygun değil',
  overdue: 'Süresi doldu',
  due_soon: 'Yaklaşıyor',
  valid: 'Geçerli',
};

export const { values: CHECK_RESULTS, labels: CHECK_RESULT_LABELS } = labelledValues({ passed: 'Uygun', failed: 'Uygun değil' });
export type CheckResult = (typeof CHECK_RESULTS)[number];

/**
 * A check runs out on its due day: on 12.10.2026 a check due 12.10.2026 has expired ('… süresi
 * 12.10.2026'da doldu'). Due within `CHECK_DUE_SOON_DAYS` days → due soon.
 */
export function checkState(check: CheckDue, today: LocalDay): CheckState {
  if (check.checked_on === null) return 'missing';
  if (check.failed || check.due_on === null || !isLocalDay(check.due_on)) return 'failed';
  const left = daysBetween(today, check.due_on);
  if (left <= 0) return 'overdue';
  return left <= CHECK_DUE_SOON_DAYS ? 'due_soon' : 'valid';
}

/** The next due day after a check on `checkedOn`; none after a failed one. */
export function nextDueOn(checkedOn: LocalDay, intervalMonths: number, result: CheckResult): LocalDay | null {
  return result === 'passed' ? addMonths(checkedOn, intervalMonths) : null;
}

/** '12.10.2026' */
export function formatCheckDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

// Turkish locative after a year read aloud: 2026 "yirmi altı'da", 2023 "yirmi üç'te", 2020 "yirmi'de".
const ONES = ['', 'de', 'de', 'te', 'te', 'te', 'da', 'de', 'de', 'da'];
const TENS = ['', 'da', 'de', 'da', 'ta', 'de', 'ta', 'te', 'de', 'da'];
/** '12.10.2026'da', '01.03.2023'te' */
export function dayWithLocative(day: string): string {
  const year = Number(day.slice(0, 4));
  const suffix = ONES[year % 10] || TENS[Math.floor(year / 10) % 10] || 'de';
  return `${formatCheckDay(day)}'${suffix}`;
}

export const checkMessages = {
  expired: (serial: string, name: string, dueOn: string) =>
    `${serial} seri numaralı ekipmanın ${name} süresi ${dayWithLocative(dueOn)} doldu.`,
  failed: (serial: string, name: string, checkedOn: string) =>
    `${serial} seri numaralı ekipman ${dayWithLocative(checkedOn)} yapılan ${name} sonucunda uygun bulunmadı.`,
  missing: (serial: string, name: string) => `${serial} seri numaralı ekipmanın ${name} kaydı yok.`,
  dueSoon: (serial: string, name: string, dueOn: string, days: number) =>
    `${serial} seri numaralı ekipmanın ${name} süresi ${dayWithLocative(dueOn)} doluyor (${days} gün kaldı).`,
} as const;

export const CHECK_OVERRIDE_REASON_MIN = 10;
export const CHECK_OVERRIDE_REASON_MESSAGE = `Gerekçe en az ${CHECK_OVERRIDE_REASON_MIN} karakter olmalıdır.`;
export const CHECK_OVERRIDE_FORBIDDEN = 'Süresi dolmuş kontrolü olan ekipmanı teslim etme yetkiniz yok.';

export interface HandoverCheck {
  /** Why the hand-over is refused (the first unsafe check), or null. */
  refusal: string | null;
  /** The checks that run out soon, as one sentence each. */
  warnings: string[];
}

/** The hand-over decision for an item, the same on the server and the device. */
export function handoverCheck(item: { serial_number: string; check_due?: readonly CheckDue[] | null }, today: LocalDay): HandoverCheck {
  const out: HandoverCheck = { refusal: null, warnings: [] };
  for (const check of item.check_due ?? []) {
    const state = checkState(check, today);
    if (out.refusal === null) {
      if (state === 'missing') out.refusal = checkMessages.missing(item.serial_number, check.name);
      else if (state === 'failed') out.refusal = checkMessages.failed(item.serial_number, check.name, check.checked_on ?? today);
      else if (state === 'overdue') out.refusal = checkMessages.expired(item.serial_number, check.name, check.due_on ?? today);
    }
    if (state === 'due_soon' && check.due_on)
      out.warnings.push(checkMessages.dueSoon(item.serial_number, check.name, check.due_on, daysBetween(today, check.due_on)));
  }
  return out;
}

/** The item's worst check state (for badges and the stocktake), or null when none is required. */
export function worstCheckState(checkDue: readonly CheckDue[] | null | undefined, today: LocalDay): CheckState | null {
  const order: CheckState[] = ['missing', 'failed', 'overdue', 'due_soon', 'valid'];
  let worst: CheckState | null = null;
  for (const check of checkDue ?? []) {
    const state = checkState(check, today);
    if (worst === null || order.indexOf(state) < order.indexOf(worst)) worst = state;
  }
  return worst;
}
