// Times that arrive as text (a read's clock, a delta's `since`, a page cursor) are checked here, field
// by field, before anything reads them: JavaScript's Date accepts texts PostgreSQL refuses or reads
// otherwise ('+99' as an offset, year -271821, '01-01-01' as 2001), so a bad time is refused in
// Turkish and never reaches the database.

// 2026-11-23T14:07:00Z, 2026-11-23T14:07:00.123+03:00, and PostgreSQL's own '2026-11-23 14:07:00.123456+03'.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}(?::?\d{2})?)$/;

export interface TimestampRange {
  /** First year accepted (default 1970). */
  minYear?: number;
  /** Last year accepted (default 9999: where PostgreSQL's and JavaScript's times part). */
  maxYear?: number;
}

const daysIn = (year: number, month: number) => [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The instant a timestamp text names, or null when any part is out of range. */
export function parseTimestamp(text: string, range: TimestampRange = {}): Date | null {
  if (typeof text !== 'string' || text.length > 40) return null;
  const m = TIMESTAMP.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [number, number, number, number, number];
  const second = m[6] ? Number(m[6]) : 0;
  if (year < (range.minYear ?? 1970) || year > (range.maxYear ?? 9999)) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  let offsetMinutes = 0;
  const zone = m[8]!;
  if (zone !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const hours = Number(digits.slice(0, 2));
    const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
    // PostgreSQL allows offsets up to ±15:59; real zones stay within ±14:00.
    if (hours > 14 || minutes > 59 || (hours === 14 && minutes > 0)) return null;
    offsetMinutes = (zone[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  const fraction = m[7] ? Number(m[7].padEnd(3, '0').slice(0, 3)) : 0;
  const time = Date.UTC(year, month - 1, day, hour, minute, second, fraction) - offsetMinutes * 60_000;
  return Number.isNaN(time) ? null : new Date(time);
}

export function isTimestampText(text: string, range?: TimestampRange): boolean {
  return parseTimestamp(text, range) !== null;
}
