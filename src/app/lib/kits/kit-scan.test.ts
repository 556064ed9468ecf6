// A kit's code read in a hand-over or a return, from the device copy (docs/planning.md "Kits").
import { describe, expect, it } from 'vitest';
import type { Kit } from '@shared/kits';
import { sampleKit } from '../../../../tests/helpers/kit-fixture';
import { chooseKitMembers, countKit, countKitStock, issueKit, type KitItem } from './kit-scan';

const member = (n: number, status = 'available') => ({
  equipment_id: `e${n}`,
  serial_number: `SN-${n}`,
  brand: 'Leica',
  model: 'NA',
  status,
});
const kit: Kit = sampleKit([member(1), member(2), member(3)]);
const items = new Map<string, KitItem>(
  [1, 2, 3].map((n) => [`e${n}`, { id: `e${n}`, serial_number: `SN-${n}`, status: 'available', warehouse_id: 'w1' }]),
);

function handOver(code: string, change: (item: KitItem) => KitItem = (i) => i, checks = true) {
  const added: string[] = [];
  const answer = issueKit([kit], code, {
    checks,
    item: (id) => (items.get(id) ? change(items.get(id)!) : undefined),
    refusal: (serial, item) => (item && item.status !== 'available' ? `${serial} teslim edilemez: Sahada.` : null),
    add: (serial) => {
      added.push(serial);
      return undefined;
    },
    today: '2026-11-29',
  });
  return { answer, added };
}

describe('a kit in a hand-over', () => {
  it('adds every member for its code, read case-blind; anything else is not a kit', () => {
    expect(handOver(' set-00007 ')).toEqual({ answer: { added: 3 }, added: ['SN-1', 'SN-2', 'SN-3'] });
    expect(handOver('SN-1')).toEqual({ answer: null, added: [] });
  });

  it('adds nothing when one member cannot go, and names it', () => {
    const out = handOver('SET-00007', (i) => (i.id === 'e2' ? { ...i, status: 'in_field' } : i));
    expect(out).toEqual({ answer: { refusal: 'Nivo Seti (SET-00007) seti eklenemedi: SN-2 teslim edilemez: Sahada.' }, added: [] });
    const expired = handOver('SET-00007', (i) =>
      i.id === 'e3' ? { ...i, check_due: [{ name: 'Kalibrasyon', due_on: '2026-11-28', checked_on: '2025-11-28', failed: false }] } : i,
    );
    expect(expired.added).toEqual([]);
    expect(expired.answer).toEqual({ refusal: expect.stringMatching(/^Nivo Seti \(SET-00007\) seti eklenemedi: .*SN-3.*Kalibrasyon/) });
    const moved = handOver('SET-00007', (i) => (i.id === 'e1' ? { ...i, warehouse_id: 'w2' } : i));
    expect(moved.answer).toEqual({
      refusal: 'Nivo Seti (SET-00007) seti eklenemedi: SN-1 seri numaralı ekipman bu setin deposunda değil.',
    });
  });
});

describe('a kit in a transfer', () => {
  it('is not stopped by a check run out, but still by a member that cannot go', () => {
    const due = [{ name: 'Kalibrasyon', due_on: '2026-11-28', checked_on: '2025-11-28', failed: false }];
    const expired = (i: KitItem) => (i.id === 'e3' ? { ...i, check_due: due } : i);
    expect(handOver('SET-00007', expired, false)).toEqual({ answer: { added: 3 }, added: ['SN-1', 'SN-2', 'SN-3'] });
    const out = handOver('SET-00007', (i) => (i.id === 'e2' ? { ...i, status: 'in_field' } : i), false);
    expect(out.answer).toEqual({ refusal: 'Nivo Seti (SET-00007) seti eklenemedi: SN-2 teslim edilemez: Sahada.' });
  });
});

describe('a kit in a return', () => {
  it('chooses the members this worker holds, or says they hold none', () => {
    const chosen: string[] = [];
    const own = [
      { id: 'r1', serial_number: 'SN-1' },
      { id: 'r3', serial_number: 'SN-3' },
    ];
    expect(chooseKitMembers([kit], 'SET-00007', own, (id) => chosen.push(id))).toBeUndefined();
    expect(chosen).toEqual(['r1', 'r3']);
    expect(chooseKitMembers([kit], 'SET-00007', [], () => undefined)).toBe('Nivo Seti (SET-00007) setinden bu işçide ekipman yok.');
    expect(chooseKitMembers([kit], 'SN-1', own, () => undefined)).toBeNull();
  });
});

describe('a kit in a count', () => {
  it('reads each member as its own read, the code case-blind, and says how many were new', async () => {
    const counted = new Set(['SN-2']);
    const reads: string[] = [];
    const answer = await countKit([kit], 'set-00007', async (serial) => {
      reads.push(serial);
      if (counted.has(serial)) return false;
      counted.add(serial);
      return true;
    });
    expect(reads).toEqual(['SN-1', 'SN-2', 'SN-3']);
    expect(answer).toMatchObject({ added: 2, text: ': Nivo Seti — 2 ekipman sayıldı, 1 tanesi zaten sayılmıştı.' });
    expect((await countKit([kit], 'SET-00007', async () => false))!.text).toBe(
      ': Nivo Seti — 0 ekipman sayıldı, 3 tanesi zaten sayılmıştı.',
    );
    expect(await countKit([kit], 'SN-1', async () => true)).toBeNull();
    expect((await countKit([{ ...kit, members: [] }], 'SET-00007', async () => true))!.text).toBe(': Nivo Seti setinde ekipman yok.');
  });

  it('adds its stock lines to the quantities counted, for the items the count holds, and says them', () => {
    const withStock: Kit = {
      ...kit,
      stock_lines: [
        { stock_item_id: 's1', name: 'Pil', unit: 'adet', quantity: 2 },
        { stock_item_id: 's9', name: 'Başka depo', unit: 'adet', quantity: 1 },
        { stock_item_id: 's2', name: 'Kablo', unit: 'metre', quantity: 2.5 },
      ],
    };
    const held = new Map([
      ['s1', { id: 's1', name: 'Pil', unit: 'adet' }],
      ['s2', { id: 's2', name: 'Kablo', unit: 'metre' }],
    ]);
    const added: Array<[string, number]> = [];
    const text = countKitStock(
      withStock,
      (id) => held.get(id),
      (item, amount) => added.push([item.id, amount]),
    );
    expect(added).toEqual([
      ['s1', 2],
      ['s2', 2.5],
    ]);
    expect(text).toBe(' Stok: Pil 2 adet, Kablo 2,5 metre sayıldı.');
    expect(
      countKitStock(
        kit,
        (id) => held.get(id),
        () => undefined,
      ),
    ).toBe('');
  });
});
