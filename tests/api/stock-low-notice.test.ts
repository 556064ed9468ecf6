// Low stock, said once to the right people (issue 44 point 6, docs/stock.md): each warehouse's
// chosen recipients (the stock settings call, Turkish refusals, warehouse scope) get the notice of
// a crossing and the low items in their daily digest; with none chosen the warehouse's stock
// readers do, as before. Real SMTP (smtp-server) receives the e-mails.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@server/db/notifications-schema';
import { RECIPIENT_MESSAGES, type StockSettings } from '@shared/stock-settings';
import type { TestServer } from '../helpers/api-server';
import { createUserWithPermissions, createWarehouse, createWorker, PNG_DATA_URL } from '../helpers/fixtures';
import { outboxRows, serverWithSmtp } from '../helpers/notification-fixtures';
import { mailText, type SmtpSink } from '../helpers/notification-sinks';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
let smtp: SmtpSink;
let now = new Date('2026-11-23T09:00:00Z'); // 12:00 in Istanbul
const admin = () => ({ token: t.adminToken });

let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, smtp, close } = await serverWithSmtp(() => now));
});
afterAll(async () => {
  await close?.();
});

const settings = (warehouseId: string, body: Row | undefined, token = t.adminToken) =>
  t.request<StockSettings & { error?: string }>(body ? 'PUT' : 'GET', `/stock/settings/${warehouseId}`, { token, body });

/** A helmet kept in `warehouseId` with minimum 5 and reorder level 20, 10 received. */
async function helmetIn(warehouseId: string) {
  const made = await t.request<Row>('POST', '/stock/items', {
    ...admin(),
    body: { name: `Baret ${randomUUID().slice(0, 6)}`, kind: 'ppe', unit: 'adet', standard: 'EN 397', replacement_months: 24 },
  });
  expect(made.status).toBe(201);
  const level = { warehouse_id: warehouseId, item_id: made.body.id, min_qty: 5, reorder_qty: 20 };
  expect((await t.request('PUT', '/stock/levels', { ...admin(), body: level })).status).toBe(200);
  const receipt = await t.request('POST', '/stock/receipts', {
    ...admin(),
    body: { warehouse_id: warehouseId, supplier: 'Güven İSG Ltd.', lines: [{ item_id: made.body.id, quantity: 10, unit_price: 150 }] },
  });
  expect(receipt.status).toBe(201);
  return made.body as { id: string; name: string };
}

/** The administrator hands `quantity` helmets to a worker (online). */
async function issue(warehouseId: string, itemId: string, quantity: number) {
  const worker = await createWorker(t);
  const res = await t.request('POST', '/stock/issues', {
    ...admin(),
    body: {
      id: randomUUID(),
      warehouse_id: warehouseId,
      worker_id: worker.id,
      signature: PNG_DATA_URL,
      lines: [{ item_id: itemId, quantity }],
    },
  });
  expect(res.status).toBe(201);
}

/** Who got the bell's row of this item's low-stock notice. */
async function noticed(itemId: string): Promise<string[]> {
  const rows = (await outboxRows(t, 'stock_low')).filter((r) => r.key.includes(itemId));
  const bell = await t.database.db
    .select({ user_id: notifications.user_id, key: notifications.key })
    .from(notifications)
    .where(eq(notifications.event, 'stock_low'));
  return [...new Set([...rows.map((r) => r.user_id!), ...bell.filter((b) => b.key.includes(itemId)).map((b) => b.user_id)])].sort();
}

const reader = (warehouseIds?: string[], extra: Parameters<typeof createUserWithPermissions>[1] = []) =>
  createUserWithPermissions(t, ['view_stock', ...extra], { warehouseIds, firstName: 'Okur', lastName: randomUUID().slice(0, 6) });

