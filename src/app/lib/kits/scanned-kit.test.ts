// What the sheet offers after a kit's code is scanned (docs/scan-first.md, docs/planning.md "Kits").
import { describe, expect, it } from 'vitest';
import type { PermissionName } from '@shared/permissions';
import { sampleKit } from '../../../../tests/helpers/kit-fixture';
import { kitScanActions, type ScannedKit } from './scanned-kit';

const scanned = (stops: Partial<Pick<ScannedKit, 'issueStop' | 'transferStop'>> = {}): ScannedKit => ({
  kit: sampleKit(),

  members: [],
  issueStop: null,
  transferStop: null,
  ...stops,
});
const all = () => true;
const only =
  (...names: PermissionName[]) =>
  (p: PermissionName) =>
    names.includes(p);

describe('a kit scanned from Tara', () => {
  it('offers its hand-over and transfer with the kit filled in, and its page', () => {
    expect(kitScanActions(scanned(), all, true).map((a) => [a.label, a.href])).toEqual([
      ['Teslim Et', '/field-equipment/issue?set=k1&tara=1'],
      ['Transfer', '/transfers?yeni=1&set=k1'],
      ['Seti Aç', '/kits/k1'],
    ]);
  });

  it('leaves out a move a member stops, and what the user may not do', () => {
    const stopped = scanned({ issueStop: 'Nivo Seti (SET-00007) seti eklenemedi: SN-2 …' });
    expect(kitScanActions(stopped, all).map((a) => a.id)).toEqual(['transfer', 'detail']);
    expect(kitScanActions(scanned(), only('view_kits')).map((a) => a.id)).toEqual(['detail']);
    expect(kitScanActions(scanned({ transferStop: 'x' }), only('view_field_equipment', 'view_transfers', 'create_transfer'))).toEqual([
      { id: 'issue', label: 'Teslim Et', href: '/field-equipment/issue?set=k1' },
    ]);
  });
});
