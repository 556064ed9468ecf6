// A hand-over with a condition photo on a phone at 390 px (docs/equipment-care.md "Photos"): the
// photo is taken with 'Fotoğraf Çek' (a camera file put in the capture input), reduced on the
// device, queued offline with the hand-over, sent exactly once after reconnecting, and shown on the
// hand-over's page and its printed paper ('Durum Fotoğrafları').
import { expect, test } from '@playwright/test';
import {
  apiOk,
  chooseWorker,
  drawSignature,
  loginAsAdmin,
  outboxEntries,
  pickItem,
  replayOutbox,
  saveWidths,
  setUpStock,
  waitForServiceWorker,
} from './support';

interface FieldRow {
  id: string;
  equipment_id: string;
}

test('a hand-over with a camera photo waits offline, lands once and shows the photo on its page and paper', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const data = await setUpStock(request, {
    signature: true,
    warehouse: { name: 'Foto Teslim Deposu', location: 'İzmir' },
    brand: 'Makita',
    category: 'Kırıcı',
    items: [{ serial: 'HF', model: 'HM1214C' }],
    department: 'Saha',
    workers: [{ first_name: 'Murat', last_name: 'Kaya', tcLead: '5', phone: '5321119911' }],
  });
  const item = data.items[0]!;
  await loginAsAdmin(page);
  // About offline work: the service worker keeps the app's screens when the network goes away.
  await waitForServiceWorker(page);
  await page.goto('/field-equipment/issue');
  await page.getByRole('combobox', { name: 'Depo', exact: true }).selectOption({ label: data.warehouse.name });
  await pickItem(page, item.serial_number);

  // A camera's photo: 3000×2250, larger than the device keeps.
  const camera = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2250;
    const context2d = canvas.getContext('2d')!;
    const gradient = context2d.createLinearGradient(0, 0, 3000, 2250);
    gradient.addColorStop(0, '#c2410c');
    gradient.addColorStop(1, '#1d4ed8');
    context2d.fillStyle = gradient;
    context2d.fillRect(0, 0, 3000, 2250);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  const photos = page.getByTestId('handover-photos');
  await photos
    .getByLabel('Fotoğraf Çek')
    .setInputFiles({ name: 'IMG_0101.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(camera, 'base64') });
  await expect(photos.getByTestId('picked-photo')).toHaveCount(1);

  await chooseWorker(page, 'Kaya');
  await page.getByRole('checkbox', { name: /Teslim şartlarını/ }).check();
  await drawSignature(page, 'Teslim Alan İmzası');

  // The network goes away: the hand-over waits in the outbox with its photo, reduced.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Teslim Et' }).click();
  await expect(page.getByText('Çevrimdışı: işlem kuyruğa alındı, bağlantı gelince gönderilecek.').first()).toBeVisible();
  const queued = await outboxEntries(page);
  expect(queued).toHaveLength(1);
  const sent = (queued[0]!.body as { photos?: string[] }).photos ?? [];
  expect(sent).toHaveLength(1);
  expect(sent[0]!.startsWith('data:image/jpeg;base64,')).toBe(true);
  expect(Buffer.from(sent[0]!.slice(sent[0]!.indexOf(',') + 1), 'base64').length).toBeLessThanOrEqual(300 * 1024);

  // Back online: it lands once, with its photo.
  await context.setOffline(false);
  for (let i = 0; i < 2; i += 1) await replayOutbox(page);
  await expect.poll(async () => (await outboxEntries(page)).length, { timeout: 20_000 }).toBe(0);
  const landed = (await apiOk<FieldRow[]>(request, data.token, 'GET', '/field-equipment')).filter((r) => r.equipment_id === item.id);
  expect(landed).toHaveLength(1);
  const detail = await apiOk<{ batch_items: Array<{ id: string; photos: Array<{ width: number; height: number }> }> }>(
    request,
    data.token,
    'GET',
    `/field-equipment/${landed[0]!.id}`,
  );
  expect(detail.batch_items[0]!.photos.map((p) => [p.width, p.height])).toEqual([[1600, 1200]]);

  await page.goto(`/field-equipment/${landed[0]!.id}`);
  await expect(page.getByTestId('handover-photos-shown').getByTestId('photo-thumb').getByRole('img')).toBeVisible();
  await saveWidths(page, 'handover-photos');
  await page.emulateMedia({ media: 'print' });
  const paper = page.getByTestId('print-document').getByTestId('paper-photos');
  await expect(paper.getByRole('img')).toHaveCount(1);
  await expect(page.getByTestId('print-document')).toContainText(`Durum Fotoğrafları — ${item.serial_number}`);
});
