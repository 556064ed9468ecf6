import { describe, expect, it } from 'vitest';
import { STOCKTAKE_OUTCOMES, type SettleAction, type StocktakeOutcome } from '@shared/schemas/stocktake';
import { SERIAL_MAX } from '@shared/read-sources';
import { resultRow } from '../../../../../tests/helpers/stocktake-fixtures';
import type { Settlement } from '../api/types';
import { countSearch } from './count-search';
import { ACTION_BUTTONS, rowActions, sectionActions } from './result-actions';
import { groupRows, SECTION_ORDER, settlementsBySerial } from './result-groups';

const settled = (serial: string, action: SettleAction, id = `${serial}-${action}`): Settlement => ({
  id,
  serial_number: serial,
  action,
  note: action === 'transfer' ? null : 'Açıklama',
  transfer_id: action === 'transfer' ? 't1' : null,
  fault_id: action === 'fault' ? 'f1' : null,
  created_at: '2026-11-20T12:00:00.000Z',
  created_by_user: { id: 'u1', first_name: 'Ali', last_name: 'Kaya' },
});

describe('what may be done about a result row', () => {
  it('offers a transfer only for an item found here but registered elsewhere', () => {
    const withTransfer = STOCKTAKE_OUTCOMES.filter((o) => sectionActions(o).includes('transfer'));
    expect(withTransfer).toEqual(['elsewhere']);
  });

  it('offers a note for every outcome, and a fault only for items that are here', () => {
    for (const outcome of STOCKTAKE_OUTCOMES) expect(sectionActions(outcome)).toContain('note');
    expect(STOCKTAKE_OUTCOMES.filter((o) => sectionActions(o).includes('fault'))).toEqual(['found', 'elsewhere', 'out_of_scope']);
  });

  it('no longer offers a transfer or a fault once done, but always another note', () => {
    const r = resultRow('SUB-1', 'elsewhere');
    expect(rowActions(r, [], false)).toEqual(['transfer', 'fault', 'note']);
    expect(rowActions(r, [settled('SUB-1', 'transfer')], false)).toEqual(['fault', 'note']);
    expect(rowActions(r, [settled('SUB-1', 'transfer'), settled('SUB-1', 'fault')], false)).toEqual(['note']);
    expect(rowActions(r, [settled('SUB-1', 'note'), settled('SUB-1', 'note', 'n2')], false)).toEqual(['transfer', 'fault', 'note']);
  });

  it('offers nothing while a read that came after the close waits for a decision', () => {
    expect(rowActions(resultRow('SUB-1', 'elsewhere'), [], true)).toEqual([]);
    expect(rowActions(resultRow('EKS-1', 'missing'), [], true)).toEqual([]);
  });

  it('names each action in Turkish', () => {
    expect(ACTION_BUTTONS).toEqual({ transfer: 'Bu Depoya Transfer Başlat', fault: 'Arıza Bildir', note: 'Not Ekle' });
  });
});

describe('the result’s sections', () => {
  it('puts the differences first and the found items last', () => {
    expect(SECTION_ORDER[0]).toBe('missing');
    expect(SECTION_ORDER.at(-1)).toBe('found');
    expect([...SECTION_ORDER].sort()).toEqual([...STOCKTAKE_OUTCOMES].sort());
  });

  it('groups rows by outcome keeping their order, with an empty group for each outcome without rows', () => {
    const groups = groupRows([resultRow('A', 'found'), resultRow('B', 'missing'), resultRow('C', 'found'), resultRow('D', 'unknown')]);
    expect([...groups.keys()]).toEqual([...SECTION_ORDER]);
    expect(groups.get('found')!.map((r) => r.serial_number)).toEqual(['A', 'C']);
    expect(groups.get('missing')!.map((r) => r.serial_number)).toEqual(['B']);
    expect(groups.get('elsewhere')).toEqual([]);
  });

  it('drops a row of an outcome it does not know rather than failing', () => {
    const strange = { ...resultRow('X', 'found'), outcome: 'lost' as StocktakeOutcome };
    const groups = groupRows([strange]);
    expect([...groups.values()].flat()).toEqual([]);
  });

  it('gathers the settlements of each serial in the order they were made', () => {
    const bySerial = settlementsBySerial([settled('A', 'note', 'n1'), settled('B', 'fault'), settled('A', 'transfer')]);
    expect(bySerial.get('A')!.map((s) => s.id)).toEqual(['n1', 'A-transfer']);
    expect(bySerial.get('B')!.map((s) => s.action)).toEqual(['fault']);
    expect(bySerial.has('C')).toBe(false);
  });
});

describe('a serial handed to the count screen in its address', () => {
  it('takes a serial, trimmed, with the way it was read when that is known', () => {
    expect(countSearch({ serial: '  SN-ĞÜŞ-1 ', source: 'wedge' })).toEqual({ serial: 'SN-ĞÜŞ-1', source: 'wedge' });
    expect(countSearch({ serial: 'SN-1', source: 'telepathy' })).toEqual({ serial: 'SN-1' });
    expect(countSearch({ serial: 'SN-1' })).toEqual({ serial: 'SN-1' });
  });

  it('reads a serial the router parsed as a number back as text', () => {
    expect(countSearch({ serial: 123456 })).toEqual({ serial: '123456' });
  });

  it('ignores an empty, missing, too long or non-text serial', () => {
    expect(countSearch({})).toEqual({});
    expect(countSearch({ serial: '   ' })).toEqual({});
    expect(countSearch({ serial: 'A'.repeat(SERIAL_MAX + 1) })).toEqual({});
    expect(countSearch({ serial: 'A'.repeat(SERIAL_MAX) })).toEqual({ serial: 'A'.repeat(SERIAL_MAX) });
    expect(countSearch({ serial: ['SN-1'] })).toEqual({});
    expect(countSearch({ serial: { toString: () => 'SN-1' } })).toEqual({});
    expect(countSearch({ serial: null, source: 'camera' })).toEqual({});
  });
});
