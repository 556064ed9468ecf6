import { describe, expect, it } from 'vitest';
import { dayText, importedDay, importedPrice, repairsPastHalf, underWarranty } from './equipment-value';

describe('value cells of a spreadsheet', () => {
  it('reads days the Turkish way, as .xlsx gives them, and refuses impossible ones', () => {
    expect(importedDay('15.03.2025')).toBe('2025-03-15');
    expect(importedDay('5.3.2025')).toBe('2025-03-05');
    expect(importedDay('05/03/2025')).toBe('2025-03-05');
    expect(importedDay('2025-03-15')).toBe('2025-03-15');
    expect(importedDay(' ')).toBeNull();
    expect(importedDay('-')).toBeNull();
    expect(importedDay('29.02.2025')).toBeUndefined();
    expect(importedDay('03/15/2025')).toBeUndefined();
    expect(importedDay('15.03.25')).toBeUndefined();
    expect(dayText('2025-03-05')).toBe('05.03.2025');
    expect(importedDay(dayText('2024-02-29'))).toBe('2024-02-29');
  });

  it('reads prices the Turkish way, with ₺ or TL, and a plain decimal point', () => {
    expect(importedPrice('12.500,00')).toBe(12500);
    expect(importedPrice('₺1.234.567,80')).toBe(1234567.8);
    expect(importedPrice('12500 TL')).toBe(12500);
    expect(importedPrice('12500,5')).toBe(12500.5);
    expect(importedPrice('12500.50')).toBe(12500.5);
    expect(importedPrice('')).toBeNull();
    expect(importedPrice('12,345')).toBeUndefined();
    expect(importedPrice('1.2.3')).toBeUndefined();
    expect(importedPrice('-5')).toBeUndefined();
    expect(importedPrice('on bin')).toBeUndefined();
  });
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
