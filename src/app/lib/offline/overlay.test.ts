// The field list under a waiting return: one entry may take back several hand-overs.
import { describe, expect, it } from 'vitest';
import { newEntry } from '../../../shared/outbox-replay';
import { overlayFieldEquipment, returnedRecordIds } from './overlay';

const lookup = () => undefined;
const rows = ['h1', 'h2', 'h3'].map((id) => ({ id, status: 'active' }));

describe('returns waiting in the outbox', () => {
  it('a batch return marks the row of every item it takes back, and only those', () => {
    const entry = newEntry({
      id: 'op-r',
      kind: 'return_equipment',
      method: 'POST',
      path: '/field-equipment/returns',
      body: { items: [{ id: 'h1', condition: 'intact' }, { id: 'h3', condition: 'damaged', note: 'Kırık' }], signature: 'x' },
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

  it('a return queued by the previous version (PUT without a body) still marks its row', () => {
    const entry = newEntry({ id: 'op-old', kind: 'return_equipment', method: 'PUT', path: '/field-equipment/h2/return', label: 'İade: SN-2 ← Ali' });
    expect(returnedRecordIds(entry)).toEqual(['h2']);
    const out = overlayFieldEquipment(rows, [entry], lookup) as Array<{ id: string; offline?: { entryId: string } }>;
    expect(out.find((r) => r.id === 'h2')?.offline?.entryId).toBe('op-old');
  });

  it('a hand-over waiting offline carries its expected return day', () => {
    const entry = newEntry({
      id: 'op-i',
      kind: 'issue_equipment',
      method: 'POST',
      path: '/field-equipment',
      body: { equipment_id: 'e9', worker_id: 'w1', due_date: '2026-12-01' },
      label: 'Teslim: SN-9 → Ali',
    });
    const out = overlayFieldEquipment(rows, [entry], lookup) as Array<{ id: string; due_date?: string | null }>;
    expect(out[0]).toMatchObject({ id: 'op-i', due_date: '2026-12-01' });
  });
});
