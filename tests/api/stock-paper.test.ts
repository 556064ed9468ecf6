// The stock papers over HTTP (docs/stock.md): the printed KKD- paper's data (PPE lines with standard,
// size, quantity, next replacement day, the briefing and both signatures, its document), the
// per-warehouse list of PPE due and overdue for replacement (most overdue first, scope, permissions),
// and returnable stock blocking 'İlişik Kesme' while consumables do not.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween, warehouseToday } from '@shared/local-day';
import { replacementDay } from '@shared/stock';
import { queryRows } from '@server/db/sql';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createUserWithPermissions, createWarehouse, createWorker, PNG_DATA_URL } from '../helpers/fixtures';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
const admin = () => ({ token: t.adminToken });

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function item(extra: Row) {
  const res = await t.request<Row>('POST', '/stock/items', {
    ...admin(),
    body: { name: `Kalem ${randomUUID().slice(0, 8)}`, kind: 'ppe', unit: 'adet', ...extra },
  });
  expect(res.status).toBe(201);
  return res.body;
}
async function receive(warehouseId: string, lines: Row[]) {
  const res = await t.request<Row>('POST', '/stock/receipts', {
    ...admin(),
    body: { warehouse_id: warehouseId, supplier: 'Güven İSG', lines },
  });
  expect(res.status).toBe(201);
}
async function issue(warehouseId: string, workerId: string, lines: Row[], extra: Row = {}) {
  const res = await t.request<Row>('POST', '/stock/issues', {
    ...admin(),
    body: { id: randomUUID(), warehouse_id: warehouseId, worker_id: workerId, signature: PNG_DATA_URL, offline: false, lines, ...extra },
  });
  expect(res.status).toBe(201);
  return res.body;
}
/**
 * An issue signed `daysAgo` days ago. The ledger takes no edits, so an old issue is written as it
 * would have been then: the issue row and its movement with their old time (the level trigger runs).
 */
async function issuedDaysAgo(warehouseId: string, workerId: string, itemId: string, quantity: number, daysAgo: number) {
  const id = randomUUID();
  await t.database.db.execute(sql`with u as (select id from users order by created_at limit 1),
      si as (insert into stock_issues (id, warehouse_id, worker_id, signature, issued_by, ppe_briefed, created_at)
             select ${id}::uuid, ${warehouseId}::uuid, ${workerId}::uuid, ${PNG_DATA_URL}, u.id, true, now() - make_interval(days => ${daysAgo}) from u
             returning id, issued_by, created_at)
    insert into stock_movements (kind, item_id, warehouse_id, quantity, delta, worker_id, issue_id, created_by, created_at)
    select 'issue', ${itemId}::uuid, ${warehouseId}::uuid, ${quantity}, ${-quantity}, ${workerId}::uuid, si.id, si.issued_by, si.created_at from si`);
  return id;
}

describe('the KKD- paper', () => {
  it('reads an issue as its paper prints it: PPE lines, the briefing, both signatures and the document; 404 outside scope', async () => {
    const wh = await createWarehouse(t);
    const worker = await createWorker(t, { first_name: 'Kemal', last_name: 'Baretli' });
    const helmet = await item({ name: `Baret ${randomUUID().slice(0, 6)}`, standard: 'EN 397', variant: 'Beyaz', replacement_months: 24 });
    const ties = await item({
      name: `Kablo Bağı ${randomUUID().slice(0, 6)}`,
      kind: 'consumable',
      unit: 'paket',
      barcode: '8690000000012',
    });
    await receive(wh.id, [
      { item_id: helmet.id, quantity: 5, unit_price: 180 },
      { item_id: ties.id, quantity: 10, unit_price: 4 },
    ]);
    const given = await issue(
      wh.id,
      worker.id,
      [
        { item_id: helmet.id, quantity: 2 },
        { item_id: ties.id, quantity: 1.5 },
      ],
      { ppe_briefed: true },
    );
    const res = await t.request<Row>('GET', `/stock/issues/${given.id}`, admin());
    expect(res.status).toBe(200);
    const day = warehouseToday();
    expect(res.body).toMatchObject({
      id: given.id,
      ppe_briefed: true,
      offline: false,
      warehouse: { id: wh.id, name: wh.name },
      worker: { id: worker.id, first_name: 'Kemal', last_name: 'Baretli', tc_no: worker.tc_no },
      signature: PNG_DATA_URL,
      document: { id: given.document.id, number: given.document.number },
    });
    expect(res.body.document.number).toMatch(/^KKD-\d{4}-\d{6}$/);
    const byItem = new Map((res.body.lines as Row[]).map((l) => [l.item_id, l]));
    expect(byItem.get(helmet.id)).toMatchObject({
      kind: 'ppe',
      standard: 'EN 397',
      variant: 'Beyaz',
      unit: 'adet',
      quantity: 2,
      next_replacement_on: replacementDay(day, 24),
      stock_code: `STK-${(helmet.id as string).slice(0, 8).toUpperCase()}`,
    });
    expect(byItem.get(ties.id)).toMatchObject({
      kind: 'consumable',
      quantity: 1.5,
      unit: 'paket',
      next_replacement_on: null,
      stock_code: '8690000000012',
    });

    // A reader without the national id sees it masked; one outside the warehouse gets 404, one without a stock or worker permission 403.
    const reader = await createUserWithPermissions(t, ['view_stock']);
    const masked = await t.request<Row>('GET', `/stock/issues/${given.id}`, { token: reader.token });
    expect(masked.status).toBe(200);
    expect(masked.body.worker.tc_no).toBe(`•••••••${worker.tc_no.slice(-4)}`);
    const elsewhere = await createUserWithPermissions(t, ['view_stock', 'issue_stock'], { warehouseIds: [(await createWarehouse(t)).id] });
    const outside = await t.request<Row>('GET', `/stock/issues/${given.id}`, { token: elsewhere.token });
    expect(outside.status).toBe(404);
    expect(outside.body.error).toBe('Stok teslimi bulunamadı.');
    const stranger = await createUserWithPermissions(t, ['view_equipment']);
    expect((await t.request<Row>('GET', `/stock/issues/${given.id}`, { token: stranger.token })).status).toBe(403);
    expect((await t.request<Row>('GET', `/stock/issues/${randomUUID()}`, admin())).status).toBe(404);
    // The PPE card's row names the issue whose paper it opens.
    const card = await t.request<Row[]>('GET', `/stock/workers/${worker.id}/ppe`, admin());
    expect(card.body.find((l) => l.item_id === helmet.id)!.issues[0]).toMatchObject({
      issue_id: given.id,
      document: { id: given.document.id, number: given.document.number },
    });
    // The paper's seal data comes from the documents' own route, for a stock reader too.
    const paper = await t.request<Row>('GET', `/documents/${given.document.id}/paper`, { token: reader.token });
    expect(paper.status).toBe(200);
    expect(paper.body).toMatchObject({ kind: 'stock_issue', number: given.document.number });
    expect(paper.body.fingerprint).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
  });
});

