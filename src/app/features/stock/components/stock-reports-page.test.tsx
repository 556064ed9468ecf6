// 'Stok Raporları' (docs/stock.md): consumption grouped by worker, department or warehouse over the
// last 30 warehouse days by default, PPE issued, stock value now; the totals in lira; a period the
// wrong way round is said before anything is asked; a refusal is shown, not 'no records'.
import { useSearch } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, warehouseToday } from '@shared/local-day';
import type { ConsumptionRow, StockValueRow } from '@shared/stock-reports';
import { formatDay } from '@app/components/day-input';
import { fakeApi, refusal } from '../../../../../tests/helpers/fake-api';
import { fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { sid, STOCK_WAREHOUSE } from '../../../../../tests/helpers/stock-fixtures';
import { StockReportsPage, type StockReportsSearch } from './stock-reports-page';

const consumption = (n: number, group: string, cost: number): ConsumptionRow => ({
  group_id: sid(300 + n),
  group_name: group,
  department_name: 'Kaynak',
  item_id: sid(100 + n),
  item_name: 'İş Eldiveni',
  variant: null,
  kind: 'ppe',
  unit: 'çift',
  issued: 3,
  returned: 0,
  consumed: 3,
  cost,
});
const value = (n: number, name: string, total: number): StockValueRow => ({
  warehouse_id: sid(n),
  warehouse_name: name,
  items: 4,
  consumable: 0,
  ppe: total,
  spare_part: 0,
  value: total,
});

const server = fakeApi({
  'GET /stock/pickers': { warehouses: [STOCK_WAREHOUSE], workers: [], categories: [] },
  'GET /stock/reports/consumption': {
    from: '2026-11-01',
    to: '2026-11-30',
    by: 'worker',
    rows: [consumption(1, 'Ömer Ünal', 1250.5), consumption(2, 'Çağla Işık', 99.5)],
  },
  'GET /stock/reports/value': { rows: [value(1, 'Gebze Ana Depo', 15000), value(2, 'İzmir Çiğli', 2500.25)] },
});
const userEvent = typist();

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 1400);
});
afterEach(() => vi.restoreAllMocks());

function Route() {
  return <StockReportsPage search={useSearch({ strict: false }) as StockReportsSearch} />;
}
async function openPage(path = '/stock/reports', permissions = ['view_stock']) {
  server.signIn(permissions);
  return renderRoutedWithApp(<Route />, path);
}
const asked = (report: string) =>
  server.requests.filter((r) => r.path === `/stock/reports/${report}`).map((r) => Object.fromEntries(r.query));

describe('the stock reports', () => {
  it('shows the consumption per worker over the last 30 days, and the total cost in lira', async () => {
    await openPage();
    expect(await screen.findAllByTestId('stock-report-row')).toHaveLength(2);
    const today = warehouseToday();
    expect(asked('consumption')).toEqual([{ by: 'worker', from: addDays(today, -29), to: today }]);
    expect(screen.getByRole('textbox', { name: 'Başlangıç' })).toHaveValue(formatDay(addDays(today, -29)));
    expect(screen.getByText(/^2 satır/).closest('p')).toHaveTextContent('2 satır · Toplam maliyet: ₺1.350,00');
    expect(screen.getByRole('button', { name: 'Tüketim' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks again grouped by department and for one warehouse, as chosen', async () => {
    await openPage();
    await screen.findAllByTestId('stock-report-row');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Grupla' }), 'Departman');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Depo' }), STOCK_WAREHOUSE.name);
    await waitFor(() => expect(asked('consumption').at(-1)).toMatchObject({ by: 'department', warehouse_id: STOCK_WAREHOUSE.id }));
  });

  it('a period whose start is after its end is said, and nothing is asked', async () => {
    await openPage('/stock/reports?bas=2026-11-20&bit=2026-11-10');
    expect(await screen.findByRole('alert')).toHaveTextContent('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    expect(screen.queryByText('Bu dönemde kayıt yok')).not.toBeInTheDocument();
    expect(asked('consumption')).toEqual([]);
  });

  it('a typed period is asked as typed', async () => {
    await openPage();
    await screen.findAllByTestId('stock-report-row');
    await fill(userEvent, screen.getByRole('textbox', { name: 'Başlangıç' }), '01.10.2026');
    await fill(userEvent, screen.getByRole('textbox', { name: 'Bitiş' }), '31.10.2026');
    await waitFor(() => expect(asked('consumption').at(-1)).toEqual({ by: 'worker', from: '2026-10-01', to: '2026-10-31' }));
  });

  it('the stock value has no period: each warehouse and the total value now', async () => {
    await openPage('/stock/reports?rapor=value');
    expect(await screen.findAllByTestId('stock-report-row')).toHaveLength(2);
    expect(asked('value')).toEqual([{}]);
    expect(screen.queryByRole('textbox', { name: 'Başlangıç' })).not.toBeInTheDocument();
    expect(screen.getByText(/^2 satır/).closest('p')).toHaveTextContent('2 satır · Toplam değer: ₺17.500,25');
  });

  it('a refusal is shown, not as an empty period; an empty period says so', async () => {
    server.answer('GET /stock/reports/ppe', refusal(400, 'Rapor dönemi en fazla 366 gün olabilir.'));
    await openPage('/stock/reports?rapor=ppe');
    expect(await screen.findByRole('alert')).toHaveTextContent('Rapor dönemi en fazla 366 gün olabilir.');
    expect(screen.queryByText('Bu dönemde kayıt yok')).not.toBeInTheDocument();
    server.answer('GET /stock/reports/ppe', { from: '2026-11-01', to: '2026-11-30', rows: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Tüketim' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verilen KKD' }));
    expect(await screen.findByText('Bu dönemde kayıt yok')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links to the equipment reports and offers the CSV for who may export', async () => {
    await openPage('/stock/reports', ['view_stock', 'export_reports']);
    await screen.findAllByTestId('stock-report-row');
    expect(screen.getByRole('link', { name: 'Ekipman raporları: Raporlar' })).toHaveAttribute('href', '/reports');
    expect(screen.getByRole('button', { name: 'CSV İndir' })).toBeEnabled();
  });
});
