// Equipment care end to end (docs/equipment-care.md), on a phone (390 px) and a tablet (820 px):
// an item whose periodic inspection ran out today is refused on the issue form from the device's
// copy, offline too, with the day in the reason; the override's written reason lets it go, waits
// in the outbox, lands exactly once and is printed on the document. The item and the dashboard
// show the check's state.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addMonths, warehouseToday } from '@shared/local-day';
import {
  apiOk,
  chooseWorker,
  drawSignature,
  loginAsAdmin,
  outboxEntries,
  pickItem,
  replayOutbox,
  setUpStock,
  waitForServiceWorker,
  type Item,
  type Row,
} from './support';

interface FieldRow extends Row {
  equipment_id: string;
  check_override_reason: string | null;
}

async function setUp(request: APIRequestContext) {
  const { workers, ...data } = await setUpStock(request, {
    signature: true,
    warehouse: { name: 'Kule Vinç Deposu', location: 'Kocaeli' },
    brand: 'Liebherr',
    category: 'Kaldırma Ekipmanı',
    items: [
      { serial: 'PK-A', model: 'Zincirli Vinç' },
      { serial: 'PK-B', model: 'Caraskal' },
    ],
    department: 'Montaj',
    workers: [{ first_name: 'Selim', last_name: 'Aydın', tcLead: '4', phone: '5321119900' }],
  });
  const schedule = await apiOk<Row>(request, data.token, 'POST', '/check-schedules', {
    category_id: data.category.id,
    name: 'Periyodik kontrol',
    interval_months: 12,
  });
  const [expired, valid] = data.items as [Item, Item];
  const today = warehouseToday();
  const record = (item: Item, checkedOn: string) =>
    apiOk(request, data.token, 'POST', '/equipment-checks', {
      equipment_id: item.id,
      check_id: schedule.id,
      checked_on: checkedOn,
      performed_by: 'Marmara Muayene Ltd.',
      result: 'passed',
      certificate_no: 'MM-2025-77',
    });
  await record(expired, addMonths(today, -12));
  await record(valid, today);
  return { ...data, worker: workers[0]!, expired, valid, today };
}

const dotted = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

for (const width of [390, 820]) {
  test(`${width} px: a hand-over of an item whose inspection ran out is refused offline, and goes with a written reason exactly once`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 1180 });
    const data = await setUp(request);

    await loginAsAdmin(page);
    await waitForServiceWorker(page);
    // The item shows its check: run out today.
    await page.goto(`/equipment/${data.expired.id}`);
    const required = page.getByTestId('required-check');
    await expect(required).toContainText('Periyodik kontrol');
    await expect(required).toContainText('Süresi doldu');
    await expect(page.getByRole('cell', { name: 'Marmara Muayene Ltd.' })).toBeVisible();
    // The dashboard counts it.
    await page.goto('/');
    await expect(page.getByTestId('checks-due')).toContainText(data.expired.serial_number);

    // The mirror holds both items; then the network goes away.
    await page.goto('/field-equipment/issue');
    await page.getByRole('combobox', { name: 'Depo', exact: true }).selectOption({ label: data.warehouse.name });
    await expect(
      page
        .getByText(data.expired.serial_number)
        .or(page.getByRole('button', { name: /^Listeden Seç/ }))
        .first(),
    ).toBeVisible();
    await context.setOffline(true);
    expect(
      await page.evaluate(() =>
        fetch('/api/health').then(
          () => 'ok',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toContainText('Çevrimdışı');

    await page.getByRole('combobox', { name: 'Depo', exact: true }).selectOption({ label: data.warehouse.name });
    await pickItem(page, data.expired.serial_number);
    const refusal = page.getByRole('alert').filter({ hasText: 'Teslim edilemez' });
    await expect(refusal).toContainText(
      `${data.expired.serial_number} seri numaralı ekipmanın Periyodik kontrol süresi ${dotted(data.today)}'`,
    );
    await expect(refusal).toContainText('doldu.');
    await chooseWorker(page, data.worker.last_name);
    await page.getByRole('checkbox', { name: /Teslim şartlarını/ }).check();
    await drawSignature(page, 'Teslim Alan İmzası');

    // Without a reason nothing is sent or queued.
    await page.getByRole('button', { name: 'Teslim Et' }).click();
    await expect(refusal).toContainText('Teslim için gerekçe yazın');
    const queuedCount = async () => (await outboxEntries(page)).length;
    expect(await queuedCount()).toBe(0);

    // With the reason it waits in the outbox.
    const reason = 'Acil vinç montajı; muayene firması yarın sahada.';
    await refusal.getByRole('textbox', { name: /Teslim gerekçesi/ }).fill(reason);
    await page.getByRole('button', { name: 'Teslim Et' }).click();
    await expect(page.getByText('Çevrimdışı: işlem kuyruğa alındı, bağlantı gelince gönderilecek.').first()).toBeVisible();
    expect(await queuedCount()).toBe(1);

    // Back online: it lands once, with its reason.
    await context.setOffline(false);
    for (let i = 0; i < 2; i += 1) {
      await replayOutbox(page);
    }
    await expect.poll(queuedCount, { timeout: 20_000 }).toBe(0);
    const field = await apiOk<FieldRow[]>(request, data.token, 'GET', '/field-equipment');
    const landed = field.filter((r) => r.equipment_id === data.expired.id);
    expect(landed).toHaveLength(1);
    expect(landed[0]!.check_override_reason).toBe(reason);

    // The document carries the reason.
    await page.goto(`/field-equipment/${landed[0]!.id}`);
    await expect(page.getByTestId('check-override')).toContainText(reason);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('print-document').getByTestId('print-check-override')).toContainText(reason);
  });
}
