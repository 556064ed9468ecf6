// The field list under a waiting return: one entry may take back several hand-overs.
import { describe, expect, it } from 'vitest';
import { newEntry } from '@device/outbox-replay';
import { overlayBrokenEquipment, overlayFieldEquipment, returnedRecordIds } from './overlay';

const lookup = () => undefined;
const rows = ['h1', 'h2', 'h3'].map((id) => ({ id, status: 'active' }));

describe('returns waiting in the outbox', () => {
  it('a batch return marks the row of every item it takes back, and only those', () => {
    const entry = newEntry({
      id: 'op-r',
      kind: 'return_equipment',
      body: {
        items: [
          { id: 'h1', condition: 'intact' },
          { id: 'h3', condition: 'damaged', note: 'Kırık' },
        ],
        signature: 'x',
      },
      label: 'İade: SN-1, SN-3 ← Ali',
    });
    expect(returnedRecordIds(entry)).toEqual(['h1', 'h3']);
    const out = overlayFieldEquipment(rows, [entry], lookup) as Array<{ id: string; offline?: { entryId: string } }>;
    expect(out.map((r) => [r.id, r.offline?.entryId ?? null])).toEqual([
      ['h1', 'op-r'],
      ['h2', null],
      ['h3', 'op-r'],
    ]);
  });

  it('a return queued by an early version (one hand-over, no body) still marks its row', () => {
    const entry = newEntry({ id: 'op-old', kind: 'return_equipment', recordId: 'h2', label: 'İade: SN-2 ← Ali' });
    expect(returnedRecordIds(entry)).toEqual(['h2']);
    const out = overlayFieldEquipment(rows, [entry], lookup) as Array<{ id: string; offline?: { entryId: string } }>;
    expect(out.find((r) => r.id === 'h2')?.offline?.entryId).toBe('op-old');
  });

  it('a hand-over waiting offline carries its expected return day', () => {
    const entry = newEntry({
      id: 'op-i',
      kind: 'issue_equipment',
      body: { equipment_id: 'e9', worker_id: 'w1', due_date: '2026-12-01', signature: 'data:' },
      label: 'Teslim: SN-9 → Ali',
    });
    const out = overlayFieldEquipment(rows, [entry], lookup) as Array<{ id: string; due_date?: string | null }>;
    expect(out[0]).toMatchObject({ id: 'op-i', due_date: '2026-12-01' });
  });
});

describe('what a queued row says about itself', () => {
  const handOver = newEntry(
    { id: 'op-h', kind: 'issue_equipment', body: { equipment_id: 'e1', worker_id: 'w1', signature: 'data:' }, label: 'Teslim: SN-1 → Ali' },
    1,
    'u-7',
    'Ayşe Nur Demir',
  );
  const fault = newEntry(
    { id: 'op-f', kind: 'report_fault', body: { equipment_id: 'e2', warehouse_id: 'w1', issue: 'Motor' }, label: 'Arıza: SN-2' },
    2,
    'u-7',
    'Ayşe Nur Demir',
  );
  type Marked = {
    id: string;
    issued_by_user?: { first_name: string; last_name: string };
    offline?: { replacesStatus: boolean; by?: string; state: string };
  };

  it('a waiting hand-over keeps its Sahada badge; a refused one does not claim it', () => {
    const [waiting] = overlayFieldEquipment([], [handOver], lookup) as Marked[];
    expect(waiting!.offline).toMatchObject({ replacesStatus: false, by: 'Ayşe Nur Demir', state: 'pending' });
    const [refused] = overlayFieldEquipment([], [{ ...handOver, state: 'failed', error: 'Ekipman zaten sahada.' }], lookup) as Marked[];
    expect(refused!.offline).toMatchObject({ replacesStatus: true, state: 'failed' });
  });

  it('a queued hand-over shows who queued it as the issuer', () => {
    const [row] = overlayFieldEquipment([], [handOver], lookup) as Marked[];
    expect(row!.issued_by_user).toEqual({ first_name: 'Ayşe Nur', last_name: 'Demir' });
  });

  it("a queued fault report's status is the marker's alone (not 'Beklemede' twice)", () => {
    const [row] = overlayBrokenEquipment([], [fault], lookup) as Marked[];
    expect(row!.offline).toMatchObject({ replacesStatus: true, by: 'Ayşe Nur Demir' });
  });

  it('an entry from before names were recorded has no name, and the row still renders', () => {
    const [row] = overlayFieldEquipment([], [{ ...handOver, ownerName: undefined }], lookup) as Marked[];
    expect(row!.offline?.by).toBeUndefined();
    expect(row!.issued_by_user).toEqual({ first_name: '', last_name: '' });
  });
});
