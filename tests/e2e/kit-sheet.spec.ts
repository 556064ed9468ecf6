// A kit's code from the dashboard's 'Tara' on a phone (issue 46 point 1, docs/planning.md "A kit
// scanned from 'Tara'"): the kit's sheet names the kit and each member's state, says which member
// stops the hand-over instead of offering it, and opens the kit's page.
import { expect, test } from '@playwright/test';
import { apiOk, loginAsAdmin, PNG_SIGNATURE, type Row, saveWidths, setUpStock, WITHOUT_SERVICE_WORKER } from './support';

test.use({ ...WITHOUT_SERVICE_WORKER, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("a kit's code typed in 'Tara' opens its sheet: members' state, the member that stops it, its page", async ({ page, request }) => {
  const stock = await setUpStock(request, {
    signature: true,
    warehouse: { name: 'Set Sayfası Deposu', location: 'İzmir' },
    brand: 'Leica',
    category: 'Ölçüm',
    items: [
      { serial: 'TS-NIVO', model: 'NA720' },
      { serial: 'TS-SEHPA', model: 'GST05' },
    ],
    department: 'Ölçüm Ekibi',
    workers: [{ first_name: 'Kemal', last_name: 'Sayar', tcLead: '6', phone: '5321112244' }],
  });
  const [nivo, sehpa] = stock.items as [(typeof stock.items)[0], (typeof stock.items)[0]];
  const kit = await apiOk<Row & { code: string }>(request, stock.token, 'POST', '/kits', {
    warehouse_id: stock.warehouse.id,
    name: `Nivo Seti ${stock.sfx}`,
    equipment_ids: [nivo.id, sehpa.id],
  });
  await apiOk(request, stock.token, 'POST', '/field-equipment', {
    equipment_id: sehpa.id,
    worker_id: stock.workers[0]!.id,
    signature: PNG_SIGNATURE,
  });

  await loginAsAdmin(page);
  await page.getByRole('navigation', { name: 'Hızlı işlemler' }).getByRole('button', { name: 'Tara' }).click();
  await page.getByLabel('Seri numarasını elle girin').fill(kit.code.toLowerCase());
  await page.getByLabel('Seri numarasını elle girin').press('Enter');

  const sheet = page.getByTestId('kit-action-sheet');
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('dialog').filter({ has: sheet })).toContainText(`Nivo Seti ${stock.sfx} (${kit.code})`);
  const members = sheet.getByRole('list', { name: `${kit.code} üyeleri` }).getByRole('listitem');
  await expect(members.filter({ hasText: nivo.serial_number })).toContainText('Müsait');
  await expect(members.filter({ hasText: sehpa.serial_number })).toContainText('Sahada');
  await expect(sheet.getByTestId('kit-stop')).toContainText(`${kit.code}) seti eklenemedi: ${sehpa.serial_number}`);
  await expect(sheet.getByRole('link', { name: 'Teslim Et' })).toHaveCount(0);
  await saveWidths(page, 'kit-sheet');

  await sheet.getByRole('link', { name: 'Seti Aç' }).click();
  await expect(page).toHaveURL(new RegExp(`/kits/${kit.id}$`));
});