describe('the recipients setting', () => {
  it('refuses an unknown user, one who cannot see the warehouse and one without view_stock, in Turkish, storing nothing', async () => {
    const wh = await createWarehouse(t);
    const elsewhere = await createWarehouse(t);
    const outside = await createUserWithPermissions(t, ['view_stock'], {
      warehouseIds: [elsewhere.id],
      firstName: 'Kemal',
      lastName: 'Dışarıda',
    });
    const noStock = await createUserWithPermissions(t, ['issue_stock', 'view_field_equipment'], { firstName: 'Nur', lastName: 'Yetkisiz' });
    const cases: Array<[unknown, number, string]> = [
      [[randomUUID()], 400, RECIPIENT_MESSAGES.unknown],
      [[outside.id], 400, 'Kemal Dışarıda bu depoyu göremiyor; düşük stok bildirimlerini alamaz.'],
      [[noStock.id], 400, 'Nur Yetkisiz stokları görüntüleme yetkisine sahip değil; düşük stok bildirimlerini alamaz.'],
      [['abc'], 400, RECIPIENT_MESSAGES.invalid],
      ['abc', 400, RECIPIENT_MESSAGES.invalid],
      [Array.from({ length: 51 }, () => randomUUID()), 400, RECIPIENT_MESSAGES.tooMany],
    ];
    for (const [recipients, status, error] of cases) {
      const res = await settings(wh.id, { allow_negative: true, low_stock_recipients: recipients });
      expect([res.status, res.body.error]).toEqual([status, error]);
    }
    const stored = await settings(wh.id, undefined);
    expect(stored.body).toMatchObject({ allow_negative: false, low_stock_recipients: [], low_stock_fallback: true });
    // Who may be chosen: those who see the warehouse and read stock.
    const candidates = stored.body.low_stock_candidates.map((c) => c.id);
    expect(candidates).not.toContain(outside.id);
    expect(candidates).not.toContain(noStock.id);
  });

  it('stores the chosen users, keeps them when a call sends only the negative-stock switch, and keeps to the warehouse scope', async () => {
    const wh = await createWarehouse(t);
    const elsewhere = await createWarehouse(t);
    const buyer = await reader([wh.id]);
    const saved = await settings(wh.id, { allow_negative: false, low_stock_recipients: [buyer.id, buyer.id.toUpperCase()] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      low_stock_recipients: [{ id: buyer.id, email: buyer.email, can_receive: true }],
      low_stock_fallback: false,
    });
    expect(saved.body.low_stock_candidates.map((c) => c.id)).toContain(buyer.id);
    const onlySwitch = await settings(wh.id, { allow_negative: true });
    expect(onlySwitch.body).toMatchObject({ allow_negative: true, low_stock_recipients: [{ id: buyer.id }] });

    // A manager of another warehouse: 404 as a missing warehouse, nothing changed; a reader cannot write.
    const otherManager = await createUserWithPermissions(t, ['view_stock', 'manage_stock_items'], { warehouseIds: [elsewhere.id] });
    expect((await settings(wh.id, undefined, otherManager.token)).status).toBe(404);
    const refused = await settings(wh.id, { allow_negative: false, low_stock_recipients: [] }, otherManager.token);
    expect([refused.status, refused.body.error]).toEqual([404, 'Depo bulunamadı.']);
    expect((await settings(wh.id, { allow_negative: false, low_stock_recipients: [] }, buyer.token)).status).toBe(403);
    // A reader sees who is chosen, not the list of everyone who may be.
    const read = await settings(wh.id, undefined, buyer.token);
    expect(read.body).toMatchObject({ low_stock_recipients: [{ id: buyer.id }], low_stock_candidates: [] });
    expect((await settings(wh.id, undefined)).body.low_stock_recipients).toHaveLength(1);
  });
});

describe('the notice of a crossing', () => {
  it('goes to the chosen recipients only, once, by e-mail too; with none chosen to the warehouse’s stock readers', async () => {
    const chosenWh = await createWarehouse(t);
    const plainWh = await createWarehouse(t);
    const buyer = await reader([chosenWh.id]);
    const everywhere = await reader(); // reads stock in every warehouse, not chosen
    const scopedToPlain = await reader([plainWh.id]);
    expect((await settings(chosenWh.id, { allow_negative: false, low_stock_recipients: [buyer.id] })).status).toBe(200);

    const chosenHelmet = await helmetIn(chosenWh.id);
    await issue(chosenWh.id, chosenHelmet.id, 6);
    await issue(chosenWh.id, chosenHelmet.id, 1); // still low: no second notice
    expect(await noticed(chosenHelmet.id)).toEqual([buyer.id]);
    const rows = (await outboxRows(t, 'stock_low')).filter((r) => r.key.includes(chosenHelmet.id));
    expect(rows.map((r) => [r.user_id, r.channel])).toEqual([[buyer.id, 'email']]);
    await t.server.notifications.drain(now);
    const mails = smtp.mails.filter((m) => m.subject.includes(chosenHelmet.name));
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[buyer.email, `Stok minimuma düştü: ${chosenHelmet.name} · Örnek İnşaat A.Ş.`]]);

    // None chosen: every user who sees the warehouse and reads stock, except the one who issued.
    const plainHelmet = await helmetIn(plainWh.id);
    await issue(plainWh.id, plainHelmet.id, 5);
    const told = await noticed(plainHelmet.id);
    expect(told).toEqual(expect.arrayContaining([everywhere.id, scopedToPlain.id]));
    expect(told).not.toContain(buyer.id);
  });

  it('falls back to the stock readers when no chosen recipient can receive any more', async () => {
    const wh = await createWarehouse(t);
    const elsewhere = await createWarehouse(t);
    const buyer = await reader([wh.id]);
    const stays = await reader([wh.id]);
    expect((await settings(wh.id, { allow_negative: false, low_stock_recipients: [buyer.id] })).status).toBe(200);
    // The buyer is moved to another warehouse afterwards.
    await t.database.db.execute(sql`update user_warehouses set warehouse_id = ${elsewhere.id}::uuid where user_id = ${buyer.id}::uuid`);
    const read = await settings(wh.id, undefined);
    expect(read.body).toMatchObject({ low_stock_recipients: [{ id: buyer.id, can_receive: false }], low_stock_fallback: true });
    const helmet = await helmetIn(wh.id);
    await issue(wh.id, helmet.id, 5);
    const told = await noticed(helmet.id);
    expect(told).toContain(stays.id);
    expect(told).not.toContain(buyer.id);
  });
});

