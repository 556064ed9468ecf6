import { describe, expect, it } from 'vitest';
import { dayText, importedDay, importedPrice, repairsPastHalf, underWarranty } from './equipment-value';
import { itGives } from './test-cases';

describe('value cells of a spreadsheet', () => {
  itGives('reads days the Turkish way, as .xlsx gives them, and refuses impossible ones', importedDay, [
    ['15.03.2025', '2025-03-15'],
    ['5.3.2025', '2025-03-05'],
    ['05/03/2025', '2025-03-05'],
    ['2025-03-15', '2025-03-15'],
    [' ', null],
    ['-', null],
    ['29.02.2025', undefined],
    ['03/15/2025', undefined],
    ['15.03.25', undefined],
    [dayText('2024-02-29'), '2024-02-29'],
  ]);

  it('writes a day back the Turkish way', () => {
    expect(dayText('2025-03-05')).toBe('05.03.2025');
  });

  itGives('reads prices the Turkish way, with ₺ or TL, and a plain decimal point', importedPrice, [
    ['12.500,00', 12500],
    ['₺1.234.567,80', 1234567.8],
    ['12500 TL', 12500],
    ['12500,5', 12500.5],
    ['12500.50', 12500.5],
    ['', null],
    ['12,345', undefined],
    ['1.2.3', undefined],
    ['-5', undefined],
    ['on bin', undefined],
  ]);
});

describe('warranty and half the price', () => {
  it('covers the warranty end day itself', () => {
    expect(underWarranty('2026-11-29', '2026-11-29')).toBe(true);
    expect(underWarranty('2026-11-28', '2026-11-29')).toBe(false);
    expect(underWarranty(null, '2026-11-29')).toBe(false);
  });

  it('is past half only above it', () => {
    expect(repairsPastHalf(1000, 500)).toBe(false);
    expect(repairsPastHalf(1000, 500.01)).toBe(true);
    expect(repairsPastHalf(null, 10_000)).toBe(false);
  });
});