describe('replacements due', () => {
  it('lists per warehouse the PPE held whose replacement day is past or within 30 days, most overdue first', async () => {
    const wh = await createWarehouse(t);
    const other = await createWarehouse(t);
    const [ayse, burak, cem] = [
      await createWorker(t, { first_name: 'Ayşe', last_name: 'Kaya' }),
      await createWorker(t, { first_name: 'Burak', last_name: 'Demir' }),
      await createWorker(t, { first_name: 'Cem', last_name: 'Arslan' }),
    ];
    const goggles = await item({ name: `Gözlük ${randomUUID().slice(0, 6)}`, standard: 'EN 166', replacement_months: 1 });
    const boots = await item({
      name: `Bot ${randomUUID().slice(0, 6)}`,
      unit: 'çift',
      variant: '42',
      standard: 'EN ISO 20345',
      replacement_months: 12,
    });
    const gloves = await item({ name: `Eldiven ${randomUUID().slice(0, 6)}`, kind: 'consumable', unit: 'çift' });
    await receive(wh.id, [
      { item_id: goggles.id, quantity: 20, unit_price: 50 },
      { item_id: boots.id, quantity: 20, unit_price: 900 },
      { item_id: gloves.id, quantity: 20, unit_price: 20 },
    ]);
    await receive(other.id, [{ item_id: goggles.id, quantity: 5, unit_price: 50 }]);
    const today = warehouseToday();
    // Ayşe's goggles: given 70 days ago (about 40 overdue); Burak's boots: given a year less 10 days ago (due in about 10).
    const ayseIssue = await issuedDaysAgo(wh.id, ayse.id, goggles.id, 1, 70);
    await issuedDaysAgo(wh.id, burak.id, boots.id, 1, 355);
    // Cem's goggles: 45 days ago (about 15 overdue), but returned; gloves are not PPE; boots given today are not due.
    await issuedDaysAgo(wh.id, cem.id, goggles.id, 1, 45);
    const back = await t.request<Row>('POST', '/stock/returns', {
      ...admin(),
      body: { warehouse_id: wh.id, worker_id: cem.id, lines: [{ item_id: goggles.id, quantity: 1 }] },
    });
    expect(back.status).toBe(201);
    await issue(wh.id, cem.id, [{ item_id: gloves.id, quantity: 2 }]);
    await issue(wh.id, cem.id, [{ item_id: boots.id, quantity: 1 }], { ppe_briefed: true });
    // Cem's goggles given again later, from the other warehouse: listed there (the last issue's warehouse), not here.
    await issuedDaysAgo(other.id, cem.id, goggles.id, 1, 40);

    const expectedDue = (daysAgo: number, months: number) => replacementDay(addDays(today, -daysAgo), months)!;
    const all = await t.request<Row[]>('GET', `/stock/replacements?warehouse_id=${wh.id}`, admin());
    expect(all.status).toBe(200);
    expect(all.body.map((r) => [r.worker.first_name, r.item_id])).toEqual([
      ['Ayşe', goggles.id],
      ['Burak', boots.id],
    ]);
    const ayseDue = expectedDue(70, 1);
    expect(all.body[0]).toMatchObject({
      name: goggles.name,
      standard: 'EN 166',
      held: 1,
      unit: 'adet',
      last_issued_on: addDays(today, -70),
      due_on: ayseDue,
      days_overdue: daysBetween(ayseDue, today),
      issue_id: ayseIssue,
    });
    expect(all.body[0]!.days_overdue).toBeGreaterThan(30);
    expect(all.body[1]).toMatchObject({ variant: '42', due_on: expectedDue(355, 12) });
    expect(all.body[1]!.days_overdue).toBeLessThan(0);

    const overdue = await t.request<Row[]>('GET', `/stock/replacements?warehouse_id=${wh.id}&status=overdue`, admin());
    expect(overdue.body.map((r) => r.worker.id)).toEqual([ayse.id]);
    const due = await t.request<Row[]>('GET', `/stock/replacements?warehouse_id=${wh.id}&status=due`, admin());
    expect(due.body.map((r) => r.worker.id)).toEqual([burak.id]);
    const there = await t.request<Row[]>('GET', `/stock/replacements?warehouse_id=${other.id}`, admin());
    expect(there.body.map((r) => r.worker.id)).toEqual([cem.id]);

    const bad = await t.request<Row>('GET', `/stock/replacements?warehouse_id=${wh.id}&status=soon`, admin());
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Geçersiz durum filtresi.');
    expect((await t.request<Row>('GET', '/stock/replacements', admin())).body.error).toBe('Depo seçimi zorunludur');
    const scoped = await createUserWithPermissions(t, ['issue_stock'], { warehouseIds: [other.id] });
    expect((await t.request<Row>('GET', `/stock/replacements?warehouse_id=${wh.id}`, { token: scoped.token })).status).toBe(404);
    expect((await t.request<Row>('GET', `/stock/replacements?warehouse_id=${other.id}`, { token: scoped.token })).status).toBe(200);
    const stranger = await createUserWithPermissions(t, ['receive_stock']);
    expect((await t.request<Row>('GET', `/stock/replacements?warehouse_id=${wh.id}`, { token: stranger.token })).status).toBe(403);
  });
});

