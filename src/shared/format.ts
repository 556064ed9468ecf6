// Turkish formatters shared by the app, the service worker and the server (CSV export). Times are
// shown on the warehouses' clock (Europe/Istanbul), whatever the zone of the device or the server:
// a hand-over made at 14:07 in Istanbul reads 14:07 on a tablet set to UTC too.
import { WAREHOUSE_TIME_ZONE } from './local-day';

const dateTimeFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: WAREHOUSE_TIME_ZONE });
const dateFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeZone: WAREHOUSE_TIME_ZONE });
/** How a time names its zone where it could be misread (printed documents): Türkiye saati. */
export const TIME_ZONE_SUFFIX = '(TSİ)';
const timeFormat = new Intl.DateTimeFormat('tr-TR', { timeStyle: 'short', timeZone: WAREHOUSE_TIME_ZONE });
const currencyFormat = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Turkish medium date with short time in Istanbul, e.g. '5 Oca 2025 14:30' ('… 14:30 (TSİ)' with
 * `zone`). Empty or invalid input gives '-'.
 */
export function formatDateTime(value: string | number | Date | null | undefined, options: { zone?: boolean } = {}): string {
  if (value === null || value === undefined || value === '') return '-';
  const d = toDate(value);
  if (!d) return '-';
  return options.zone ? `${dateTimeFormat.format(d)} ${TIME_ZONE_SUFFIX}` : dateTimeFormat.format(d);
}

export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const d = toDate(value);
  return d ? dateFormat.format(d) : '-';
}

/** The time of day, e.g. '14:30' (the time of formatDateTime). */
export function formatTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const d = toDate(value);
  return d ? timeFormat.format(d) : '-';
}

/** Turkish lira with 2 decimals, e.g. '₺1.250,50'. */
export function formatCurrency(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? currencyFormat.format(n) : '-';
}

/** '5321234567' → '+90 532 123 45 67' (groups of 3, 3, 2, 2). Anything else is returned as is. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '-';
  const digits = phone
    .replace(/\D/g, '')
    .replace(/^90(?=\d{10}$)/, '')
    .replace(/^0(?=\d{10}$)/, '');
  if (digits.length !== 10) return phone;
  return `+90 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8, 10)}`;
}

/** `tel:` link target for a 10-digit phone. */
export function phoneHref(phone: string): string {
  return `tel:+90${phone.replace(/\D/g, '').slice(-10)}`;
}

/** Initials for the avatar: first letters of first and last name, Turkish upper case. */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return `${(firstName ?? '').trim().charAt(0)}${(lastName ?? '').trim().charAt(0)}`.toLocaleUpperCase('tr-TR');
}

export function fullName(person: { first_name: string; last_name: string } | null | undefined): string {
  return person ? `${person.first_name} ${person.last_name}` : '-';
}

/**
 * Parses an amount typed the Turkish way ('50.000,00', '1250,5', '1.250') into a number.
 * Returns null when the text is not such an amount (more than 2 decimals, letters, misplaced dots).
 */
export function parseTurkishAmount(text: string): number | null {
  const t = text.trim();
  if (!/^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(t)) return null;
  const n = Number(t.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** Formats a number for an amount input: 50000 → '50.000,00'. */
export function formatTurkishAmount(value: number): string {
  return new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}
