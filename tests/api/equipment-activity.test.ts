// The equipment activity timeline comes from the audit trail written in each write's transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeActivity, type ActivityEntry } from '@shared/activity';
import { startTestServer, type TestServer } from '../helpers/api-server';
import * as fx from '../helpers/fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('equipment activity', () => {
  it('lists the hand-over and return of an item, newest first, with who did it', async () => {
    const wh = await fx.createWarehouse(t);
    const item = await fx.createEquipment(t, { warehouse_id: wh.id });
    const worker = await fx.createWorker(t);
    const issued = await t.request<{ id: string }>('POST', '/field-equipment', {
      token: t.adminToken,
      body: { equipment_id: item.id, worker_id: worker.id, team_leader_id: null, signature: fx.PNG_DATA_URL },
    });
    expect(issued.status).toBe(201);
    expect((await t.request('PUT', `/field-equipment/${issued.body.id}/return`, { token: t.adminToken })).status).toBe(200);

    const res = await t.request<ActivityEntry[]>('GET', `/equipment/${item.id}/activity`, { token: t.adminToken });
    expect(res.status).toBe(200);
    const lines = res.body.map((e) => describeActivity(e));
    expect(lines).toContain('Sahaya teslim edildi');
    expect(lines).toContain('Sahadan iade alındı');
    expect(lines).toContain('Durum: Müsait → Sahada');
    expect(lines).toContain('Durum: Sahada → Müsait');
    expect(lines.indexOf('Sahadan iade alındı')).toBeLessThan(lines.indexOf('Sahaya teslim edildi'));
    expect(res.body[0]?.user).toEqual({ first_name: 'Sistem', last_name: 'Yöneticisi' });
  });

  it('is limited to view_equipment and the caller’s warehouses', async () => {
    const a = await fx.createWarehouse(t);
    const b = await fx.createWarehouse(t);
    const item = await fx.createEquipment(t, { warehouse_id: b.id });
    const scoped = await fx.createUserWithPermissions(t, ['view_equipment'], { warehouseIds: [a.id] });
    expect((await t.request('GET', `/equipment/${item.id}/activity`, { token: scoped.token })).status).toBe(404);
    const none = await fx.createUserWithPermissions(t, ['view_dashboard']);
    expect((await t.request('GET', `/equipment/${item.id}/activity`, { token: none.token })).status).toBe(403);
  });
});
