// The demo seed: valid-looking data that respects the equipment state machine, on PGlite and (with
// DATABASE_URL) on PostgreSQL, and a database that already holds equipment is left alone.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { ensureAdmin, seedPermissions } from '../db/seed';
import { documentProofs, documents } from '../db/documents-schema';
import { queryRows } from '../db/sql';
import { buildContent } from '../modules/documents/content';
import { proofHash } from '../modules/documents/proof';
import { checkProof } from '../modules/documents/verify';
import { replacementsDue } from '../modules/stock/stock-papers.service';
import { PERMISSION_NAMES } from '@shared/permissions';
import type { AuthUser } from '../http/context';
import { signatureField } from '@shared/schemas/fields';
import { WorkerSchema } from '@shared/schemas/workers';
import { FAULT_ISSUES, tcNoFromBase } from './seed-catalog';
import { runSeed, SEED_SIZES, type SeedResult } from './seed-data';
import { signatureDataUrl } from './signature-png';

function validTcNo(tc: string): boolean {
  const d = tc.split('').map(Number);
  if (d.length !== 11 || d[0] === 0) return false;
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  return (((odd * 7 - even) % 10) + 10) % 10 === d[9] && d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10];
}

/** The demo's administrator as a signed-in caller. */
function adminUser(id: string): AuthUser {
  return {
    id,
    first_name: 'Sistem',
    last_name: 'Yöneticisi',
    email: '',
    tc_no: '',
    phone: '',
    role_id: '',
    sessionId: 'test',
    permissions: [...PERMISSION_NAMES],
    warehouseIds: [],
  };
}

