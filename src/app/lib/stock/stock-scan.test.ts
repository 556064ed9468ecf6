// Scanning a stock item's code adds one unit of it (docs/stock.md "Scanning stock").
import { describe, expect, it } from 'vitest';
import { addScannedUnit, findStockByCode, stockCode } from './stock-scan';

const gloves = { id: '1a2b3c4d-0000-4000-8000-000000000001', barcode: '8690000000011' };
const helmet = { id: 'abcdef12-0000-4000-8000-000000000002', barcode: null };
let seq = 0;
const line = (item_id: string, quantity: string) => ({ key: `k${seq++}`, item_id, quantity });
const make = () => line('', '1');

describe('a scanned stock code', () => {
  it('names the item by its barcode, or by its printed STK- code in any case', () => {
    expect(findStockByCode([gloves, helmet], ' 8690000000011 ')).toBe(gloves);
    expect(stockCode(helmet)).toBe('STK-ABCDEF12');
    expect(findStockByCode([gloves, helmet], 'stk-abcdef12')).toBe(helmet);
    expect(findStockByCode([gloves, helmet], 'SN-001')).toBeUndefined();
    expect(findStockByCode([gloves, helmet], '  ')).toBeUndefined();
  });

  it('adds one unit per scan: a new line at 1, then +1 on it; an empty line is taken first', () => {
    const first = addScannedUnit([], gloves.id, make);
    expect(first.map((l) => [l.item_id, l.quantity])).toEqual([[gloves.id, '1']]);
    const second = addScannedUnit(first, gloves.id, make);
    expect(second.map((l) => [l.item_id, l.quantity])).toEqual([[gloves.id, '2']]);
    expect(second[0]!.key).toBe(first[0]!.key);
    const withEmpty = addScannedUnit([...second, line('', '1')], helmet.id, make);
    expect(withEmpty.map((l) => [l.item_id, l.quantity])).toEqual([
      [gloves.id, '2'],
      [helmet.id, '1'],
    ]);
  });

  it('counts on from a quantity typed by hand, with the Turkish comma', () => {
    expect(addScannedUnit([line(gloves.id, '2,5')], gloves.id, make)[0]!.quantity).toBe('3,5');
    expect(addScannedUnit([line(gloves.id, 'abc')], gloves.id, make)[0]!.quantity).toBe('1');
  });

  it('adds a kit’s stock line with its quantity, on the item’s line when there is one', () => {
    const kit = addScannedUnit([line(gloves.id, '1')], gloves.id, make, 2);
    expect(kit.map((l) => [l.item_id, l.quantity])).toEqual([[gloves.id, '3']]);
    expect(addScannedUnit(kit, helmet.id, make, 1.5).map((l) => [l.item_id, l.quantity])).toEqual([
      [gloves.id, '3'],
      [helmet.id, '1,5'],
    ]);
  });
});