describe('İlişik Kesme and returnable stock', () => {
  it('is refused while the worker holds a returnable item, named in the refusal and on the statement; consumables do not count', async () => {
    const wh = await createWarehouse(t);
    const worker = await createWorker(t);
    const harness = await item({ name: `Emniyet Kemeri ${randomUUID().slice(0, 6)}`, standard: 'EN 361', returnable: true });
    const gloves = await item({ name: `Eldiven ${randomUUID().slice(0, 6)}`, kind: 'consumable', unit: 'çift' });
    await receive(wh.id, [
      { item_id: harness.id, quantity: 3, unit_price: 1200 },
      { item_id: gloves.id, quantity: 10, unit_price: 20 },
    ]);
    const given = await issue(
      wh.id,
      worker.id,
      [
        { item_id: harness.id, quantity: 2 },
        { item_id: gloves.id, quantity: 4 },
      ],
      { ppe_briefed: true },
    );
    const statement = await t.request<Row>('GET', `/workers/${worker.id}/statement`, admin());
    expect(statement.status).toBe(200);
    expect(statement.body.held_stock).toEqual([
      expect.objectContaining({
        item_id: harness.id,
        title: harness.name,
        held: 2,
        unit: 'adet',
        warehouse: wh.name,
        document: given.document,
      }),
    ]);
    const refused = await t.request<Row>('POST', `/workers/${worker.id}/clearance`, { ...admin(), body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `İşçinin üzerinde iade edilmesi gereken 1 KKD/malzeme var: ${harness.name}: 2 adet (${wh.name}). Önce bunların iadesi alınmalı; ilişik kesme belgesi düzenlenemez.`,
    );
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from documents where kind = 'clearance' and worker_id = ${worker.id}::uuid`,
    );
    expect(count!.n).toBe(0);

    // Returned (one to stock, one scrapped): the gloves still held do not stop the clearance.
    const back = await t.request<Row>('POST', '/stock/returns', {
      ...admin(),
      body: {
        warehouse_id: wh.id,
        worker_id: worker.id,
        lines: [
          { item_id: harness.id, quantity: 1 },
          { item_id: harness.id, quantity: 1, scrapped: true },
        ],
      },
    });
    expect(back.status).toBe(201);
    expect((await t.request<Row>('GET', `/workers/${worker.id}/statement`, admin())).body.held_stock).toEqual([]);
    const cleared = await t.request<Row>('POST', `/workers/${worker.id}/clearance`, { ...admin(), body: {} });
    expect(cleared.status).toBe(201);
    expect(cleared.body.document.number).toMatch(/^İLK-/);
  });
});
