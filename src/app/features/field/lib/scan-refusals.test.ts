import { describe, expect, it } from 'vitest';
import { issuableIn, issueRefusal, returnScanVerdict, type RefusalContext } from './scan-refusals';

const names: Record<string, string> = { w1: 'Merkez Depo', w2: 'Ankara Bölge Deposu' };
const context: RefusalContext = {
  warehouseName: (id) => (id ? (names[id] ?? null) : null),
  holderOf: (id) =>
    id === 'e-field'
      ? {
          equipment_id: id,
          worker: { id: 'k1', first_name: 'Ahmet', last_name: 'Yılmaz' },
          issued_at: '2026-11-12T08:00:00Z',
          status: 'active',
        }
      : undefined,
};
const item = (id: string, serial: string, status = 'available', warehouse_id = 'w1') => ({
  id,
  serial_number: serial,
  status,
  warehouse_id,
});

describe('why an item cannot join a hand-over', () => {
  it('names the worker holding it and since when', () => {
    expect(issueRefusal('SN-7', item('e-field', 'SN-7', 'in_field'), context)).toBe(
      "SN-7 teslim edilemez: Sahada — Ahmet Yılmaz'da, 12.11.2026'dan beri.",
    );
  });

  it('names the status and warehouse otherwise, and the other warehouse when one is chosen', () => {
    expect(issueRefusal('SN-8', item('e8', 'SN-8', 'broken'), context)).toBe('SN-8 teslim edilemez: Merkez Depo, Arızalı.');
    expect(issueRefusal('SN-9', item('e9', 'SN-9', 'available', 'w2'), { ...context, warehouseId: 'w1' })).toBe(
      'SN-9 seri numaralı ekipman seçilen depoda değil: Ankara Bölge Deposu.',
    );
    expect(issueRefusal('SN-9', item('e9', 'SN-9'), { ...context, pending: true })).toBe(
      'SN-9 seri numaralı ekipman için bekleyen bir işlem var.',
    );
    expect(issueRefusal('SN-X', undefined, context)).toBe('SN-X seri numaralı ekipman bulunamadı.');
    expect(issueRefusal('SN-1', item('e1', 'SN-1'), { ...context, warehouseId: 'w1' })).toBeNull();
  });
});

describe('a scan in a return', () => {
  const own = [{ id: 'r1', serial_number: 'SN-1' }];
  it('chooses the worker’s own item, whatever the case of the label', () => {
    expect(returnScanVerdict('sn-1', own, undefined, { ...context, workerId: 'k2' })).toEqual({ recordId: 'r1' });
  });

  it('refuses an item another worker holds, naming them', () => {
    expect(returnScanVerdict('SN-7', own, item('e-field', 'SN-7', 'in_field'), { ...context, workerId: 'k2' })).toEqual({
      refusal: "SN-7 bu işçide değil: başka işçinin zimmetinde (Ahmet Yılmaz'da, 12.11.2026'dan beri).",
    });
  });

  it('refuses an item in a warehouse, saying where', () => {
    expect(returnScanVerdict('SN-8', own, item('e8', 'SN-8', 'available', 'w2'), { ...context, workerId: 'k2' })).toEqual({
      refusal: 'SN-8 iade alınamaz: şu anda Ankara Bölge Deposu, Müsait.',
    });
  });
});

describe('the items a hand-over offers', () => {
  it('are in Turkish order with numbers by value: SN-2 before SN-10', () => {
    const items = [
      item('a', 'SN-10'),
      item('b', 'SN-2'),
      item('c', 'SN-1'),
      item('d', 'SN-3', 'broken'),
      item('e', 'SN-4', 'available', 'w2'),
    ];
    expect(issuableIn(items, 'w1', (e) => (e.status === 'available' ? null : 'no')).map((e) => e.serial_number)).toEqual([
      'SN-1',
      'SN-2',
      'SN-10',
    ]);
  });
});
