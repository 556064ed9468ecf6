// Verifiable paper over real HTTP (docs/documents.md): a printout's code verifies before and after
// a return; one altered byte of a stored signature, or an edited proof, shows as altered; without
// sign-in only validity and number; a signed return document is never added to (409); corrections
// are new documents that name the earlier one; a worker's statement and clearance.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentProofs, documents } from '@server/db/documents-schema';
import * as s from '@server/db/schema';
import * as st from '@server/db/stocktake-schema';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { issue, paper, returnItems, verify } from '../helpers/documents';
import {
  createEquipment,
  createUserWithPermissions,
  createWarehouse,
  createWorker,
  PNG_DATA_URL,
  randomUUID,
  type TestUser,
} from '../helpers/fixtures';

let t: TestServer;
let clerk: TestUser;

beforeAll(async () => {
  t = await startTestServer();
  clerk = await createUserWithPermissions(
    t,
    ['view_field_equipment', 'view_workers', 'view_transfers', 'create_transfer', 'manage_stocktake'],
    {
      firstName: 'Zeynep',
      lastName: 'Kaya',
      signature: PNG_DATA_URL,
    },
  );
});
afterAll(async () => {
  await t?.close();
});

async function handOver(count = 2, warehouseId?: string) {
  const warehouse = warehouseId ? { id: warehouseId } : await createWarehouse(t);
  const worker = await createWorker(t, { first_name: 'Mehmet', last_name: 'Öztürk' });
  const batchId = randomUUID();
  const records = [];
  for (let i = 0; i < count; i++) {
    const item = await createEquipment(t, { warehouse_id: warehouse.id });
    const res = await issue(t, clerk.token, { equipment_id: item.id, worker_id: worker.id, batch_id: batchId });
    expect(res.status).toBe(201);
    records.push({ item, record: res.body });
  }
  return { warehouse, worker, records, document: records[0]!.record.document };
}

