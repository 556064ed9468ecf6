// The dashboard's charts on a phone (390 px, docs/reports.md), for a user kept to one warehouse of
// this test's own (so no other test's rows move the figures): drawn once scrolled to, their tables
// hold exactly the numbers the API gives that user, nothing runs wider than the screen, and
// 'Raporlar' opens from them with its own chart and table.
import { expect, test } from '@playwright/test';
import { formatMonth, type DashboardCharts } from '@shared/charts';
import { formatCurrency } from '@shared/format';
import { apiLogin, apiOk, setUpStock, signIn, tcNo, WITHOUT_SERVICE_WORKER, type Row } from './support';

test.use({ ...WITHOUT_SERVICE_WORKER, viewport: { width: 390, height: 844 } });

const count = (n: number) => n.toLocaleString('tr-TR');

test('the dashboard charts show the API counts at 390 px', async ({ page, request }) => {
  const { sfx, token, warehouse } = await setUpStock(request, {
    warehouse: { name: 'Grafik Deposu', location: 'Eskişehir' },
    brand: 'Makita',
    category: 'Matkap',
    items: [
      { serial: 'GR-1', model: 'HR2470' },
      { serial: 'GR-2', model: 'HR2470' },
    ],
  });
  const permissions = await apiOk<Array<{ id: string; name: string }>>(request, token, 'GET', '/permissions');
  const role = await apiOk<Row>(request, token, 'POST', '/roles', {
    name: `Raporcu ${sfx}`,
    permissionIds: permissions.filter((p) => ['view_dashboard', 'export_reports'].includes(p.name)).map((p) => p.id),
  });
  const manager = { email: `grafik-${sfx}@depo.local`, password: 'grafik-sifre-123' };
  const user = await apiOk<Row>(request, token, 'POST', '/users', {
    first_name: 'Deniz',
    last_name: 'Kaya',
    tc_no: tcNo('3'),
    email: manager.email,
    phone: '5337778899',
    role_id: role.id,
    password: manager.password,
  });
  await apiOk(request, token, 'PUT', `/users/${user.id}/warehouses`, { warehouseIds: [warehouse.id] });
  const expected = await apiOk<DashboardCharts>(
    request,
    await apiLogin(request, manager.email, manager.password),
    'GET',
    '/dashboard/charts',
  );
  expect(expected.stock_by_warehouse).toEqual([expect.objectContaining({ warehouse_id: warehouse.id })]);
  expect(expected.stock_by_warehouse[0]!.counts.available).toBe(2);

  await signIn(page, manager.email, manager.password);
  await expect(page.getByRole('heading', { name: 'Gösterge Paneli' })).toBeVisible();
  await expect(page.getByText('Gösterge paneli yükleniyor…')).toHaveCount(0);
  // The charts' code is fetched only when their place comes near the view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const charts = page.getByTestId('dashboard-charts');
  await expect(charts.getByTestId('chart-stock')).toBeVisible();
  // Each chart's numbers as a table under 'Tabloyu göster'.
  const opens = charts.getByText('Tabloyu göster');
  await expect(opens).toHaveCount(4);
  for (const open of await opens.all()) await open.click();

  const stock = charts.getByTestId('chart-stock-table');
  await expect(stock.getByRole('rowheader')).toHaveText([warehouse.name]);
  await expect(stock.locator('[data-series="available"]')).toHaveText(count(expected.stock_by_warehouse[0]!.counts.available));
  await expect(stock.locator('[data-series="in_field"]')).toHaveText(count(expected.stock_by_warehouse[0]!.counts.in_field));
  const overdue = [expected.overdue_by_age.d1_7, expected.overdue_by_age.d8_30, expected.overdue_by_age.over_30];
  await expect(charts.getByTestId('chart-overdue-table').locator('td')).toHaveText(overdue.map(count));
  const costs = charts.getByTestId('chart-repair-cost-table');
  await expect(costs.getByRole('rowheader')).toHaveText(expected.repair_cost_by_month.map((m) => formatMonth(m.month)));
  await expect(costs.locator('td')).toHaveText(expected.repair_cost_by_month.map((m) => formatCurrency(m.cost)));
  await expect(charts.getByTestId('chart-checks-table').locator('td')).toHaveText(
    [expected.checks.overdue, expected.checks.due_soon].map(count),
  );

  // Nothing is wider than the phone, tables open.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await charts.getByRole('link', { name: 'Raporlar' }).click();
  await expect(page.getByRole('heading', { name: 'Raporlar' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Kategorilere göre kullanım/ })).toBeVisible();
  await expect(page.getByTestId('chart-utilisation-category-table').getByRole('rowheader')).toHaveText([/^Matkap/]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
