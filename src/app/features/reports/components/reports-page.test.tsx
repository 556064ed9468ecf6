import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RepairCostReport, UtilisationReport } from '@shared/charts';
import { warehouseToday } from '@shared/local-day';
import { captureDownloads, type Download } from '../../../../../tests/helpers/downloads';
import { answer, fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { textsOf } from '../../../../../tests/helpers/texts';
import { reportPath } from '../api/reports-api';
import { readReportsSearch, ReportsPage } from './reports-page';

const UTILISATION: UtilisationReport = {
  from: '2026-11-01',
  to: '2026-11-30',
  period_days: 30,
  categories: [
    { category_id: 'c1', category: 'Kırıcı Delici', items: 1200, days: 450, percent: 1.25 },
    { category_id: null, category: 'Kategorisiz', items: 3, days: 45, percent: 50 },
  ],
  items: Array.from({ length: 12 }, (_, i) => ({
    equipment_id: `e${i}`,
    serial_number: `SN-${i}`,
    brand: 'Hilti',
    model: 'TE 3000-AVR',
    category: 'Kırıcı Delici',
    days: 30 - i - 0.25,
    handovers: 1,
    percent: 90,
  })),
  items_total: 1234,
};
const COSTS: RepairCostReport = {
  from: '2026-09-01',
  to: '2026-11-30',
  months: ['2026-09', '2026-10', '2026-11'],
  rows: [
    { category_id: 'c1', category: 'Kırıcı Delici', month: '2026-09', cost: 1250.5, reports: 1 },
    { category_id: 'c2', category: 'Jeneratör', month: '2026-09', cost: 10000, reports: 2 },
    { category_id: 'c1', category: 'Kırıcı Delici', month: '2026-11', cost: 99.99, reports: 1 },
  ],
};

const server = fakeApi({ 'GET /reports/utilisation': UTILISATION, 'GET /reports/repair-costs': COSTS });
const userEvent = typist();
let downloads: Download[];
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => vi.restoreAllMocks());

async function openPage(path = '/reports', permissions = ['export_reports']) {
  server.signIn(permissions);
  return renderRoutedWithApp(<ReportsPage />, path);
}

/** Presses the CSV button `name` while the server answers `csv`: the one file saved and what the export was asked. */
async function downloadCsv(name: string, csv: string) {
  server.answer('GET /reports/utilisation/export', answer(200, csv, 'text/csv'));
  await openPage();
  await userEvent.click(await screen.findByRole('button', { name }));
  await waitFor(() => expect(downloads).toHaveLength(1));
  return { file: downloads[0]!, query: server.requests.find((r) => r.path === '/reports/utilisation/export')?.query };
}

