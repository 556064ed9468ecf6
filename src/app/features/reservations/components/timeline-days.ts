// The timeline's window and bars (docs/planning.md "Timeline"): which Istanbul days it shows and
// where each reservation's half-open range falls among them. Pure, so it is tested on its own.
import { addDays, daysBetween, type LocalDay } from '@shared/local-day';

/** At least two weeks from today; longer to reach the last reservation's end, at most five weeks. */
export const MIN_TIMELINE_DAYS = 14;
export const MAX_TIMELINE_DAYS = 35;

export function timelineDays(today: LocalDay, rows: ReadonlyArray<{ end_day: LocalDay }>): LocalDay[] {
  const reach = Math.max(MIN_TIMELINE_DAYS, ...rows.map((r) => daysBetween(today, r.end_day)));
  return Array.from({ length: Math.min(MAX_TIMELINE_DAYS, reach) }, (_, i) => addDays(today, i));
}

export interface Bar {
  /** First column (0-based day of the window) and how many days it covers there. */
  from: number;
  span: number;
  /** The range goes on before or after the window. */
  before: boolean;
  after: boolean;
}

/** Where `[start, end)` falls in the window of `days`; null when it does not touch it. */
export function barOf(days: readonly LocalDay[], r: { start_day: LocalDay; end_day: LocalDay }): Bar | null {
  const first = days[0];
  if (!first) return null;
  const from = Math.max(0, daysBetween(first, r.start_day));
  const to = Math.min(days.length, daysBetween(first, r.end_day));
  if (to <= from) return null;
  return { from, span: to - from, before: r.start_day < first, after: daysBetween(first, r.end_day) > days.length };
}
