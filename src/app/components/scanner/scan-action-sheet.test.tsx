import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PermissionName } from '@shared/permissions';
import type { ScanResult } from '@app/lib/scanner/find-scanned';
import { renderInApp } from '../../../../tests/helpers/render-in-app';
import { textsOf } from '../../../../tests/helpers/texts';
import { ScanActionSheet } from './scan-action-sheet';

let permissions: PermissionName[] = [];
vi.mock('@app/lib/session', () => ({ useSession: () => ({ can: (p: PermissionName) => permissions.includes(p) }) }));

const item = {
  id: 'e1',
  serial_number: 'HND-26-000161',
  model: 'EM5500CXS',
  status: 'in_field',
  warehouse_id: 'w1',
  brand: { name: 'Honda' },
  category: { name: 'Jeneratör' },
  warehouse: { id: 'w1', name: 'Bursa Şantiye Deposu' },
};
const inField: ScanResult = {
  item,
  pending: false,
  handover: {
    id: 'h1',
    worker: { id: 'k1', first_name: 'Ahmet', last_name: 'Yılmaz' },
    issued_at: '2026-11-12T08:00:00Z',
    due_date: '2026-11-20',
  },
  openCountId: null,
};

async function sheet(result: ScanResult, camera = false) {
  await renderInApp(<ScanActionSheet result={result} camera={camera} onClose={() => {}} onScanAgain={() => {}} />);
  return screen.findByRole('dialog', { name: 'Honda EM5500CXS' });
}

describe('the action sheet after a scan', () => {
  it('Sahada: who holds it since when, the expected day and lateness, and İade Al to its hand-over', async () => {
    permissions = [
      'view_equipment',
      'view_field_equipment',
      'view_malfunctions',
      'create_malfunction',
      'view_transfers',
      'create_transfer',
    ];
    const dialog = await sheet(inField, true);
    expect(within(dialog).getByTestId('scan-holder')).toHaveTextContent("Ahmet Yılmaz'da, 12.11.2026'dan beri");
    expect(within(dialog).getByText('20 Kas 2026')).toBeInTheDocument();
    expect(within(dialog).getByText(/gün gecikti$/)).toBeInTheDocument();
    const links = within(dialog)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['İade Al', '/field-equipment?iade=h1&tara=1'],
      ['Arıza Bildir', '/broken-equipment?bildir=e1'],
      ['Detay', '/equipment/e1'],
    ]);
  });

  it('Müsait: Teslim Et first, then what the permissions allow; a count of its warehouse adds Sayıma ekle', async () => {
    permissions = ['view_equipment', 'view_field_equipment', 'manage_stocktake'];
    const dialog = await sheet({ ...inField, item: { ...item, status: 'available' }, handover: null, openCountId: 's1' });
    expect(within(dialog).queryByTestId('scan-holder')).not.toBeInTheDocument();
    expect(textsOf(within(dialog).getAllByRole('link'))).toEqual(['Teslim Et', 'Sayıma ekle', 'Detay']);
    expect(within(dialog).getByRole('link', { name: 'Sayıma ekle' })).toHaveAttribute('href', '/stocktakes/s1?serial=HND-26-000161');
  });

  it.each([
    {
      what: 'says so before Teslim Et, which the form lets go only with a reason',
      may: ['override_equipment_check'] as PermissionName[],
      notice: 'Teslim için gerekçe gerekir.',
      links: ['Teslim Et', 'Detay'],
    },
    {
      what: 'for a user who may not override: no Teslim Et (it would be refused after the signature), and what to do',
      may: [],
      notice:
        'Süresi dolmuş kontrolü olan ekipmanı teslim etme yetkiniz yok. Önce kontrolü yaptırıp kaydedin ya da teslimi bu yetkiye sahip birine bırakın.',
      links: ['Detay'],
    },
  ])('Müsait with a required check run out: $what', async ({ may, notice, links }) => {
    permissions = ['view_equipment', 'view_field_equipment', ...may];
    const checks = [{ name: 'Periyodik kontrol', due_on: '2026-10-12', checked_on: '2025-10-12', failed: false }];
    const dialog = await sheet({ ...inField, item: { ...item, status: 'available', check_due: checks }, handover: null });
    expect(within(dialog).getByTestId('scan-check-notice')).toHaveTextContent(
      `HND-26-000161 seri numaralı ekipmanın Periyodik kontrol süresi 12.10.2026'da doldu. ${notice}`,
    );
    expect(textsOf(within(dialog).getAllByRole('link'))).toEqual(links);
  });

  it('Sahada with a required check run out: nothing to hand over, nothing said about the check', async () => {
    permissions = ['view_equipment', 'view_field_equipment'];
    const checks = [{ name: 'Periyodik kontrol', due_on: '2026-10-12', checked_on: '2025-10-12', failed: false }];
    const held = await sheet({ ...inField, item: { ...item, check_due: checks } });
    expect(within(held).getByTestId('scan-holder')).toBeInTheDocument();
    expect(within(held).queryByTestId('scan-check-notice')).not.toBeInTheDocument();
  });

  it('says why nothing else is offered while work for the item waits on the device', async () => {
    permissions = ['view_equipment', 'view_field_equipment'];
    const dialog = await sheet({ ...inField, item: { ...item, status: 'available' }, handover: null, pending: true });
    expect(within(dialog).getByText('HND-26-000161 seri numaralı ekipman için bekleyen bir işlem var.')).toBeInTheDocument();
    expect(textsOf(within(dialog).getAllByRole('link'))).toEqual(['Detay']);
  });
});