describe('the reports page', () => {
  it('opens on utilisation for the server’s period, in Turkish days and percents', async () => {
    await openPage();
    expect(await screen.findByText('1 Kas 2026 – 30 Kas 2026 · 30 gün')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kullanım' })).toHaveAttribute('aria-pressed', 'true');
    const categories = screen.getByTestId('chart-utilisation-category-table');
    expect(within(categories).getByRole('rowheader', { name: 'Kırıcı Delici (1.200 ekipman)' }).closest('tr')).toHaveTextContent('%1,3');
    expect(within(categories).getByRole('rowheader', { name: 'Kategorisiz (3 ekipman)' }).closest('tr')).toHaveTextContent('%50');
    // No period asked: the server's (the last 30 days).
    expect(server.requests.find((r) => r.path === '/reports/utilisation')?.query.toString()).toBe('');
  });

  it('draws the ten most used items and says how many there are in all', async () => {
    await openPage();
    const items = await screen.findByTestId('chart-utilisation-items-table');
    expect(screen.getByRole('figure', { name: 'En çok sahada kalan ekipmanlar (ilk 10, toplam 1.234)' })).toContainElement(items);
    const rows = within(items).getAllByRole('rowheader');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Hilti TE 3000-AVR · SN-0');
    expect(rows[0]!.closest('tr')).toHaveTextContent('29,8');
  });

  it('reads the period from the address and asks the server for it', async () => {
    await openPage('/reports?bas=2026-10-01&bit=2026-10-31');
    await screen.findByText(/1 Kas 2026 – 30 Kas 2026/);
    expect(server.requests.find((r) => r.path === '/reports/utilisation')?.query.toString()).toBe('from=2026-10-01&to=2026-10-31');
    expect(screen.getByLabelText('Başlangıç')).toHaveValue('01.10.2026');
    expect(screen.getByLabelText('Bitiş')).toHaveValue('31.10.2026');
  });

  it('asks again when a day is typed, and puts it in the address', async () => {
    const { router } = await openPage();
    await screen.findByTestId('chart-utilisation-items-table');
    await fill(userEvent, screen.getByLabelText('Başlangıç'), '15.11.2026');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ bas: '2026-11-15' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.path === '/reports/utilisation' && r.query.get('from') === '2026-11-15')).toBe(true),
    );
  });

  it('switches to repair costs: one column per category, months in Turkish, the total in lira', async () => {
    const { router } = await openPage();
    await screen.findByTestId('chart-utilisation-items-table');
    await userEvent.click(screen.getByRole('button', { name: 'Tamir Maliyeti' }));
    expect(await screen.findByText('1 Eyl 2026 – 30 Kas 2026 · Toplam ₺11.350,49')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ rapor: 'repair-costs' });
    const table = screen.getByTestId('chart-repair-costs-table');
    expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual(['Ay', 'Kırıcı Delici', 'Jeneratör', 'Toplam']);
    const september = within(table).getByRole('rowheader', { name: 'Eyl 2026' }).closest('tr')!;
    expect(september).toHaveTextContent('₺1.250,50₺10.000,00₺11.250,50');
    // A month without a repair has zero, not a gap.
    expect(within(table).getByRole('rowheader', { name: 'Eki 2026' }).closest('tr')).toHaveTextContent('₺0,00₺0,00₺0,00');
  });

  it('shows the server’s refusal of a period as it words it', async () => {
    server.answer('GET /reports/utilisation', refusal(400, 'Başlangıç bitişten sonra olamaz.'));
    await openPage('/reports?bas=2026-12-01&bit=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Başlangıç bitişten sonra olamaz.');
    expect(screen.queryByTestId('chart-utilisation-items')).toBeNull();
  });

  it('without an answer says to try again, not that the period is wrong', async () => {
    server.answer('GET /reports/utilisation', noAnswer);
    await openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Rapor şu anda alınamadı. Bağlantınızı kontrol edip tekrar deneyin.');
  });

  it('downloads the server’s CSV of the period, named for the report and the day', async () => {
    const { file, query } = await downloadCsv('Kategoriler CSV', 'Kategori;Ekipman sayısı\r\nKırıcı Delici;1200\r\n');
    expect(file.name).toBe(`kullanim-kategori-${warehouseToday()}.csv`);
    expect(await file.text).toBe('\ufeffKategori;Ekipman sayısı\r\nKırıcı Delici;1200\r\n');
    expect(query?.toString()).toBe('from=2026-11-01&to=2026-11-30');
  });

  it('asks the items’ CSV by item', async () => {
    const { file, query } = await downloadCsv('Ekipmanlar CSV', 'x');
    expect(file.name).toBe(`kullanim-ekipman-${warehouseToday()}.csv`);
    expect(query?.get('by')).toBe('item');
  });

  it('offers no CSV to whoever may not export, and links stock reports only to whoever sees stock', async () => {
    await openPage('/reports', ['view_stock']);
    await screen.findByTestId('chart-utilisation-items-table');
    expect(screen.queryByRole('button', { name: 'Kategoriler CSV' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Stok tüketimi ve değeri: Stok Raporları' })).toHaveAttribute('href', '/stock/reports');
  });
});

describe('the reports’ address', () => {
  it('keeps a known report and real days only', () => {
    expect(readReportsSearch({ rapor: 'repair-costs', bas: '2024-02-29', bit: '2026-12-31' })).toEqual({
      rapor: 'repair-costs',
      bas: '2024-02-29',
      bit: '2026-12-31',
    });
    expect(readReportsSearch({ rapor: 'stock', bas: '2026-02-29', bit: '2026-13-01' })).toEqual({});
    expect(readReportsSearch({ rapor: ['utilisation'], bas: 20261101, bit: '\u0000' })).toEqual({});
    expect(readReportsSearch({ bas: '+275760-09-13', bit: '2026-11-01T00:00:00Z' })).toEqual({});
  });

  it('leaves a day not given to the server', () => {
    expect(reportPath('utilisation', undefined, undefined)).toBe('/reports/utilisation');
    expect(reportPath('repair-costs', '2026-01-01', undefined, '/export')).toBe('/reports/repair-costs/export?from=2026-01-01');
    expect(reportPath('utilisation', '', '2026-01-31')).toBe('/reports/utilisation?to=2026-01-31');
  });
});
