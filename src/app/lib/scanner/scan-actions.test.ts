import { describe, expect, it } from 'vitest';
import type { PermissionName } from '@shared/permissions';
import { scanActions } from './scan-actions';

const everything = () => true;
const only =
  (...names: PermissionName[]) =>
  (name: PermissionName) =>
    names.includes(name);
const ids = (list: ReturnType<typeof scanActions>) => list.map((a) => a.id);

describe('what a scan offers', () => {
  it('Müsait: hand over, transfer, report a fault, detail', () => {
    expect(ids(scanActions({ item: { id: 'e1', serial_number: 'SN-1', status: 'available' } }, everything))).toEqual([
      'issue',
      'transfer',
      'report_fault',
      'detail',
    ]);
  });

  it('Sahada: take back (with its hand-over), report a fault, detail; no hand-over or transfer', () => {
    const list = scanActions({ item: { id: 'e1', serial_number: 'SN-1', status: 'in_field' }, handoverId: 'h1' }, everything);
    expect(ids(list)).toEqual(['return', 'report_fault', 'detail']);
    expect(list[0]!.href).toBe('/field-equipment?iade=h1');
  });

  it('Arızalı in the field can still be taken back; Hurda and Transferde only show the detail', () => {
    expect(ids(scanActions({ item: { id: 'e1', serial_number: 'SN-1', status: 'broken' }, handoverId: 'h1' }, everything))).toEqual([
      'return',
      'detail',
    ]);
    expect(ids(scanActions({ item: { id: 'e1', serial_number: 'SN-1', status: 'scrapped' } }, everything))).toEqual(['detail']);
    expect(ids(scanActions({ item: { id: 'e1', serial_number: 'SN-1', status: 'in_transfer' } }, everything))).toEqual(['detail']);
  });

  it('offers the open count of the item’s warehouse to who counts, with the serial for the count screen', () => {
    const list = scanActions({ item: { id: 'e1', serial_number: 'SN 1', status: 'available' }, openCountId: 's1' }, everything);
    expect(list.find((a) => a.id === 'count')?.href).toBe('/stocktakes/s1?serial=SN%201');
    expect(
      ids(scanActions({ item: { id: 'e1', serial_number: 'SN-1', status: 'available' }, openCountId: 's1' }, only('view_equipment'))),
    ).toEqual(['detail']);
  });

  it('follows the permissions: a field user without transfers or faults sees hand-over and detail', () => {
    expect(
      ids(scanActions({ item: { id: 'e1', serial_number: 'SN-1', status: 'available' } }, only('view_equipment', 'view_field_equipment'))),
    ).toEqual(['issue', 'detail']);
  });

  it('keeps the camera on in the next form after a camera scan', () => {
    expect(scanActions({ item: { id: 'e1', serial_number: 'SN-1', status: 'available' }, camera: true }, everything)[0]!.href).toBe(
      '/field-equipment/issue?ekipman=e1&tara=1',
    );
  });

  it('offers nothing but the detail while work for the item waits in the outbox, and no detail on the detail page', () => {
    expect(ids(scanActions({ item: { id: 'e1', serial_number: 'SN-1', status: 'available' }, pending: true }, everything))).toEqual([
      'detail',
    ]);
    expect(ids(scanActions({ item: { id: 'e1', serial_number: 'SN-1', status: 'available' }, onDetailPage: true }, everything))).toEqual([
      'issue',
      'transfer',
      'report_fault',
    ]);
  });

  it('offers no hand-over of an item whose required check ran out to a user who may not override it', () => {
    const item = {
      id: 'e1',
      serial_number: 'SN-1',
      status: 'available',
      check_due: [{ name: 'Yıllık muayene', due_on: '2026-01-01', checked_on: '2025-01-01', failed: false }],
    };
    const fieldUser = only('view_equipment', 'view_field_equipment');
    expect(ids(scanActions({ item, today: '2026-06-01' }, fieldUser))).toEqual(['detail']);
    expect(
      ids(scanActions({ item, today: '2026-06-01' }, only('view_equipment', 'view_field_equipment', 'override_equipment_check'))),
    ).toEqual(['issue', 'detail']);
    expect(ids(scanActions({ item, today: '2025-06-01' }, fieldUser))).toEqual(['issue', 'detail']);
  });
});
