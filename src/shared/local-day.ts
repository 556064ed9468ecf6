// Calendar days of the warehouse: due dates and "overdue" are counted in Europe/Istanbul's local
// day, whatever the clock of the server, the tablet or the service worker says. One pure module,
// used by the server (overdue lists, CSV), the app (badges, filters, quick picks) and the mirror.

export const WAREHOUSE_TIME_ZONE = 'Europe/Istanbul';

/** A calendar day as 'YYYY-MM-DD'. */
export type LocalDay = string;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: WAREHOUSE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The warehouse's local day at `now` (e.g. 2026-11-23T21:01Z is already 2026-11-24 in Istanbul). */
export function warehouseToday(now: Date = new Date()): LocalDay {
  // en-CA formats as YYYY-MM-DD; parts are read explicitly so no engine's separator can break it.
  const parts = Object.fromEntries(dayFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** True for a real calendar day written 'YYYY-MM-DD' (no 2026-02-30). */
export function isLocalDay(value: unknown): value is LocalDay {
  if (typeof value !== 'string') return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function dayNumber(day: LocalDay): number {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`Not a day: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / MS_PER_DAY;
}

function fromDayNumber(n: number): LocalDay {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(day: LocalDay, days: number): LocalDay {
  return fromDayNumber(dayNumber(day) + days);
}

/** Same day of the next month(s); a day the month lacks becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: LocalDay, months: number): LocalDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDay, to: LocalDay): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * Days a hand-over is overdue on `today`: 0 when it is not (no due date, already returned, or due
 * today or later). Due yesterday → 1.
 */
export function daysOverdue(record: { status: string; due_date?: string | null }, today: LocalDay): number {
  if (record.status !== 'active' || !record.due_date || !isLocalDay(record.due_date)) return 0;
  return Math.max(0, daysBetween(record.due_date, today));
}

export function isOverdue(record: { status: string; due_date?: string | null }, today: LocalDay): boolean {
  return daysOverdue(record, today) > 0;
}

/** The issue form's quick picks for the expected return day. */
export const DUE_DATE_QUICK_PICKS = [
  { key: 'today', label: 'Bugün' },
  { key: 'tomorrow', label: 'Yarın' },
  { key: 'week', label: '1 hafta' },
  { key: 'month', label: '1 ay' },
] as const;
export type DueDateQuickPick = (typeof DUE_DATE_QUICK_PICKS)[number]['key'];

export function dueDateFor(pick: DueDateQuickPick, today: LocalDay): LocalDay {
  switch (pick) {
    case 'today':
      return today;
    case 'tomorrow':
      return addDays(today, 1);
    case 'week':
      return addDays(today, 7);
    case 'month':
      return addMonths(today, 1);
  }
}

const longDayFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  weekday: 'long',
});
const mediumDayFormat = new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', dateStyle: 'medium' });

/** '30 Kas 2026' for a due day ('-' when none). A day has no time, so it is formatted as such. */
export function formatLocalDay(day: LocalDay | null | undefined, style: 'medium' | 'long' = 'medium'): string {
  if (!day || !isLocalDay(day)) return '-';
  const d = new Date(dayNumber(day) * MS_PER_DAY);
  return (style === 'long' ? longDayFormat : mediumDayFormat).format(d);
}

/** '3 gün gecikti' */
export function overdueLabel(days: number): string {
  return `${days} gün gecikti`;
}
