// Reminders in the browser: a fault assigned to a user lights the bell with its unread count, the
// list leads to the record and marks it read, the list reads offline from the device's copy, and a
// push delivered to the service worker is shown as a notification.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiOk, expectNoSeriousA11yViolations, setUpStock, signIn, tcNo, waitForServiceWorker, type Row } from './support';

async function repairerWithFault(request: APIRequestContext) {
  const { token, sfx, warehouse, items } = await setUpStock(request, {
    warehouse: { name: 'Bildirim Deposu', location: 'Ankara' },
    brand: 'Makita',
    category: 'Matkap',
    items: [{ serial: 'BLD', model: 'HR2470' }],
  });
  const permissions = await apiOk<Array<{ id: string; name: string }>>(request, token, 'GET', '/permissions');
  const wanted = ['view_malfunctions', 'resolve_malfunction', 'view_dashboard'];
  const role = await apiOk<Row>(request, token, 'POST', '/roles', {
    name: `Tamir Sorumlusu ${sfx}`,
    permissionIds: permissions.filter((p) => wanted.includes(p.name)).map((p) => p.id),
  });
  const user = { email: `tamir-${sfx}@depo.local`, password: 'tamir-sifre-123' };
  const created = await apiOk<Row>(request, token, 'POST', '/users', {
    first_name: 'Cem',
    last_name: 'Öztürk',
    tc_no: tcNo('4'),
    email: user.email,
    phone: '5324445566',
    role_id: role.id,
    password: user.password,
  });
  const item = items[0]!;
  const report = await apiOk<Row>(request, token, 'POST', '/broken-equipment', {
    warehouse_id: warehouse.id,
    equipment_id: item.id,
    issue: 'Darbe modu çalışmıyor',
  });
  await apiOk(request, token, 'PUT', `/broken-equipment/${report.id}/assign`, { assigned_to: created.id });
  return { user, reportId: report.id, serial: item.serial_number };
}

test('the bell counts the unread, the list opens the record, and reads offline', async ({ page, context, request }) => {
  const { user, reportId, serial } = await repairerWithFault(request);
  await signIn(page, user.email, user.password);
  await waitForServiceWorker(page);

  const bell = page.getByTestId('notification-bell').first();
  await expect(bell).toHaveAccessibleName('Bildirimler, 1 okunmamış');
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Bildirimler' })).toBeVisible();
  const item = page.getByTestId('notification-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Arıza size atandı');
  await expect(item).toContainText(serial);
  await expect(item).toContainText('Yeni');
  await expectNoSeriousA11yViolations(page);

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/broken-equipment/${reportId}$`));
  await expect(page.getByTestId('notification-bell').first()).toHaveAccessibleName('Bildirimler');

  await page.goto('/notifications');
  await expect(page.getByTestId('notification-item')).not.toContainText('Yeni');

  // Offline: the list still reads, from the device's copy.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('notification-item')).toContainText('Arıza size atandı');
  await context.setOffline(false);
});

test('a push reaching the service worker is shown as a notification', async ({ page, context, request }) => {
  const { user } = await repairerWithFault(request);
  await context.grantPermissions(['notifications']);
  await signIn(page, user.email, user.password);
  await waitForServiceWorker(page);

  // Chromium's DevTools protocol delivers a push message to the registration, as a push service would.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const payload = { title: 'Arıza size atandı: Makita HR2470', body: 'Tamir size atandı.', link: '/broken-equipment', tag: 'e2e-push' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(payload) });

  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          link: (n.data as { link?: string }).link,
        })),
      ),
    )
    .toContainEqual({ title: payload.title, body: payload.body, link: '/broken-equipment' });
});
