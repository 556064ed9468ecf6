// Events become notifications in the event's transaction, for the right people, once: a 20-item
// hand-over is one receipt, a replayed request no second one, the actor hears nothing of their own
// act, preferences choose the channels. Real SMTP (smtp-server) and a real HTTP SMS gateway.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@server/db/notifications-schema';
import { queryRows } from '@server/db/sql';
import type { NotificationList, PreferencesAnswer } from '@shared/notifications';
import { TIME_INVALID } from '@shared/notifications';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { PNG_DATA_URL, createEquipment, createUserWithPermissions, createWarehouse, createWorker, randomUUID } from '../helpers/fixtures';
import { paper } from '../helpers/documents';
import { assignedFault, handOver, later, outboxRows } from '../helpers/notification-fixtures';
import { startHttpSink, startSmtpSink, type HttpSink, type SmtpSink } from '../helpers/notification-sinks';

let t: TestServer;
let smtp: SmtpSink;
let gateway: HttpSink;
const now = new Date('2026-11-23T09:00:00Z'); // 12:00 in Istanbul, outside quiet hours

beforeAll(async () => {
  smtp = await startSmtpSink();
  gateway = await startHttpSink(200);
  t = await startTestServer({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_FROM: 'depo@ornek.test',
      COMPANY_NAME: 'Örnek İnşaat A.Ş.',
      SMS_GATEWAY_URL: `${gateway.url}/sms?to={to}&kullanici={username}`,
      SMS_USERNAME: 'depo',
      APP_URL: 'https://depo.ornek.test',
    },
    notifications: { clock: () => now },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await gateway?.close();
});

const drain = (at = now) => t.server.notifications.drain(at);
const smsTexts = () => gateway.hits.map((h) => (JSON.parse(h.body.toString('utf8')) as { text: string }).text);

describe('a hand-over', () => {
  it('of 20 items is one receipt to the worker, sent once the batch has settled, quoting the printed number', async () => {
    const { batchId, worker, document } = await handOver(t, 20, { dueDate: '2026-12-01' });
    const printed = await paper(t, t.adminToken, document.id);
    expect(printed.number).toMatch(/^TES-\d{4}-\d{6}$/);
    const rows = (await outboxRows(t, 'handover_receipt')).filter((r) => r.key.includes(batchId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'sms', worker_id: worker.id, status: 'waiting' });
    expect(rows[0]!.subjects).toHaveLength(20);

    const before = gateway.hits.length;
    await drain(); // still inside the batch's wait
    expect(gateway.hits.length).toBe(before);
    await drain(later(now, 31_000));
    expect(gateway.hits.length).toBe(before + 1);
    const hit = gateway.hits.at(-1)!;
    expect(hit.url).toContain('to=905321234567');
    expect(hit.url).toContain('kullanici=depo');
    const text = smsTexts().at(-1)!;
    expect(text).toContain('Örnek İnşaat A.Ş.');
    expect(text).toContain('20 ekipman size teslim edildi');
    // The receipt names the document by the number on the paper, and by nothing else.
    expect(text).toContain(`(belge ${printed.number})`);
    expect(text).not.toContain(batchId.slice(0, 8).toUpperCase());
    await drain(later(now, 3600_000));
    expect(gateway.hits.length).toBe(before + 1);
  });

  it('replayed with the same Idempotency-Key writes no second receipt', async () => {
    const warehouse = await createWarehouse(t);
    const worker = await createWorker(t);
    const item = await createEquipment(t, { warehouse_id: warehouse.id });
    const key = randomUUID();
    const body = { equipment_id: item.id, worker_id: worker.id, signature: PNG_DATA_URL, batch_id: randomUUID(), due_date: null };
    const first = await t.request('POST', '/field-equipment', { token: t.adminToken, body, headers: { 'idempotency-key': key } });
    const replay = await t.request('POST', '/field-equipment', { token: t.adminToken, body, headers: { 'idempotency-key': key } });
    expect([first.status, replay.status]).toEqual([201, 201]);
    const rows = (await outboxRows(t, 'handover_receipt')).filter((r) => r.worker_id === worker.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subjects).toHaveLength(1);
  });
});

describe('a fault assigned', () => {
  it('reaches the assignee in the bell and by e-mail, once; the assigner hears nothing', async () => {
    const repairer = await createUserWithPermissions(t, ['view_malfunctions', 'resolve_malfunction'], {
      firstName: 'Cem',
      lastName: 'Öztürk',
    });
    const { reportId, item } = await assignedFault(t, repairer.id);

    const bell = await t.request<NotificationList>('GET', '/notifications', { token: repairer.token });
    expect(bell.status).toBe(200);
    expect(bell.body.unread).toBe(1);
    expect(bell.body.items[0]).toMatchObject({ event: 'fault_assigned', link: `/broken-equipment/${reportId}`, read_at: null });
    expect(bell.body.items[0]!.body).toContain(item.serial_number);

    const mailsBefore = smtp.mails.length;
    await drain();
    await drain();
    const mine = smtp.mails.slice(mailsBefore).filter((m) => m.to === repairer.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toContain('Arıza size atandı');
    expect(mine[0]!.subject).toContain('Örnek İnşaat A.Ş.');
    // Quoted-printable wraps long lines with '=' at the end.
    expect(mine[0]!.raw.replace(/=\r?\n/g, '')).toContain(`https://depo.ornek.test/broken-equipment/${reportId}`);
    const [row] = (await outboxRows(t, 'fault_assigned')).filter((r) => r.user_id === repairer.id);
    expect(mine[0]!.messageId).toBe(`<${row!.id}@depo-takip>`);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });

    const adminBell = await t.request<NotificationList>('GET', '/notifications', { token: t.adminToken });
    expect(adminBell.body.items.filter((n) => n.event === 'fault_assigned' && n.link === `/broken-equipment/${reportId}`)).toHaveLength(0);

    const read = await t.request<{ unread: number }>('POST', `/notifications/${bell.body.items[0]!.id}/read`, { token: repairer.token });
    expect(read.body.unread).toBe(0);
    // Another user's notification id changes nothing of theirs.
    const stranger = await createUserWithPermissions(t, []);
    await t.request('POST', `/notifications/${bell.body.items[0]!.id}/read`, { token: stranger.token });
    const again = await t.request<NotificationList>('GET', '/notifications', { token: repairer.token });
    expect(again.body.items[0]!.read_at).not.toBeNull();
  });

  it('follows the assignee’s choice of channels, and refuses a malformed quiet hour in Turkish', async () => {
    const repairer = await createUserWithPermissions(t, ['view_malfunctions']);
    const bad = await t.request<{ error: string }>('PUT', '/notifications/preferences', {
      token: repairer.token,
      body: { channels: { fault_assigned: ['in_app'] }, quiet_start: '25:00', quiet_end: '08:00' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(TIME_INVALID);
    const saved = await t.request<PreferencesAnswer>('PUT', '/notifications/preferences', {
      token: repairer.token,
      body: { channels: { fault_assigned: ['in_app'] }, quiet_start: '22:00', quiet_end: '07:30' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ quiet_start: '22:00', quiet_end: '07:30', available: { email: true, sms: true } });
    expect(saved.body.channels.fault_assigned).toEqual(['in_app']);
    await assignedFault(t, repairer.id);
    const rows = (await outboxRows(t, 'fault_assigned')).filter((r) => r.user_id === repairer.id);
    expect(rows).toHaveLength(0);
    const inApp = await t.database.db.select().from(notifications).where(eq(notifications.user_id, repairer.id));
    expect(inApp).toHaveLength(1);
  });
});

describe('transfers, counts and returns', () => {
  it('three transfers sent together are one notice to the carrier', async () => {
    const carrier = await createUserWithPermissions(t, ['view_transfers']);
    const from = await createWarehouse(t);
    const to = await createWarehouse(t);
    const items = await Promise.all([1, 2, 3].map(() => createEquipment(t, { warehouse_id: from.id })));
    for (const item of items) {
      const res = await t.request('POST', '/transfers', {
        token: t.adminToken,
        body: { equipment_id: item.id, from_warehouse_id: from.id, to_warehouse_id: to.id, assigned_to: carrier.id },
      });
      expect(res.status).toBe(201);
    }
    const bell = await t.request<NotificationList>('GET', '/notifications', { token: carrier.token });
    expect(bell.body.items).toHaveLength(1);
    expect(bell.body.items[0]).toMatchObject({ event: 'transfer_sent', link: '/transfers' });
    expect(bell.body.items[0]!.title).toContain('3 ekipman');
  });

  it('a count closed with differences tells the warehouse’s count staff, not the one who closed it', async () => {
    const warehouse = await createWarehouse(t);
    await createEquipment(t, { warehouse_id: warehouse.id });
    const staff = await createUserWithPermissions(t, ['manage_stocktake', 'view_warehouses'], { warehouseIds: [warehouse.id] });
    const elsewhere = await createUserWithPermissions(t, ['manage_stocktake', 'view_warehouses'], {
      warehouseIds: [(await createWarehouse(t)).id],
    });
    const started = await t.request<{ id: string }>('POST', '/stocktakes', { token: t.adminToken, body: { warehouse_id: warehouse.id } });
    expect(started.status).toBe(201);
    expect((await t.request('POST', `/stocktakes/${started.body.id}/close`, { token: t.adminToken })).status).toBe(200);
    const mine = await t.request<NotificationList>('GET', '/notifications', { token: staff.token });
    expect(mine.body.items.map((n) => n.event)).toEqual(['stocktake_differences']);
    expect(mine.body.items[0]!.body).toContain('Bulunamadı: 1');
    const theirs = await t.request<NotificationList>('GET', '/notifications', { token: elsewhere.token });
    expect(theirs.body.items).toHaveLength(0);
  });

  it('a return is one SMS receipt to the worker and a notice to whoever handed the items over', async () => {
    const clerk = await createUserWithPermissions(t, ['view_field_equipment']);
    const { records, worker } = await handOver(t, 2, { token: clerk.token });
    const res = await t.request<{ document: { id: string } }>('POST', '/field-equipment/returns', {
      token: t.adminToken,
      body: { items: records.map((id) => ({ id, condition: 'intact' })), signature: PNG_DATA_URL },
    });
    expect(res.status).toBe(201);
    const printed = await paper(t, t.adminToken, res.body.document.id);
    expect(printed.number).toMatch(/^İAD-\d{4}-\d{6}$/);
    const rows = (await outboxRows(t, 'returned')).filter((r) => r.worker_id === worker.id);
    expect(rows).toHaveLength(1);
    const bell = await t.request<NotificationList>('GET', '/notifications', { token: clerk.token });
    expect(bell.body.items.filter((n) => n.event === 'returned')).toHaveLength(1);
    expect(bell.body.items[0]!.title).toBe('İade alındı: 2 ekipman');
    expect(bell.body.items[0]!.body).toContain(`(belge no ${printed.number})`);
  });
});

describe('who may read what', () => {
  it('the delivery log needs manage_notifications; every signed-in user has a bell', async () => {
    const plain = await createUserWithPermissions(t, []);
    expect((await t.request('GET', '/notifications/deliveries', { token: plain.token })).status).toBe(403);
    expect((await t.request('GET', '/notifications', { token: plain.token })).status).toBe(200);
    expect((await t.request('GET', '/notifications/unread-count', { token: plain.token })).status).toBe(200);
    const log = await t.request<{ rows: unknown[] }>('GET', '/notifications/deliveries', { token: t.adminToken });
    expect(log.status).toBe(200);
    expect(log.body.rows.length).toBeGreaterThan(0);
  });

  it('keeps the bell rows of the event in the same transaction: a refused hand-over leaves none', async () => {
    const warehouse = await createWarehouse(t);
    const worker = await createWorker(t);
    const item = await createEquipment(t, { warehouse_id: warehouse.id, status: 'broken' });
    const res = await t.request('POST', '/field-equipment', {
      token: t.adminToken,
      body: { equipment_id: item.id, worker_id: worker.id, signature: PNG_DATA_URL },
    });
    expect(res.status).toBe(409);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notification_outbox where worker_id = ${worker.id}::uuid`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