describe('verifying a printed hand-over', () => {
  it('anyone learns validity and number only; a reader of hand-overs sees what it holds', async () => {
    const { worker, records, document } = await handOver();
    const printed = await paper(t, clerk.token, document.id);
    // One signing is one revision, however many requests carried its items.
    expect(printed).toMatchObject({ number: document.number, kind: 'handover', revision: 1 });
    expect(printed.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(printed.fingerprint).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
    expect(printed.texts.map((x) => [x.kind, x.version])).toEqual([
      ['terms', 1],
      ['kvkk', 1],
    ]);

    const anonymous = await verify(t, printed.code);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ number: document.number, kind: 'handover', title: 'Ekipman Teslim Tutanağı', state: 'valid' });
    // No names, no ids: not the worker's, not the items'.
    const text = JSON.stringify(anonymous.body);
    for (const secret of [worker.first_name, worker.id, records[0]!.item.serial_number, records[0]!.record.id])
      expect(text).not.toContain(secret);
    // The code as printed (grouped, lower case, an O for a zero) finds it too.
    expect((await verify(t, `${printed.code.slice(0, 5)}-${printed.code.slice(5)}`.toLowerCase())).body.number).toBe(document.number);

    const reader = await verify(t, printed.code, clerk.token);
    expect(reader.body.state).toBe('valid');
    const details = reader.body.details!;
    expect(details.worker?.name).toBe('Mehmet Öztürk');
    expect(details.worker?.tc_no).toMatch(/^•{7}\d{4}$/);
    expect(details.people).toContainEqual({ role: 'Teslim Eden', name: 'Zeynep Kaya' });
    expect(details.items.map((i) => i.serial_number).sort()).toEqual(records.map((r) => r.item.serial_number).sort());
    expect(details.items.every((i) => i.now === 'Sahada')).toBe(true);
    expect(details.signatures.map((x) => x.present)).toEqual([true, true]);
    expect(details.texts.map((x) => x.version)).toEqual([1, 1]);
    expect(details.revisions.at(-1)!.fingerprint).toBe(printed.fingerprint);

    // A signed-in user who may not read hand-overs gets the public answer; so does one of another warehouse.
    const outsider = await createUserWithPermissions(t, ['view_transfers']);
    expect((await verify(t, printed.code, outsider.token)).body.details).toBeUndefined();
    const elsewhere = await createUserWithPermissions(t, ['view_field_equipment'], { warehouseIds: [(await createWarehouse(t)).id] });
    expect((await verify(t, printed.code, elsewhere.token)).body.details).toBeUndefined();
    // An expired or made-up token is no one, never a 401 (the page opens from any phone).
    expect((await verify(t, printed.code, 'gecersiz-oturum')).body).toEqual(anonymous.body);
  });

  it('after a return it is still valid and shows what became of its items', async () => {
    const { records, document } = await handOver();
    const printed = await paper(t, clerk.token, document.id);
    const returned = await returnItems(t, clerk.token, [records[0]!.record.id]);
    expect(returned.status).toBe(201);

    const after = await verify(t, printed.code, clerk.token);
    expect(after.body.state).toBe('valid');
    const items = after.body.details!.items;
    expect(items.find((i) => i.serial_number === records[0]!.item.serial_number)?.now).toBe(
      `İade alındı (${returned.body.document.number})`,
    );
    expect(items.find((i) => i.serial_number === records[1]!.item.serial_number)?.now).toBe('Sahada');
    expect(after.body.details!.later).toEqual([
      expect.objectContaining({
        text: '1 ekipman iade alındı (teslim alan: Zeynep Kaya).',
        document: expect.objectContaining({ number: returned.body.document.number }),
      }),
    ]);

    const returnPaper = await paper(t, clerk.token, returned.body.document.id);
    const returnCheck = await verify(t, returnPaper.code, clerk.token);
    expect(returnCheck.body).toMatchObject({ kind: 'return', state: 'valid' });
    expect(returnCheck.body.details!.items).toEqual([
      expect.objectContaining({ serial_number: records[0]!.item.serial_number, condition: 'Sağlam' }),
    ]);
    expect(returnCheck.body.details!.signatures.map((x) => x.present)).toEqual([true, true]);
  });

  it('one altered byte of a stored signature makes it altered; a corrected name does not', async () => {
    const { worker, records, document } = await handOver();
    const printed = await paper(t, clerk.token, document.id);
    await t.database.db.update(s.workers).set({ first_name: 'Mehmet Ali' }).where(eq(s.workers.id, worker.id));
    expect((await verify(t, printed.code)).body.state).toBe('valid');

    const record = records[1]!.record.id;
    const [row] = await t.database.db
      .select({ signature: s.fieldEquipment.signature })
      .from(s.fieldEquipment)
      .where(eq(s.fieldEquipment.id, record));
    const original = row!.signature;
    const at = original.length - 10;
    const altered = original.slice(0, at) + (original[at] === 'A' ? 'B' : 'A') + original.slice(at + 1);
    await t.database.db.update(s.fieldEquipment).set({ signature: altered }).where(eq(s.fieldEquipment.id, record));
    expect((await verify(t, printed.code)).body.state).toBe('altered');
    expect((await verify(t, printed.code, clerk.token)).body.state).toBe('altered');

    await t.database.db.update(s.fieldEquipment).set({ signature: original }).where(eq(s.fieldEquipment.id, record));
    expect((await verify(t, printed.code)).body.state).toBe('valid');
  });

  it('a proof edited in the database, or a record moved to another document, shows as altered', async () => {
    const { document } = await handOver();
    const printed = await paper(t, clerk.token, document.id);
    await t.database.db.execute(
      sql`update ${documentProofs} set content = jsonb_set(content, '{due_date}', '"2099-01-01"') where document_id = ${document.id}::uuid and revision = 1`,
    );
    expect((await verify(t, printed.code)).body.state).toBe('altered');

    const other = await handOver(1);
    const returned = await returnItems(t, clerk.token, [other.records[0]!.record.id]);
    const returnPaper = await paper(t, clerk.token, returned.body.document.id);
    await t.database.db
      .update(s.fieldEquipment)
      .set({ return_condition: 'damaged' })
      .where(eq(s.fieldEquipment.id, other.records[0]!.record.id));
    expect((await verify(t, returnPaper.code)).body.state).toBe('altered');
  });

  it('an unknown or malformed code is 404 with a Turkish message', async () => {
    for (const code of ['ZZZZZZZZZZ', 'kısa', '<script>']) {
      const res = await verify(t, code);
      expect([res.status, res.body.error]).toEqual([404, 'Bu kodla kayıtlı bir belge yok.']);
    }
  });
});

