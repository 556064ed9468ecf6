// The whole fault and transfer lists (asked without `?limit=`) are streamed in keyset pieces
// (src/server/http/list-stream.ts): every row exactly once, newest first, the same rows as the
// one-query build, whatever the piece size, and only what the reader's warehouses allow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { listBrokenJson, listBrokenJsonPieces } from '@server/modules/repairs/broken-row';
import { listTransfersJson, listTransfersJsonPieces } from '@server/modules/transfers/transfers.service';
import type { AuthUser } from '@server/http/context';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createEquipment, createUserWithPermissions, createWarehouse } from '../helpers/fixtures';

let t: TestServer;
let adminId: string;
let whA: { id: string };
let whB: { id: string };

beforeAll(async () => {
  t = await startTestServer();
  const [admin] = await t.database.db.select({ id: s.users.id }).from(s.users).limit(1);
  adminId = admin!.id;
  whA = await createWarehouse(t, { name: 'Akış Depo A' });
  whB = await createWarehouse(t, { name: 'Akış Depo B' });
  for (let i = 0; i < 5; i++) {
    const inA = i < 3;
    const broken = await createEquipment(t, { warehouse_id: inA ? whA.id : whB.id });
    const fault = await t.request('POST', '/broken-equipment', {
      token: t.adminToken,
      body: { equipment_id: broken.id, warehouse_id: inA ? whA.id : whB.id, issue: `Arıza ${i}` },
    });
    expect(fault.status).toBe(201);
    const moving = await createEquipment(t, { warehouse_id: inA ? whA.id : whB.id });
    const transfer = await t.request('POST', '/transfers', {
      token: t.adminToken,
      body: {
        equipment_id: moving.id,
        from_warehouse_id: inA ? whA.id : whB.id,
        to_warehouse_id: inA ? whB.id : whA.id,
        assigned_to: adminId,
      },
    });
    expect(transfer.status).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
});

const everyone = { warehouseIds: [] as string[] } as unknown as AuthUser;

async function collect(pieces: AsyncIterable<string>): Promise<Array<{ id: string; created_at: string }>> {
  const out: Array<{ id: string; created_at: string }> = [];
  for await (const piece of pieces) out.push(...(JSON.parse(`[${piece}]`) as Array<{ id: string; created_at: string }>));
  return out;
}

describe('whole lists streamed in keyset pieces', () => {
  it('give the rows of the one-query build, once each, newest first, for pieces of 1, 2 and 2000', async () => {
    const db = t.database.db;
    const brokenWhole = JSON.parse(await listBrokenJson(db, everyone)) as Array<{ id: string }>;
    const transfersWhole = JSON.parse(await listTransfersJson(db, everyone)) as Array<{ id: string }>;
    expect(brokenWhole.length).toBe(5);
    expect(transfersWhole.length).toBe(5);
    for (const size of [1, 2, 2000]) {
      const brokenRows = await collect(listBrokenJsonPieces(db, everyone, size));
      expect(brokenRows).toEqual(brokenWhole);
      const transferRows = await collect(listTransfersJsonPieces(db, everyone, size));
      expect(transferRows).toEqual(transfersWhole);
    }
  });

  it('answer the same over HTTP, and a warehouse-scoped reader sees only its depot', async () => {
    const broken = await t.request<Array<{ id: string; warehouse_id: string }>>('GET', '/broken-equipment', { token: t.adminToken });
    expect(broken.status).toBe(200);
    expect(broken.body.map((r) => r.id)).toEqual(
      (JSON.parse(await listBrokenJson(t.database.db, everyone)) as Array<{ id: string }>).map((r) => r.id),
    );
    const reader = await createUserWithPermissions(t, ['view_malfunctions', 'view_transfers'], { warehouseIds: [whB.id] });
    const scopedBroken = await t.request<Array<{ warehouse_id: string }>>('GET', '/broken-equipment', { token: reader.token });
    expect(scopedBroken.status).toBe(200);
    expect(scopedBroken.body.length).toBe(2);
    expect(scopedBroken.body.every((r) => r.warehouse_id === whB.id)).toBe(true);
    const scopedTransfers = await t.request<Array<{ from_warehouse_id: string; to_warehouse_id: string }>>('GET', '/transfers', {
      token: reader.token,
    });
    expect(scopedTransfers.status).toBe(200);
    // Every transfer touches B: three go A → B, two B → A.
    expect(scopedTransfers.body.length).toBe(5);
    expect(scopedTransfers.body.every((r) => r.from_warehouse_id === whB.id || r.to_warehouse_id === whB.id)).toBe(true);
  });
});
