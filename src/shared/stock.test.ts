import { describe, expect, it } from 'vitest';
import {
  barcodeValid,
  ean13CheckDigit,
  formatQuantity,
  parseQuantityText,
  quantityToOrder,
  replacementDay,
  replacementDelayLabel,
} from './stock';
import { itGives } from './test-cases';

describe('stock helpers', () => {
  it('computes the EAN-13 check digit of the first twelve digits', () => {
    expect(ean13CheckDigit('869000000001')).toBe(2);
  });

  itGives('checks an EAN-13 by its check digit and leaves the company’s own codes alone', barcodeValid, [
    ['8690000000012', true],
    ['8690000000011', false],
    ['4006381333931', true],
    ['KKD-BARET-01', true],
    ['869000000001', true],
  ]);

  itGives('orders up to the reorder level once at or below the minimum', quantityToOrder, [
    [{ on_hand: 4, min_qty: 5, reorder_qty: 20 }, 16],
    [{ on_hand: 5, min_qty: 5, reorder_qty: 20 }, 15],
    [{ on_hand: 6, min_qty: 5, reorder_qty: 20 }, 0],
    [{ on_hand: -2, min_qty: 5, reorder_qty: 0 }, 7],
  ]);

  it('gives the replacement day by calendar months, the month’s last day when shorter', () => {
    expect(replacementDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(replacementDay('2026-11-29', 24)).toBe('2028-11-29');
    expect(replacementDay('2026-03-15', null)).toBeNull();
  });

  it('writes quantities the Turkish way', () => {
    expect(formatQuantity(2.5)).toBe('2,5');
    expect(formatQuantity(1234)).toBe('1.234');
  });
});

describe('replacement delay', () => {
  itGives('says how far the replacement day is: late, today or still ahead', replacementDelayLabel, [
    [12, '12 gün gecikti'],
    [0, 'Bugün'],
    [-5, '5 gün kaldı'],
  ]);
});

describe('a quantity typed in a box', () => {
  itGives('reads numbers as the app writes them: a point groups thousands, a comma marks the decimals', parseQuantityText, [
    ['1.500', 1500],
    [formatQuantity(1500), 1500],
    ['12.345.678,25', 12_345_678.25],
    [formatQuantity(1500.5), 1500.5],
    [' 2,5 ', 2.5],
  ]);

  itGives('takes one point that does not group thousands as the decimal mark', parseQuantityText, [
    ['2.5', 2.5],
    ['0.500', 0.5],
    ['1.5000', 1.5],
    [',5', 0.5],
    ['7', 7],
    // A minus is read, for the form to say a quantity must be above zero.
    ['-1,5', -1.5],
  ]);

  it('is not a number for anything else, so the form says so', () => {
    for (const text of ['', '1e3', '0x10', 'Infinity', '--1', '1,5,5', '1.50.000', '٣', '1\u0000', '\uD800', '1.500.5'])
      expect(parseQuantityText(text), text).toBeNaN();
  });
});
