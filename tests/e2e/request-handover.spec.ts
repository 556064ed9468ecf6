// A request becomes a hand-over on a tablet (820 px, docs/planning.md "Requests"): a request from the
// field (made over the API, as the phone's form would send it) is approved in 'Gelen Talepler';
// its reservation is one tap from the hand-over form, which opens with the worker and the item
// waiting for its scan (a keyboard-wedge read here), and the hand-over that lands fulfils it.
import { expect, test } from '@playwright/test';
import type { FieldRequest } from '@shared/requests';
import type { Reservation } from '@shared/reservations';
import { addDays, warehouseToday } from '@shared/local-day';
import { apiOk, drawSignature, loginAsAdmin, openInApp, setUpStock, WITHOUT_SERVICE_WORKER } from './support';

test.use({ ...WITHOUT_SERVICE_WORKER, viewport: { width: 820, height: 1180 } });

test('a request approved in Gelen Talepler becomes a hand-over in one tap', async ({ page, request }) => {
  const data = await setUpStock(request, {
    signature: true,
    warehouse: { name: 'Ümraniye Deposu', location: 'İstanbul' },
    brand: 'Bosch',
    category: 'Kırıcı',
    items: [{ serial: 'KR-1', model: 'GSH 11' }],
    department: 'Saha',
    workers: [{ first_name: 'Deniz', last_name: 'Kurt', tcLead: '8', phone: '5321115566' }],
  });
  const [item, worker] = [data.items[0]!, data.workers[0]!];
  const site = `Ataşehir Şantiyesi ${data.sfx}`;
  const today = warehouseToday();
  const made = await apiOk<FieldRequest>(request, data.token, 'POST', '/requests', {
    warehouse_id: data.warehouse.id,
    worker_id: worker.id,
    site,
    start_day: today,
    end_day: addDays(today, 3),
    lines: [{ kind: 'item', serial_number: item.serial_number }],
  });

  await loginAsAdmin(page);
  await openInApp(page, '/incoming-requests');
  await page.getByTestId('request-row').filter({ hasText: site }).click();
  await page.getByRole('region', { name: 'Karar' }).getByRole('button', { name: 'Onayla' }).click();
  await expect(page.getByText('Talep onaylandı; rezervasyon yapıldı.')).toBeVisible();
  await expect(page.getByTestId('request-summary')).toContainText('Onaylandı');

  await page.getByTestId('request-summary').getByRole('link', { name: 'Teslim Et' }).click();
  await expect(page).toHaveURL(/\/field-equipment\/issue\?rezervasyon=/);
  // The item waits for its scan; a keyboard-wedge read (keys and Enter, nothing focused) confirms it.
  const waiting = page.getByTestId('awaiting-item').filter({ hasText: item.serial_number });
  await expect(waiting).toContainText('Tarama bekliyor');
  await expect(page.getByRole('region', { name: 'İmzalanan ekipmanlar (0)' })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type(item.serial_number, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'İmzalanan ekipmanlar (1)' })).toContainText(item.serial_number);
  await expect(page.getByText(new RegExp(`Deniz ${worker.last_name}`)).first()).toBeVisible();
  await page.getByRole('checkbox', { name: /Teslim şartlarını/ }).check();
  await drawSignature(page, 'Teslim Alan İmzası');
  await page.getByRole('button', { name: 'Teslim Et' }).click();
  await expect(page.getByText('1 ekipman başarıyla teslim edildi.')).toBeVisible();

  const decided = await apiOk<FieldRequest>(request, data.token, 'GET', `/requests/${made.id}`);
  const reservation = await apiOk<Reservation>(request, data.token, 'GET', `/reservations/${decided.reservation_id}`);
  expect(reservation.status).toBe('fulfilled');
});