describe('a signed return document never changes', () => {
  it('another worker’s item sent with a signed return group is 409, and nothing changes (the reported attack)', async () => {
    const warehouse = await createWarehouse(t);
    const a = await handOver(1, warehouse.id);
    const b = await handOver(1, warehouse.id);
    const signed = await returnItems(t, clerk.token, [a.records[0]!.record.id]);
    expect(signed.status).toBe(201);
    const returnPaper = await paper(t, clerk.token, signed.body.document.id);

    const scoped = await createUserWithPermissions(t, ['view_field_equipment'], { warehouseIds: [warehouse.id] });
    const attack = await returnItems(t, scoped.token, [b.records[0]!.record.id], { return_batch_id: signed.body.return_batch_id });
    expect(attack.status).toBe(409);
    expect(attack.body.error).toMatch(/^Bu iade belgesi imzalanmış; değiştirilemez\./);
    const [still] = await t.database.db
      .select({ status: s.fieldEquipment.status })
      .from(s.fieldEquipment)
      .where(eq(s.fieldEquipment.id, b.records[0]!.record.id));
    expect(still!.status).toBe('active');
    // The same worker's other item, and the one-item call, are refused the same way.
    const more = await handOver(1, warehouse.id);
    const single = await t.request<{ error: string }>('PUT', `/field-equipment/${more.records[0]!.record.id}/return`, {
      token: clerk.token,
      body: { condition: 'intact', return_batch_id: signed.body.return_batch_id },
    });
    expect(single.status).toBe(409);
    const check = await verify(t, returnPaper.code, clerk.token);
    expect(check.body.state).toBe('valid');
    expect(check.body.details!.items.map((i) => i.serial_number)).toEqual([a.records[0]!.item.serial_number]);
  });

  it('a correction is a new document naming the earlier one, of the same worker only', async () => {
    const { records } = await handOver(2);
    const first = await returnItems(t, clerk.token, [records[0]!.record.id]);
    const second = await returnItems(t, clerk.token, [records[1]!.record.id], { refers_to: first.body.document.id });
    expect(second.status).toBe(201);
    expect(second.body.document.number).not.toBe(first.body.document.number);
    const secondPaper = await paper(t, clerk.token, second.body.document.id);
    expect(secondPaper.refers_to).toEqual(first.body.document);
    const firstPaper = await paper(t, clerk.token, first.body.document.id);
    const firstCheck = await verify(t, firstPaper.code, clerk.token);
    expect(firstCheck.body.details!.later).toEqual([
      expect.objectContaining({ document: expect.objectContaining({ number: second.body.document.number }) }),
    ]);
    expect((await verify(t, secondPaper.code, clerk.token)).body.details!.refers_to).toMatchObject(first.body.document);

    const stranger = await handOver(1);
    const wrong = await returnItems(t, clerk.token, [stranger.records[0]!.record.id], { refers_to: first.body.document.id });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'Atıf yapılan iade belgesi bu işçiye ait değil.']);
  });
});

describe('transfers and counts on paper', () => {
  it('transfers sent together are one document; completing one shows in what became of it', async () => {
    const [source, target] = [await createWarehouse(t), await createWarehouse(t)];
    const batchId = randomUUID();
    const sent = [];
    for (let i = 0; i < 2; i++) {
      const item = await createEquipment(t, { warehouse_id: source.id });
      const res = await t.request<{ id: string; document: { id: string; number: string } }>('POST', '/transfers', {
        token: clerk.token,
        body: { equipment_id: item.id, from_warehouse_id: source.id, to_warehouse_id: target.id, assigned_to: clerk.id, batch_id: batchId },
      });
      expect(res.status).toBe(201);
      sent.push({ item, transfer: res.body });
    }
    expect(sent[0]!.transfer.document).toEqual(sent[1]!.transfer.document);
    const printed = await paper(t, clerk.token, sent[0]!.transfer.document.id);
    expect((await t.request('PUT', `/transfers/${sent[0]!.transfer.id}/complete`, { token: clerk.token })).status).toBe(200);
    const check = await verify(t, printed.code, clerk.token);
    expect(check.body.state).toBe('valid');
    expect(check.body.details!.items.map((i) => i.now).sort()).toEqual(['Tamamlandı', 'Transferde']);
    expect(check.body.details!.later).toHaveLength(1);
  });

  it('a count is open until it closes, then valid; its results cannot be changed unseen', async () => {
    const warehouse = await createWarehouse(t);
    await createEquipment(t, { warehouse_id: warehouse.id });
    const started = await t.request<{ id: string }>('POST', '/stocktakes', { token: clerk.token, body: { warehouse_id: warehouse.id } });
    const session = await t.request<{ document: { id: string } }>('GET', `/stocktakes/${started.body.id}`, { token: clerk.token });
    const printed = await paper(t, clerk.token, session.body.document.id);
    expect((await verify(t, printed.code)).body.state).toBe('open');
    expect((await t.request('POST', `/stocktakes/${started.body.id}/close`, { token: clerk.token })).status).toBe(200);
    expect((await verify(t, printed.code)).body.state).toBe('valid');
    await t.database.db.update(st.stocktakeResults).set({ outcome: 'found' }).where(eq(st.stocktakeResults.session_id, started.body.id));
    expect((await verify(t, printed.code)).body.state).toBe('altered');
  });
});

