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

describe('stock helpers', () => {
  it('checks an EAN-13 by its check digit and leaves the company’s own codes alone', () => {
    expect(ean13CheckDigit('869000000001')).toBe(2);
    expect(barcodeValid('8690000000012')).toBe(true);
    expect(barcodeValid('8690000000011')).toBe(false);
    expect(barcodeValid('4006381333931')).toBe(true);
    expect(barcodeValid('KKD-BARET-01')).toBe(true);
    expect(barcodeValid('869000000001')).toBe(true);
  });

  it('orders up to the reorder level once at or below the minimum', () => {
    expect(quantityToOrder({ on_hand: 4, min_qty: 5, reorder_qty: 20 })).toBe(16);
    expect(quantityToOrder({ on_hand: 5, min_qty: 5, reorder_qty: 20 })).toBe(15);
    expect(quantityToOrder({ on_hand: 6, min_qty: 5, reorder_qty: 20 })).toBe(0);
    expect(quantityToOrder({ on_hand: -2, min_qty: 5, reorder_qty: 0 })).toBe(7);
  });

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
  it('says how far the replacement day is: late, today or still ahead', () => {
    expect(replacementDelayLabel(12)).toBe('12 gün gecikti');
    expect(replacementDelayLabel(0)).toBe('Bugün');
    expect(replacementDelayLabel(-5)).toBe('5 gün kaldı');
  });
});

describe('a quantity typed in a box', () => {
  it('reads numbers as the app writes them: a point groups thousands, a comma marks the decimals', () => {
    expect(parseQuantityText('1.500')).toBe(1500);
    expect(parseQuantityText(formatQuantity(1500))).toBe(1500);
    expect(parseQuantityText('12.345.678,25')).toBe(12_345_678.25);
    expect(parseQuantityText(formatQuantity(1500.5))).toBe(1500.5);
    expect(parseQuantityText(' 2,5 ')).toBe(2.5);
  });

  it('takes one point that does not group thousands as the decimal mark', () => {
    expect(parseQuantityText('2.5')).toBe(2.5);
    expect(parseQuantityText('0.500')).toBe(0.5);
    expect(parseQuantityText('1.5000')).toBe(1.5);
    expect(parseQuantityText(',5')).toBe(0.5);
    expect(parseQuantityText('7')).toBe(7);
    // A minus is read, for the form to say a quantity must be above zero.
    expect(parseQuantityText('-1,5')).toBe(-1.5);
  });

  it('is not a number for anything else, so the form says so', () => {
    for (const text of ['', '1e3', '0x10', 'Infinity', '--1', '1,5,5', '1.50.000', '٣', '1\u0000', '\uD800', '1.500.5'])
      expect(parseQuantityText(text), text).toBeNaN();
  });
});
