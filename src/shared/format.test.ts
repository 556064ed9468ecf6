import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatPhone,
  formatTurkishAmount,
  fullName,
  initials,
  parseTurkishAmount,
  phoneHref,
} from './format';
import { itGives } from './test-cases';

describe('formatPhone', () => {
  itGives('shows +90 and groups of 3, 3, 2, 2, and accepts the number with a leading 0 or 90 and with separators', formatPhone, [
    ['5321234567', '+90 532 123 45 67'],
    ['05321234567', '+90 532 123 45 67'],
    ['905321234567', '+90 532 123 45 67'],
    ['532 123 45 67', '+90 532 123 45 67'],
  ]);

  itGives('returns other input unchanged and a dash for none', formatPhone, [
    ['12345', '12345'],
    ['', '-'],
    [null, '-'],
  ]);

  it('builds a tel: link', () => {
    expect(phoneHref('5321234567')).toBe('tel:+905321234567');
  });
});

describe('formatCurrency', () => {
  itGives('formats Turkish lira with 2 decimals', formatCurrency, [
    [1250.5, '₺1.250,50'],
    [50000, '₺50.000,00'],
    ['0', '₺0,00'],
  ]);

  itGives('gives a dash for missing or invalid amounts', formatCurrency, [
    [null, '-'],
    ['', '-'],
    ['abc', '-'],
  ]);
});

describe('tr-TR dates', () => {
  it('uses the medium date with short time', () => {
    expect(formatDateTime(new Date('2025-01-05T11:30:00Z'))).toBe('5 Oca 2025 14:30');
    expect(formatDateTime(new Date('2025-11-03T06:05:00Z'))).toBe('3 Kas 2025 09:05');
    expect(formatDate(new Date('2025-01-05T11:30:00Z'))).toBe('5 Oca 2025');
  });

  it('accepts ISO strings and gives a dash for empty or invalid values', () => {
    expect(formatDateTime('2025-06-01T05:00:00.000Z')).toBe('1 Haz 2025 08:00');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
    expect(formatDate(undefined)).toBe('-');
  });

  it('shows the warehouses’ time (Europe/Istanbul) whatever the device’s zone, and names it where asked', () => {
    // A hand-over at 11:07 UTC reads 14:07 on every device, this one's zone being what it may.
    expect(formatDateTime('2026-11-23T11:07:00Z')).toBe('23 Kas 2026 14:07');
    expect(formatDateTime('2026-11-23T11:07:00Z', { zone: true })).toBe('23 Kas 2026 14:07 (TSİ)');
    // Past midnight in Istanbul while still the day before in UTC: the day is Istanbul's too.
    expect(formatDateTime('2026-11-23T22:30:00Z')).toBe('24 Kas 2026 01:30');
    expect(formatDate('2026-11-23T22:30:00Z')).toBe('24 Kas 2026');
  });
});

describe('parseTurkishAmount', () => {
  itGives('reads amounts typed the Turkish way', parseTurkishAmount, [
    ['50.000,00', 50000],
    ['1.250,50', 1250.5],
    ['1250,5', 1250.5],
    ['1.250', 1250],
    ['0', 0],
    [' 75 ', 75],
    ['1.000.000,99', 1000000.99],
  ]);

  it.each(['1,234', '12,345', '1.25', '12.50,00', '1,2,3', 'abc', '-5', '', ',50'])(
    'rejects more than 2 decimals, misplaced dots, letters and empty text: %j',
    (text) => {
      expect(parseTurkishAmount(text)).toBeNull();
    },
  );

  it('round-trips with formatTurkishAmount', () => {
    for (const n of [0, 0.5, 12.34, 1250.5, 50000, 1234567.89]) expect(parseTurkishAmount(formatTurkishAmount(n))).toBe(n);
    expect(formatTurkishAmount(50000)).toBe('50.000,00');
  });
});

describe('names', () => {
  it('builds initials in Turkish upper case and full names', () => {
    expect(initials('ismail', 'şahin')).toBe('İŞ');
    expect(initials('Ayşe', '')).toBe('A');
    expect(fullName({ first_name: 'Ayşe', last_name: 'Yılmaz' })).toBe('Ayşe Yılmaz');
    expect(fullName(null)).toBe('-');
  });
});
