// Issue 42, point 7, over HTTP: the item's 'Hareket Geçmişi' (GET /equipment/:id/activity, read by the
// app's timeline through describeActivity) lists the recorded checks of the item, and every line of
// it reads as Turkish — an override with its reason, never 'field_equipment · check_override'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeActivity, type ActivityEntry } from '@shared/activity';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { PNG_DATA_URL, createEquipment, createWarehouse, createWorker } from '../helpers/fixtures';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('the item’s history', () => {
  it('lists a recorded check and an override with its reason, every line in Turkish words', async () => {
    const wh = await createWarehouse(t);
    const item = await createEquipment(t, { warehouse_id: wh.id });
    const schedule = await t.request<{ id: string }>('POST', '/check-schedules', {
      token: t.adminToken,
      body: { category_id: item.category_id, name: 'Yıllık elektrik kontrolü', interval_months: 12 },
    });
    expect(schedule.status).toBe(201);
    // Never recorded: handing it out needs a reason.
    const reason = 'Acil saha arızası; kontrol firması yarın geliyor.';
    const handed = await t.request<{ id: string }>('POST', '/field-equipment', {
      token: t.adminToken,
      body: { equipment_id: item.id, worker_id: (await createWorker(t)).id, signature: PNG_DATA_URL, check_override_reason: reason },
    });
    expect(handed.status).toBe(201);
    const check = await t.request('POST', '/equipment-checks', {
      token: t.adminToken,
      body: {
        equipment_id: item.id,
        check_id: schedule.body.id,
        checked_on: '2026-11-20',
        performed_by: 'Anadolu Muayene Ltd.',
        result: 'passed',
        certificate_no: 'EK-118',
      },
    });
    expect(check.status).toBe(201);

    const activity = await t.request<ActivityEntry[]>('GET', `/equipment/${item.id}/activity`, { token: t.adminToken });
    expect(activity.status).toBe(200);
    const lines = activity.body.map((e) => describeActivity(e));
    expect(lines).toContain(`Süresi geçmiş kontrole rağmen teslim edildi — gerekçe: ${reason}`);
    expect(lines).toContain('Kontrol kaydedildi: Yıllık elektrik kontrolü — Uygun (20.11.2026)');
    expect(lines).toContain('Sahaya teslim edildi');
    for (const line of lines) expect(line).not.toMatch(/[a-z]_[a-z]|·/);
  });
});