describe('seed helpers', () => {
  it('makes national ids that pass the checksum rule', () => {
    for (const base of [0, 1, 7, 123_456_789, 899_999_999, 2_000_000_001]) expect(validTcNo(tcNoFromBase(base))).toBe(true);
    expect(validTcNo('12345678901')).toBe(false);
  });

  it('draws signatures the hand-over form would accept', () => {
    const a = signatureDataUrl(1);
    expect(v.safeParse(signatureField('Lütfen imza atın.'), a).success).toBe(true);
    expect(Buffer.from(a.split(',')[1]!, 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(signatureDataUrl(2)).not.toBe(a);
    expect(signatureDataUrl(1)).toBe(a);
  });
});

describe('seed:demo', () => {
  let database: Database;
  let result: SeedResult;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const base = process.env.DATABASE_URL;
    if (base) {
      const name = `depo_seed_${randomBytes(5).toString('hex')}`;
      const maintenance = new URL(base);
      maintenance.pathname = '/postgres';
      const admin = postgres(maintenance.toString(), { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
      dropDatabase = async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      };
    } else {
      database = await openDatabase({ kind: 'pglite-memory' });
    }
    await seedPermissions(database.db);
    await ensureAdmin(database.db, { email: 'yonetici@depo.local', password: 'yonetici-sifre-1' });
    result = await runSeed(database, 'demo');
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await dropDatabase?.();
  });

  it('fills every table with the demo sizes', () => {
    const size = SEED_SIZES.demo;
    expect(result.refused).toBeUndefined();
    expect(result.totals).toMatchObject({
      warehouses: size.warehouses,
      equipment: size.equipment,
      workers: size.workers,
      field_equipment: size.handovers,
      broken_equipment: size.faults,
      transfers: size.transfers,
    });
  });

  it('respects the state machine', () => {
    expect(result.problems).toEqual([]);
  });

  it('has items in every status and the demo warehouses', async () => {
    const statuses = await queryRows<{ status: string }>(database.db, sql`select distinct status from equipment order by status`);
    expect(statuses.map((s) => s.status)).toEqual(['available', 'broken', 'in_field', 'in_transfer', 'scrapped']);
    const names = await queryRows<{ name: string }>(database.db, sql`select name from warehouses order by name`);
    expect(names.map((n) => n.name)).toEqual(expect.arrayContaining(['Merkez Depo', 'Ankara Bölge Deposu', 'İzmir Liman Deposu']));
  });

  it('makes workers the worker form would accept', async () => {
    const workers = await queryRows<{ first_name: string; last_name: string; tc_no: string; phone: string; department_id: string }>(
      database.db,
      sql`select first_name, last_name, tc_no, phone, department_id::text as department_id from workers`,
    );
    for (const w of workers) {
      expect(validTcNo(w.tc_no), w.tc_no).toBe(true);
      expect(w.phone).toMatch(/^5\d{9}$/);
      expect(v.safeParse(WorkerSchema, w).success, JSON.stringify(w)).toBe(true);
    }
  });

  it('gives every hand-over a signature and every scrapped item a scrapping', async () => {
    const [unsigned] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from field_equipment where signature not like 'data:image/png;base64,%'`,
    );
    expect(unsigned?.n).toBe(0);
    const [unscrapped] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from equipment e where e.status = 'scrapped'
          and not exists (select 1 from broken_equipment b where b.equipment_id = e.id and b.status = 'scrapped')`,
    );
    expect(unscrapped?.n).toBe(0);
  });

  it("gives each fault a text that fits the item's category (no welding fault on a laser level)", async () => {
    const faults = await queryRows<{ category: keyof typeof FAULT_ISSUES; issue: string }>(
      database.db,
      sql`select c.name as category, b.issue from broken_equipment b join equipment e on e.id = b.equipment_id join categories c on c.id = e.category_id`,
    );
    expect(faults.length).toBeGreaterThan(0);
    const misfits = faults.filter((f) => !FAULT_ISSUES[f.category].includes(f.issue));
    expect(misfits).toEqual([]);
  });

  it('seals every document as signing it would (the batch gives the same proof), one revision each, with the company in force', async () => {
    const docs = await database.db.select().from(documents);
    expect(docs.length).toBeGreaterThan(1000);
    expect(docs.filter((d) => d.revision !== 1 || d.company_version_id === null)).toEqual([]);
    for (const kind of ['handover', 'return', 'transfer', 'fault']) {
      for (const doc of docs.filter((d) => d.kind === kind).slice(0, 5)) {
        const [proof] = await database.db.select().from(documentProofs).where(eq(documentProofs.document_id, doc.id));
        const single = await buildContent(database.db, doc, null);
        expect(proof!.hash, doc.number).toBe(proofHash(single!));
        expect((await checkProof(database.db, doc)).state, doc.number).toBe('valid');
      }
    }
  }, 60_000);

  it('shows every capability: check schedules with items valid, running out and run out; roles that count, record checks and keep the company', async () => {
    const [schedules] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from category_checks`);
    expect(schedules!.n).toBeGreaterThanOrEqual(4);
    const states = await queryRows<{ state: string; n: number }>(
      database.db,
      sql`select case when c->>'due_on' is null then 'missing' when (c->>'due_on')::date < current_date then 'overdue'
                      when (c->>'due_on')::date < current_date + 30 then 'soon' else 'valid' end as state, count(*)::int as n
          from equipment e, jsonb_array_elements(e.check_due) c group by 1`,
    );
    expect(Object.fromEntries(states.map((r) => [r.state, r.n > 0]))).toEqual({ missing: true, overdue: true, soon: true, valid: true });
    const held = await queryRows<{ role: string; permission: string }>(
      database.db,
      sql`select r.name as role, p.name as permission from roles r join role_permissions rp on rp.role_id = r.id join permissions p on p.id = rp.permission_id`,
    );
    const has = (role: string, permission: string) => held.some((h) => h.role === role && h.permission === permission);
    expect([
      has('Depo Sorumlusu', 'manage_stocktake'),
      has('Depo Sorumlusu', 'record_equipment_check'),
      has('Saha Şefi', 'override_equipment_check'),
      has('İdari İşler', 'manage_company'),
      has('Depo Sorumlusu', 'issue_stock'),
      has('Saha Şefi', 'issue_stock'),
      has('Depo Sorumlusu', 'manage_reservations'),
      has('Saha Şefi', 'manage_reservations'),
      has('Saha Şefi', 'create_request'),
      has('Depo Sorumlusu', 'approve_request'),
    ]).toEqual([true, true, true, true, true, true, true, true, true, true]);
    // Three reservations of the first warehouse, two of them to be prepared today.
    const [planned] = await queryRows<{ total: number; today: number }>(
      database.db,
      sql`select count(*)::int as total, count(*) filter (where start_day <= (now() at time zone 'Europe/Istanbul')::date)::int as today from reservations`,
    );
    expect(planned).toEqual({ total: 3, today: 2 });
    // Two requests from a field chief: one waiting to be decided, one refused with its reason.
    const asked = await queryRows<{ status: string; reason: string | null }>(
      database.db,
      sql`select status, decision_note as reason from requests order by status`,
    );
    expect(asked.map((r) => r.status)).toEqual(['open', 'refused']);
    expect(asked[1]!.reason).toBeTruthy();
  });

  it('shows counted stock: every warehouse stocked, an item at its minimum, PPE handed out with sealed KKD- documents', async () => {
    const [stock] = await queryRows<{
      items: number;
      warehouses: number;
      low: number;
      issues: number;
      documents: number;
      unsealed: number;
    }>(
      database.db,
      sql`select (select count(*)::int from stock_items) as items,
                 (select count(distinct warehouse_id)::int from stock_levels where on_hand > 0) as warehouses,
                 (select count(*)::int from stock_levels where min_qty > 0 and on_hand <= min_qty) as low,
                 (select count(*)::int from stock_issues) as issues,
                 (select count(*)::int from documents where kind = 'stock_issue' and number like 'KKD-%') as documents,
                 (select count(*)::int from documents where kind = 'stock_issue' and revision = 0) as unsealed`,
    );
    expect(stock).toMatchObject({ items: 13, warehouses: SEED_SIZES.demo.warehouses, issues: 16, documents: 16, unsealed: 0 });
    expect(stock!.low).toBeGreaterThan(0);
    // PPE given 100 and 80 days ago: 'Yenilemesi Gelenler' has overdue and coming rows on the first
    // day, and the papers moved into the past still verify and print the day they were signed.
    const warehouses = await queryRows<{ id: string }>(database.db, sql`select id from warehouses`);
    const admin = await queryRows<{ id: string }>(database.db, sql`select id from users order by created_at limit 1`);
    const due = [];
    for (const w of warehouses) due.push(...(await replacementsDue(database.db, adminUser(admin[0]!.id), w.id, undefined)));
    expect(due.some((r) => r.days_overdue > 0)).toBe(true);
    expect(due.some((r) => r.days_overdue <= 0)).toBe(true);
    const papers = await database.db.select().from(documents).where(eq(documents.kind, 'stock_issue'));
    const old = papers.filter((d) => Date.now() - new Date(d.created_at).getTime() > 70 * 86_400_000);
    expect(old.length).toBe(8);
    for (const doc of old) {
      const [proof] = await database.db.select().from(documentProofs).where(eq(documentProofs.document_id, doc.id));
      expect(proof!.hash, doc.number).toBe(proofHash((await buildContent(database.db, doc, null))!));
      expect((await checkProof(database.db, doc)).state, doc.number).toBe('valid');
    }
  });

  it('leaves a database that already holds equipment alone unless forced', async () => {
    const again = await runSeed(database, 'demo');
    expect(again.refused).toEqual({ existing: SEED_SIZES.demo.equipment });
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from equipment`);
    expect(row?.n).toBe(SEED_SIZES.demo.equipment);
  });
});
