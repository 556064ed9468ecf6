// Document numbers over real HTTP (docs/documents.md): per kind and year, gap-free and never
// doubled under concurrent requests; a refused move gives its number back; the items of one signing
// share one number and nothing else may join it; every list finds a record by its number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/sql';
import { CODE_ALPHABET, CODE_LENGTH } from '@shared/documents';
import { warehouseToday } from '@shared/local-day';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { issue, numberParts, returnItems, WORKER_DRAWING } from '../helpers/documents';
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
const year = () => Number(warehouseToday().slice(0, 4));

beforeAll(async () => {
  t = await startTestServer();
  clerk = await createUserWithPermissions(
    t,
    [
      'view_field_equipment',
      'view_workers',
      'view_transfers',
      'create_transfer',
      'view_malfunctions',
      'create_malfunction',
      'manage_stocktake',
    ],
    {
      signature: PNG_DATA_URL,
    },
  );
});
afterAll(async () => {
  await t?.close();
});

describe('document numbers', () => {
  it('50 hand-overs sent at once get 50 consecutive numbers, none twice', async () => {
    const warehouse = await createWarehouse(t);
    const worker = await createWorker(t);
    const items = [];
    for (let i = 0; i < 50; i++) items.push(await createEquipment(t, { warehouse_id: warehouse.id }));
    const answers = await Promise.all(items.map((item) => issue(t, clerk.token, { equipment_id: item.id, worker_id: worker.id })));
    expect(answers.map((a) => a.status)).toEqual(items.map(() => 201));
    const parts = answers.map((a) => numberParts(a.body.document.number));
    expect(new Set(parts.map((p) => p.prefix))).toEqual(new Set(['TES']));
    expect(new Set(parts.map((p) => p.year))).toEqual(new Set([year()]));
    const seqs = parts.map((p) => p.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    expect(answers[0]!.body.document.number).toMatch(new RegExp(`^TES-${year()}-\\d{6}$`));
    // Fifty signed hand-overs on a loaded machine (PGlite answers one query at a time) may take a while.
  }, 120_000);

  it('a refused hand-over uses no number: the next one follows on', async () => {
    const warehouse = await createWarehouse(t);
    const worker = await createWorker(t);
    const [a, b] = [await createEquipment(t, { warehouse_id: warehouse.id }), await createEquipment(t, { warehouse_id: warehouse.id })];
    const first = await issue(t, clerk.token, { equipment_id: a.id, worker_id: worker.id });
    const refused = await issue(t, clerk.token, { equipment_id: a.id, worker_id: worker.id });
    expect(refused.status).toBe(409);
    const next = await issue(t, clerk.token, { equipment_id: b.id, worker_id: worker.id });
    expect(numberParts(next.body.document.number).seq).toBe(numberParts(first.body.document.number).seq + 1);
  });

  it('each kind counts on its own: İAD, TRF, ARZ, SAY, İLK', async () => {
    const [source, target] = [await createWarehouse(t), await createWarehouse(t)];
    const worker = await createWorker(t);
    const item = await createEquipment(t, { warehouse_id: source.id });
    const issued = await issue(t, clerk.token, { equipment_id: item.id, worker_id: worker.id });
    const returned = await returnItems(t, clerk.token, [issued.body.id]);
    expect(returned.status).toBe(201);
    expect(returned.body.document.number).toMatch(new RegExp(`^İAD-${year()}-\\d{6}$`));

    const moving = await createEquipment(t, { warehouse_id: source.id });
    const transfer = await t.request<{ document: { number: string } }>('POST', '/transfers', {
      token: clerk.token,
      body: { equipment_id: moving.id, from_warehouse_id: source.id, to_warehouse_id: target.id, assigned_to: clerk.id },
    });
    expect(transfer.status).toBe(201);
    expect(transfer.body.document.number).toMatch(new RegExp(`^TRF-${year()}-\\d{6}$`));

    const broken = await createEquipment(t, { warehouse_id: source.id });
    const fault = await t.request<{ id: string }>('POST', '/broken-equipment', {
      token: clerk.token,
      body: { equipment_id: broken.id, warehouse_id: source.id, issue: 'Kablo koptu' },
    });
    expect(fault.status).toBe(201);
    const faultRow = await t.request<{ document: { number: string } }>('GET', `/broken-equipment/${fault.body.id}`, { token: clerk.token });
    expect(faultRow.body.document.number).toMatch(new RegExp(`^ARZ-${year()}-\\d{6}$`));

    const count = await t.request<{ id: string }>('POST', '/stocktakes', { token: clerk.token, body: { warehouse_id: target.id } });
    const session = await t.request<{ document: { number: string } }>('GET', `/stocktakes/${count.body.id}`, { token: clerk.token });
    expect(session.body.document.number).toMatch(new RegExp(`^SAY-${year()}-\\d{6}$`));

    const idle = await createWorker(t);
    const clearance = await t.request<{ document: { number: string } }>('POST', `/workers/${idle.id}/clearance`, { token: clerk.token });
    expect(clearance.status).toBe(201);
    expect(clearance.body.document.number).toMatch(new RegExp(`^İLK-${year()}-\\d{6}$`));
  });

  it('the items of one signing share one number; another signature, worker or issuer cannot join it (409)', async () => {
    const warehouse = await createWarehouse(t);
    const worker = await createWorker(t);
    const items = [];
    for (let i = 0; i < 4; i++) items.push(await createEquipment(t, { warehouse_id: warehouse.id }));
    const batchId = randomUUID();
    const together = await Promise.all(
      items.slice(0, 2).map((item) => issue(t, clerk.token, { equipment_id: item.id, worker_id: worker.id, batch_id: batchId })),
    );
    expect(together.map((a) => a.status)).toEqual([201, 201]);
    expect(together[0]!.body.document).toEqual(together[1]!.body.document);

    const otherDrawing = await issue(t, clerk.token, {
      equipment_id: items[2]!.id,
      worker_id: worker.id,
      batch_id: batchId,
      signature: PNG_DATA_URL,
    });
    expect(otherDrawing.status).toBe(409);
    expect(otherDrawing.body.error).toMatch(/^Bu teslim belgesi imzalanmış/);
    const colleague = await createUserWithPermissions(t, ['view_field_equipment']);
    const otherIssuer = await issue(t, colleague.token, {
      equipment_id: items[2]!.id,
      worker_id: worker.id,
      batch_id: batchId,
      signature: WORKER_DRAWING,
    });
    expect(otherIssuer.status).toBe(409);
    // The refused items are still available and the document still holds two.
    const late = await issue(t, clerk.token, { equipment_id: items[3]!.id, worker_id: worker.id, batch_id: batchId });
    expect(late.status).toBe(201);
    expect(late.body.document).toEqual(together[0]!.body.document);
  });
});

describe('finding a record by its number', () => {
  it('in the hand-over list (TES and İAD, any case), the worker history, the fault and transfer lists', async () => {
    const [source, target] = [await createWarehouse(t), await createWarehouse(t)];
    const worker = await createWorker(t);
    const item = await createEquipment(t, { warehouse_id: source.id });
    const decoy = await createEquipment(t, { warehouse_id: source.id });
    const issued = await issue(t, clerk.token, { equipment_id: item.id, worker_id: worker.id });
    await issue(t, clerk.token, { equipment_id: decoy.id, worker_id: worker.id });
    const handover = issued.body.document.number;
    const page = (path: string, q: string) =>
      t.request<{ items: Array<{ id: string }>; filtered: number }>(
        'GET',
        `${path}${path.includes('?') ? '&' : '?'}limit=10&q=${encodeURIComponent(q)}`,
        { token: clerk.token },
      );

    const byHandover = await page('/field-equipment', handover);
    expect(byHandover.body.items.map((r) => r.id)).toEqual([issued.body.id]);
    expect((await page('/field-equipment', handover.toLowerCase())).body.items.map((r) => r.id)).toEqual([issued.body.id]);
    expect((await page(`/workers/${worker.id}/equipment-history`, handover)).body.items.map((r) => r.id)).toEqual([issued.body.id]);

    const returned = await returnItems(t, clerk.token, [issued.body.id]);
    const returnNumber = returned.body.document.number;
    expect((await page('/field-equipment', returnNumber)).body.items.map((r) => r.id)).toEqual([issued.body.id]);
    // 'iad' typed without Turkish keys finds 'İAD'.
    expect((await page('/field-equipment', returnNumber.replace('İAD', 'iad'))).body.items.map((r) => r.id)).toEqual([issued.body.id]);

    const broken = await createEquipment(t, { warehouse_id: source.id });
    const fault = await t.request<{ id: string }>('POST', '/broken-equipment', {
      token: clerk.token,
      body: { equipment_id: broken.id, warehouse_id: source.id, issue: 'Ekran kırık' },
    });
    const faultNumber = (
      await t.request<{ document: { number: string } }>('GET', `/broken-equipment/${fault.body.id}`, { token: clerk.token })
    ).body.document.number;
    expect((await page('/broken-equipment', faultNumber)).body.items.map((r) => r.id)).toEqual([fault.body.id]);

    const moving = await createEquipment(t, { warehouse_id: source.id });
    const transfer = await t.request<{ id: string; document: { number: string } }>('POST', '/transfers', {
      token: clerk.token,
      body: { equipment_id: moving.id, from_warehouse_id: source.id, to_warehouse_id: target.id, assigned_to: clerk.id },
    });
    expect((await page('/transfers', transfer.body.document.number)).body.items.map((r) => r.id)).toEqual([transfer.body.id]);

    // Rows carry their numbers, so the screens show them.
    const row = (
      await t.request<{ items: Array<{ document: { number: string }; return_document: { number: string } }> }>(
        'GET',
        `/field-equipment?limit=10&q=${encodeURIComponent(handover)}`,
        { token: clerk.token },
      )
    ).body.items[0]!;
    expect([row.document.number, row.return_document.number]).toEqual([handover, returnNumber]);

    // Any part of the number finds it: its sequence, a prefix cut short, the year and sequence.
    const [prefix, numberYear, seq] = handover.split('-') as [string, string, string];
    for (const part of [seq, `${prefix.slice(1)}-${numberYear}-${seq}`, `${numberYear}-${seq}`, `${prefix}-${numberYear}-`]) {
      expect(
        (await page('/field-equipment', part)).body.items.map((r) => r.id),
        part,
      ).toContain(issued.body.id);
    }
    // A word no number can hold finds nothing by number (and no item or worker is named so here).
    expect((await page('/field-equipment', `${prefix}${numberYear}${seq}`)).body.filtered).toBe(0);
  });
});

describe('which words a number can hold, known from the word alone', () => {
  const kinds = ['handover', 'return', 'transfer', 'fault', 'count', 'clearance', 'stock_issue'] as const;
  const list = (values: readonly string[]) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  /** Each word's two answers for documents of the kinds `of`. */
  const holding = async (words: readonly string[], ...of: string[]) =>
    new Map(
      (
        await queryRows<{ w: string; may: boolean; begins: boolean }>(
          t.database.db,
          sql`select w, document_number_may_hold(${list(of)}, w) as may, document_number_begins(${list(of)}, w) as begins from unnest(${list(words)}) w`,
        )
      ).map((r) => [r.w, r]),
    );
  const holds = async (word: string, ...of: string[]) => (await holding([word], ...of)).get(word)!;

  it('every part of a real number of each kind may be held; a part that begins with the whole prefix is found at its start', async () => {
    for (const kind of kinds) {
      const key = (
        await queryRows<{ key: string }>(
          t.database.db,
          sql`select lower(replace(document_number(${kind}, 2026, 1234567), 'İ', 'I')) as key`,
        )
      )[0]!.key;
      const parts = new Map<string, number>();
      for (let from = 0; from < key.length; from++)
        for (let to = from + 1; to <= key.length; to++) if (!parts.has(key.slice(from, to))) parts.set(key.slice(from, to), from);
      const answers = await holding([...parts.keys()], kind);
      expect(answers.size).toBe(parts.size);
      for (const [part, from] of parts) {
        const answer = answers.get(part)!;
        expect(answer.may, `${kind}: ${part}`).toBe(true);
        // Found at the start exactly when it begins with the whole prefix.
        expect(answer.begins, `${kind}: ${part}`).toBe(from === 0 && part.split('-')[0] === key.split('-')[0]);
      }
    }
  });

  it('a word of other letters, digits run together, or a year of five digits cannot be in a number', async () => {
    for (const word of ['ali', 'kemal', 'tes2026', 'tes-20260', 'xyz-2026', 'ı', 'a b']) {
      expect((await holds(word, ...kinds)).may, word).toBe(false);
    }
    // Each kind's own prefix only.
    expect((await holds('tes-2026', 'return')).may).toBe(false);
    expect((await holds('iad-2026', 'handover', 'return')).may).toBe(true);
  });
});

describe('the one home of numbers: the database', () => {
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<{ v: T }>(t.database.db, query))[0]!.v;

  it('prints the kind, the year and six digits, more past 999,999', async () => {
    expect(await one(sql`select document_number('handover', 2026, 123) as v`)).toBe('TES-2026-000123');
    expect(await one(sql`select document_number('return', 2026, 45) as v`)).toBe('İAD-2026-000045');
    expect(await one(sql`select document_number('count', 2027, 1234567) as v`)).toBe('SAY-2027-1234567');
  });

  it('numbers in the warehouses’ year: New Year’s night in Istanbul is the new year', async () => {
    expect(await one(sql`select document_year('2026-12-31T21:30:00Z') as v`)).toBe(2027);
    expect(await one(sql`select document_year('2026-12-31T20:30:00Z') as v`)).toBe(2026);
  });

  it('draws codes the scanner reads back (Crockford’s base 32)', async () => {
    const codes = await queryRows<{ code: string }>(t.database.db, sql`select document_code() as code from generate_series(1, 50)`);
    for (const { code } of codes) {
      expect(code).toHaveLength(CODE_LENGTH);
      for (const ch of code) expect(CODE_ALPHABET).toContain(ch);
    }
    expect(new Set(codes.map((c) => c.code)).size).toBe(50);
  });

  it('numbers rows written without the moves after the numbers already given, with no table left behind', async () => {
    const warehouse = await createWarehouse(t);
    const worker = await createWorker(t);
    const item = await createEquipment(t, { warehouse_id: warehouse.id });
    const before = await issue(t, clerk.token, {
      equipment_id: (await createEquipment(t, { warehouse_id: warehouse.id })).id,
      worker_id: worker.id,
    });
    const batch = randomUUID();
    // As the seed writes them: straight into the table, no document.
    await t.database.db.execute(
      sql`insert into field_equipment (equipment_id, worker_id, warehouse_id, issued_by, batch_id, status, signature)
          values (${item.id}::uuid, ${worker.id}::uuid, ${warehouse.id}::uuid, ${clerk.id}::uuid, ${batch}::uuid, 'active', ${PNG_DATA_URL})`,
    );
    expect(await one(sql`select number_records() as v`)).toBe(1);
    const number = await one<string>(sql`select number as v from documents where kind = 'handover' and source_id = ${batch}::uuid`);
    expect(numberParts(number).seq).toBe(numberParts(before.body.document.number).seq + 1);
    const next = await issue(t, clerk.token, {
      equipment_id: (await createEquipment(t, { warehouse_id: warehouse.id })).id,
      worker_id: worker.id,
    });
    expect(numberParts(next.body.document.number).seq).toBe(numberParts(number).seq + 1);
    expect(await one(sql`select number_records() as v`)).toBe(0);
    expect(await one(sql`select count(*)::int as v from pg_class where relname = 'unnumbered'`)).toBe(0);
  });
});
