// Checks in the daily digest (issue 45 point 4, docs/equipment-care.md): each warehouse's staff who
// read equipment hear of its checks that have run out (never recorded and failed included) and
// those running out within the due-soon window, in Istanbul days and the hand-over's words; a
// warehouse with nothing due adds no section. Real SMTP (smtp-server) receives the e-mails.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@server/db/notifications-schema';
import type * as s from '@server/db/schema';
import { dayWithLocative } from '@shared/equipment-checks';
import { addDays, addMonths, daysBetween, warehouseToday } from '@shared/local-day';
import type { TestServer } from '../helpers/api-server';
import { createCategory, createEquipment, createUserWithPermissions, createWarehouse } from '../helpers/fixtures';
import { serverWithSmtp } from '../helpers/notification-fixtures';
import { mailText, type SmtpSink } from '../helpers/notification-sinks';

let t: TestServer;
let smtp: SmtpSink;
const today = warehouseToday();
// 07:10 in Istanbul on the server's today (the day a recorded check is counted from).
const now = new Date(`${today}T04:10:00Z`);
const admin = () => ({ token: t.adminToken });

let close: (() => Promise<void>) | undefined;
beforeAll(async () => void ({ t, smtp, close } = await serverWithSmtp(() => now)));
afterAll(() => close?.());

/** Records a passing 'Periyodik kontrol' on `checkedOn`; answers the day it runs out. */
async function checked(equipmentId: string, checkId: string, checkedOn: string): Promise<string> {
  const res = await t.request<{ next_due_on: string }>('POST', '/equipment-checks', {
    ...admin(),
    body: { equipment_id: equipmentId, check_id: checkId, checked_on: checkedOn, performed_by: 'Anadolu Muayene Ltd.', result: 'passed' },
  });
  expect(res.status).toBe(201);
  return res.body.next_due_on;
}

const bell = async (userId: string) =>
  t.database.db
    .select({ title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.event, 'digest')));

describe('the daily digest’s checks', () => {
  it('lists the run-out and due-soon checks of a warehouse to its equipment readers; none when nothing is due', async () => {
    const wh = await createWarehouse(t);
    const quietWh = await createWarehouse(t);
    const category = await createCategory(t);
    const item = (warehouseId: string, extra: Omit<Partial<typeof s.equipment.$inferInsert>, 'warehouse_id'> = {}) =>
      createEquipment(t, { warehouse_id: warehouseId, category_id: category.id, ...extra });
    const [expired, soon, fresh, never, scrapped, quietFresh] = [
      await item(wh.id),
      await item(wh.id),
      await item(wh.id),
      await item(wh.id),
      await item(wh.id, { status: 'scrapped' }),
      await item(quietWh.id),
    ];
    const schedule = await t.request<{ id: string }>('POST', '/check-schedules', {
      ...admin(),
      body: { category_id: category.id, name: 'Periyodik kontrol', interval_months: 12 },
    });
    expect(schedule.status).toBe(201);
    const yearAgo = addMonths(today, -12);
    const expiredOn = await checked(expired!.id, schedule.body.id, addDays(yearAgo, -3));
    const soonOn = await checked(soon!.id, schedule.body.id, addDays(yearAgo, 10));
    await checked(fresh!.id, schedule.body.id, today);
    await checked(quietFresh!.id, schedule.body.id, today);
    expect(daysBetween(today, expiredOn)).toBeLessThan(0);
    expect(daysBetween(today, soonOn)).toBeGreaterThan(0);

    const inspector = await createUserWithPermissions(t, ['view_equipment'], { warehouseIds: [wh.id] });
    const quietInspector = await createUserWithPermissions(t, ['view_equipment'], { warehouseIds: [quietWh.id] });
    const fieldOnly = await createUserWithPermissions(t, ['view_field_equipment'], { warehouseIds: [wh.id] });
    for (const w of [wh, quietWh])
      expect((await t.request('PUT', `/notifications/digest-times/${w.id}`, { ...admin(), body: { time: '07:10' } })).status).toBe(200);
    expect((await t.server.notifications.tick(now)).digests).toContain(430);

    const lines = [
      'Süresi dolan veya yaklaşan kontroller (süresi dolan: 2, yaklaşan: 1):',
      `${wh.name} — ${never!.serial_number} seri numaralı ekipmanın Periyodik kontrol kaydı yok.`,
      `${wh.name} — ${expired!.serial_number} seri numaralı ekipmanın Periyodik kontrol süresi ${dayWithLocative(expiredOn)} doldu.`,
      `${wh.name} — ${soon!.serial_number} seri numaralı ekipmanın Periyodik kontrol süresi ${dayWithLocative(soonOn)} doluyor (${daysBetween(today, soonOn)} gün kaldı).`,
    ];
    const [digest, ...more] = await bell(inspector.id);
    expect(more).toHaveLength(0);
    expect(digest!.body.split('\n')).toEqual(lines);
    expect(digest!.link).toBe('/equipment/checks');
    expect(digest!.body).not.toContain(scrapped!.serial_number);
    expect(digest!.body).not.toContain(fresh!.serial_number);

    // Nothing due in the quiet warehouse: its reader gets no digest at all.
    expect(await bell(quietInspector.id)).toEqual([]);
    // Field staff who do not read equipment: the warehouse's line, no checks section.
    const [field] = await bell(fieldOnly.id);
    expect(field!.body).toBe(`${wh.name}: 90 gündür sayılmadı.`);
    // The administrator reads everything: both sections, the quiet warehouse's line without checks.
    const [own] = await bell((await t.request<{ id: string }>('GET', '/auth/me', admin())).body.id);
    expect(own!.body).toContain(`${quietWh.name}: 90 gündür sayılmadı.`);
    expect(own!.body).toContain(lines.join('\n'));
    expect(own!.link).toBe('/');

    await t.server.notifications.drain(now);
    const mails = smtp.mails.filter((m) => m.subject.startsWith('Günlük özet'));
    expect(mails.map((m) => m.to)).toContain(inspector.email);
    expect(mails.map((m) => m.to)).not.toContain(quietInspector.email);
    const text = mailText(mails.find((m) => m.to === inspector.email)!.raw);
    for (const line of lines) expect(text).toContain(line);
  });
});