describe('a worker’s statement and clearance', () => {
  it('lists what is held with its numbers and what was returned in the period', async () => {
    const { worker, records, document } = await handOver(2);
    const returned = await returnItems(t, clerk.token, [records[0]!.record.id]);
    const statement = await t.request<{
      held: Array<{ serial_number: string; handover: { number: string } }>;
      returned: Array<{ serial_number: string; return_document: { number: string } }>;
      worker: { tc_no: string };
    }>('GET', `/workers/${worker.id}/statement`, { token: clerk.token });
    expect(statement.status).toBe(200);
    expect(statement.body.held.map((h) => [h.serial_number, h.handover.number])).toEqual([
      [records[1]!.item.serial_number, document.number],
    ]);
    expect(statement.body.returned.map((h) => [h.serial_number, h.return_document.number])).toEqual([
      [records[0]!.item.serial_number, returned.body.document.number],
    ]);
    expect(statement.body.worker.tc_no).toMatch(/^•{7}\d{4}$/);
    const bad = await t.request<{ error: string }>('GET', `/workers/${worker.id}/statement?from=2026-02-30`, { token: clerk.token });
    expect([bad.status, bad.body.error]).toEqual([400, 'Geçerli bir tarih aralığı giriniz.']);
    const reversed = await t.request<{ error: string }>('GET', `/workers/${worker.id}/statement?from=2026-03-02&to=2026-03-01`, {
      token: clerk.token,
    });
    expect(reversed.status).toBe(400);
  });

  it('İlişik Kesme: refused while anything is held, then numbered and verifiable; a later hand-over shows in its history', async () => {
    const { worker, records } = await handOver(1);
    const refused = await t.request<{ error: string }>('POST', `/workers/${worker.id}/clearance`, { token: clerk.token });
    // The refusal names the item and the warehouse it was handed over from (a scoped user's page counts only theirs).
    const [from] = await t.database.db
      .select({ name: s.warehouses.name })
      .from(s.warehouses)
      .where(eq(s.warehouses.id, records[0]!.item.warehouse_id!));
    expect([refused.status, refused.body.error]).toEqual([
      409,
      `İşçinin üzerinde 1 zimmetli ekipman var: ${records[0]!.item.serial_number} (${from!.name}). Önce bunların iadesi alınmalı; ilişik kesme belgesi düzenlenemez.`,
    ]);
    await returnItems(t, clerk.token, [records[0]!.record.id]);
    const issued = await t.request<{ document: { id: string; number: string; code: string } }>('POST', `/workers/${worker.id}/clearance`, {
      token: clerk.token,
    });
    expect(issued.status).toBe(201);
    const check = await verify(t, issued.body.document.code, clerk.token);
    expect(check.body).toMatchObject({ kind: 'clearance', title: 'İlişik Kesme Belgesi', state: 'valid' });
    expect(check.body.details!.extra).toContainEqual({ label: 'Belge tarihinde üzerindeki ekipman', value: '0' });

    const again = await createEquipment(t, { warehouse_id: (await createWarehouse(t)).id });
    const later = await issue(t, clerk.token, { equipment_id: again.id, worker_id: worker.id });
    const after = await verify(t, issued.body.document.code, clerk.token);
    expect(after.body.state).toBe('valid');
    expect(after.body.details!.later).toEqual([
      expect.objectContaining({ document: expect.objectContaining({ number: later.body.document.number }) }),
    ]);
    const statement = await t.request<{ clearances: Array<{ number: string }> }>('GET', `/workers/${worker.id}/statement`, {
      token: clerk.token,
    });
    expect(statement.body.clearances.map((c) => c.number)).toEqual([issued.body.document.number]);
    const [doc] = await t.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.kind, 'clearance'), eq(documents.worker_id, worker.id)));
    expect(doc!.revision).toBe(1);
  });
});