describe('the daily digest', () => {
  it('lists the low items of a recipient’s warehouses to the recipients only, on the channels each chose; nothing when nothing is low', async () => {
    const chosenWh = await createWarehouse(t);
    const plainWh = await createWarehouse(t);
    const quietWh = await createWarehouse(t);
    const buyer = await reader([chosenWh.id]);
    const bellOnly = await reader([chosenWh.id]);
    const plainReader = await reader([plainWh.id]);
    const quietBuyer = await reader([quietWh.id]);
    const choose = { channels: { digest: ['in_app'] }, quiet_start: '21:00', quiet_end: '08:00' };
    expect((await t.request('PUT', '/notifications/preferences', { token: bellOnly.token, body: choose })).status).toBe(200);
    expect((await settings(chosenWh.id, { allow_negative: false, low_stock_recipients: [buyer.id, bellOnly.id] })).status).toBe(200);
    expect((await settings(quietWh.id, { allow_negative: false, low_stock_recipients: [quietBuyer.id] })).status).toBe(200);
    const chosenHelmet = await helmetIn(chosenWh.id);
    const plainHelmet = await helmetIn(plainWh.id);
    await helmetIn(quietWh.id); // 10 on hand, minimum 5: nothing low
    await issue(chosenWh.id, chosenHelmet.id, 6);
    await issue(plainWh.id, plainHelmet.id, 7);

    // These warehouses' digest at 07:10 Istanbul (04:10 UTC), before the 08:00 slot of every other.
    for (const wh of [chosenWh, plainWh, quietWh])
      expect((await t.request('PUT', `/notifications/digest-times/${wh.id}`, { ...admin(), body: { time: '07:10' } })).status).toBe(200);
    now = new Date('2026-11-24T04:10:00Z');
    expect((await t.server.notifications.tick(now)).digests).toContain(430);

    const bell = async (userId: string) =>
      t.database.db
        .select({ title: notifications.title, body: notifications.body, link: notifications.link })
        .from(notifications)
        .where(and(eq(notifications.user_id, userId), eq(notifications.event, 'digest')));
    const chosenLine = `${chosenWh.name} — ${chosenHelmet.name}: eldeki 4 adet, minimum 5 adet, sipariş edilecek 16 adet.`;
    const plainLine = `${plainWh.name} — ${plainHelmet.name}: eldeki 3 adet, minimum 5 adet, sipariş edilecek 17 adet.`;
    for (const user of [buyer, bellOnly]) {
      const [digest, ...more] = await bell(user.id);
      expect(more).toHaveLength(0);
      expect(digest!.title).toBe('Günlük özet, 24 Kas 2026');
      expect(digest!.body.split('\n')).toEqual(['Minimum seviyede veya altında stok (1 kalem):', chosenLine]);
      expect(digest!.link).toBe(`/stock?depo=${chosenWh.id}&azalan=1`);
    }
    const [plain] = await bell(plainReader.id);
    expect(plain!.body).toContain(plainLine);
    expect(plain!.body).not.toContain(chosenHelmet.name);
    expect(await bell(quietBuyer.id)).toEqual([]);
    // The administrator (field staff and stock reader of every warehouse, chosen nowhere): the
    // warehouses' lines and the low item of the warehouse without chosen recipients, not the other's.
    const [own] = await bell((await t.request<{ id: string }>('GET', '/auth/me', admin())).body.id);
    expect(own!.body).toContain(`${chosenWh.name}: 90 gündür sayılmadı.`);
    expect(own!.body).toContain(plainLine);
    expect(own!.body).not.toContain(chosenHelmet.name);

    // E-mail as each chose: the buyer by default, the one who chose the bell only none.
    await t.server.notifications.drain(now);
    const digests = smtp.mails.filter((m) => m.subject.startsWith('Günlük özet, 24 Kas 2026'));
    const to = digests.map((m) => m.to);
    expect(to).toContain(buyer.email);
    expect(to).toContain(plainReader.email);
    expect(to).not.toContain(bellOnly.email);
    expect(to).not.toContain(quietBuyer.email);
    const mail = digests.find((m) => m.to === buyer.email)!;
    expect(mailText(mail.raw)).toContain(chosenLine);
  });
});
