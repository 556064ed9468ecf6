// Demo and large data for `npm run seed:demo` / `npm run seed:large` (the CLI is seed.ts).
//
// The reference data (warehouses, brands, models, staff) is inserted row by row; the bulk
// (equipment, workers, hand-overs, faults, transfers) is generated in the database with
// `insert … select … generate_series`, so 500k rows take minutes, not hours, even on PGlite.
//
// Every item's history is laid out on its own timeline, so the equipment state machine
// (DESIGN.md §3) holds: transfers first, then hand-overs and repaired faults that never overlap,
// then at most one open record that matches the item's status (an active hand-over for `in_field`,
// an open fault for `broken`, a transfer in transit for `in_transfer`, a scrapping for `scrapped`).
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/client';
import { queryRows } from '../db/sql';
import {
  BRANDS,
  CATEGORIES,
  DEPARTMENTS,
  FAULT_ISSUES,
  FAULT_ISSUES_PER_CATEGORY,
  FIRST_NAMES,
  LAST_NAMES,
  MODELS,
  REPAIRERS,
  WAREHOUSES,
  tcNoFromBase,
} from './seed-catalog';
import { STAFF, STAFF_PASSWORD, STAFF_ROLES } from './seed-staff';
import { signatureDataUrl } from './signature-png';
import { numberRecords } from '../modules/documents/number-records';
import { sealUnsealed } from '../modules/documents/seal-batch';
import { seedChecks, seedCompany } from './seed-extras';
import { seedStock } from './seed-stock';
import { seedBulkStock, type BulkStock } from './seed-stock-bulk';
import { seedKits, seedRequests, seedReservations } from './seed-reservations';
import { count, exec, seedBulk, SIGNATURE_VARIANTS, DAY, type ReferenceIds, type SeedSize } from './seed-bulk';

export type SeedMode = 'demo' | 'medium' | 'large';

export const SEED_SIZES: Record<SeedMode, SeedSize> = {
  demo: { warehouses: 5, equipment: 400, workers: 150, handovers: 1000, faults: 90, transfers: 60 },
  // A fifth of large: the bench's "new device at 20k items".
  medium: { warehouses: 8, equipment: 20_000, workers: 4_000, handovers: 60_000, faults: 10_000, transfers: 10_000 },
  large: { warehouses: 12, equipment: 100_000, workers: 20_000, handovers: 300_000, faults: 50_000, transfers: 50_000 },
};

const STAGING = ['seed_ref', 'seed_eq', 'seed_ho', 'seed_fl', 'seed_tr', 'seed_wk'];

type RefRow = { i: number; id?: string | null; id2?: string | null; t1?: string | null; t2?: string | null };

async function putRef(database: Database, kind: string, rows: RefRow[]): Promise<void> {
  await exec(
    database,
    sql`insert into seed_ref (kind, i, id, id2, t1, t2)
        select ${kind}, (x->>'i')::int, (x->>'id')::uuid, (x->>'id2')::uuid, x->>'t1', x->>'t2'
        from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as x`,
  );
}

async function idsByName(database: Database, table: string, names: readonly string[]): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; name: string }>(
    database.db,
    sql`select id::text as id, name from ${sql.identifier(table)} where name in (select jsonb_array_elements_text(${JSON.stringify(names)}::jsonb))`,
  );
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Inserts the named rows that do not exist yet (these tables have no unique name). */
async function ensureNamed(database: Database, table: string, rows: Record<string, string>[], since: number): Promise<Map<string, string>> {
  const names = rows.map((r) => r.name ?? '');
  const existing = await idsByName(database, table, names);
  const missing = rows.filter((r) => !existing.has(r.name ?? ''));
  if (missing.length > 0) {
    const columns = Object.keys(missing[0] ?? {});
    await exec(
      database,
      sql`insert into ${sql.identifier(table)} (${sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      )}, created_at, updated_at)
          select ${sql.join(
            columns.map((c) => sql`x->>${c}`),
            sql`, `,
          )}, to_timestamp(${since}), to_timestamp(${since})
          from jsonb_array_elements(${JSON.stringify(missing)}::jsonb) as x`,
    );
  }
  return idsByName(database, table, names);
}

function need<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Kayıt bulunamadı: ${key}`);
  return value;
}

async function seedReference(database: Database, size: SeedSize, now: number): Promise<ReferenceIds> {
  const longAgo = now - 1000 * DAY;
  const warehouseRows = WAREHOUSES.slice(0, size.warehouses).map((w) => ({
    name: w.name,
    location: w.location,
    description: w.description,
  }));
  const warehouseIds = await ensureNamed(database, 'warehouses', warehouseRows, longAgo);

  for (const table of ['brands', 'categories'] as const) {
    const names = table === 'brands' ? BRANDS : [...CATEGORIES];
    // Both tables are unique by lower(name): an existing brand keeps its id.
    await exec(
      database,
      sql`insert into ${sql.identifier(table)} (name, created_at, updated_at)
          select x, to_timestamp(${longAgo}), to_timestamp(${longAgo}) from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) as x
          on conflict do nothing`,
    );
  }
  const brandIds = await idsByName(database, 'brands', BRANDS);
  const categoryIds = await idsByName(database, 'categories', [...CATEGORIES]);
  const departmentIds = await ensureNamed(
    database,
    'departments',
    DEPARTMENTS.map((name) => ({ name })),
    longAgo,
  );
  const repairerIds = await ensureNamed(database, 'repairers', REPAIRERS, longAgo);

  // Roles and staff accounts.
  for (const role of STAFF_ROLES) {
    await exec(database, sql`insert into roles (name) values (${role.name}) on conflict (name) do nothing`);
    await exec(
      database,
      sql`insert into role_permissions (role_id, permission_id)
          select r.id, p.id from roles r, permissions p
          where r.name = ${role.name} and p.name in (select jsonb_array_elements_text(${JSON.stringify(role.permissions)}::jsonb))
          on conflict do nothing`,
    );
  }
  const passwordHash = await hashPassword(STAFF_PASSWORD);
  const staffRows = STAFF.map((s, index) => ({
    ...s,
    tc_no: tcNoFromBase(200_000_000 + index * 1_234_567),
    signature: s.hasSignature ? signatureDataUrl(1000 + index) : null,
  }));
  await exec(
    database,
    sql`insert into users (first_name, last_name, tc_no, email, phone, role_id, password_hash, signature, created_at, updated_at)
        select x->>'first_name', x->>'last_name', x->>'tc_no', x->>'email', x->>'phone',
               (select id from roles where name = x->>'role'), ${passwordHash}, x->>'signature', to_timestamp(${longAgo}), to_timestamp(${longAgo})
        from jsonb_array_elements(${JSON.stringify(staffRows)}::jsonb) as x
        on conflict do nothing`,
  );
  const staff = await queryRows<{ id: string; email: string; signature: string | null }>(
    database.db,
    sql`select id::text as id, email, signature from users where email in (select jsonb_array_elements_text(${JSON.stringify(STAFF.map((s) => s.email))}::jsonb))`,
  );
  for (const s of STAFF) {
    const user = staff.find((u) => u.email === s.email);
    for (const w of s.warehouses) {
      const warehouseId = warehouseIds.get(w);
      if (!user || !warehouseId) continue;
      await exec(
        database,
        sql`insert into user_warehouses (user_id, warehouse_id) values (${user.id}, ${warehouseId}) on conflict do nothing`,
      );
    }
  }
  const [admin] = await queryRows<{ id: string }>(
    database.db,
    sql`select u.id::text as id from users u join roles r on r.id = u.role_id where r.name = 'Yönetici' order by u.created_at limit 1`,
  );
  if (!admin) throw new Error('Yönetici hesabı bulunamadı.');

  // Staging tables the set-based generator joins against, keyed by a dense index.
  const refs: Record<string, RefRow[]> = {
    wh: warehouseRows.map((w, i) => ({ i, id: need(warehouseIds, w.name) })),
    cat: MODELS.map((m, i) => ({ i, id: need(brandIds, m.brand), id2: need(categoryIds, m.category), t1: m.model, t2: m.prefix })),
    usr: staff.map((u, i) => ({ i, id: u.id, t1: u.signature })),
    dep: DEPARTMENTS.map((d, i) => ({ i, id: need(departmentIds, d) })),
    rep: REPAIRERS.map((r, i) => ({ i, id: need(repairerIds, r.name) })),
    fn: FIRST_NAMES.map((t1, i) => ({ i, t1 })),
    ln: LAST_NAMES.map((t1, i) => ({ i, t1 })),
    // A fault fits the item's category: the issues of model i are rows i × 3 … i × 3 + 2.
    iss: MODELS.flatMap((m, mi) => FAULT_ISSUES[m.category].map((t1, j) => ({ i: mi * FAULT_ISSUES_PER_CATEGORY + j, t1 }))),
    sig: Array.from({ length: SIGNATURE_VARIANTS }, (_, i) => ({ i, t1: signatureDataUrl(i) })),
  };
  for (const [kind, rows] of Object.entries(refs)) await putRef(database, kind, rows);

  return { warehouses: warehouseRows.map((w) => need(warehouseIds, w.name)), staff, adminId: admin.id };
}

async function dropStaging(database: Database): Promise<void> {
  for (const table of STAGING) await exec(database, sql`drop table if exists ${sql.identifier(table)}`);
}

/** Fails loudly when the generated data breaks the state machine. */
export async function checkConsistency(database: Database): Promise<string[]> {
  const checks: [string, SQL][] = [
    [
      'Sahada ekipmanın tam bir etkin teslimi olmalı',
      sql`select count(*)::int as n from equipment e where e.status = 'in_field' and (select count(*) from field_equipment f where f.equipment_id = e.id and f.status = 'active') <> 1`,
    ],
    [
      'Etkin teslim yalnızca sahadaki ya da arızalı ekipmanda olabilir',
      sql`select count(*)::int as n from field_equipment f join equipment e on e.id = f.equipment_id where f.status = 'active' and e.status not in ('in_field', 'broken')`,
    ],
    [
      'Arızalı ekipmanın açık bir arıza kaydı olmalı',
      sql`select count(*)::int as n from equipment e where e.status = 'broken' and not exists (select 1 from broken_equipment b where b.equipment_id = e.id and b.status in ('pending', 'in_repair'))`,
    ],
    [
      'Açık arıza yalnızca arızalı ekipmanda olabilir',
      sql`select count(*)::int as n from broken_equipment b join equipment e on e.id = b.equipment_id where b.status in ('pending', 'in_repair') and e.status <> 'broken'`,
    ],
    [
      'Transferdeki ekipmanın yoldaki bir transferi olmalı',
      sql`select count(*)::int as n from equipment e where e.status = 'in_transfer' and not exists (select 1 from transfers t where t.equipment_id = e.id and t.status = 'in_transit')`,
    ],
    [
      'Yoldaki transfer kaynak depodan çıkmalı',
      sql`select count(*)::int as n from transfers t join equipment e on e.id = t.equipment_id where t.status = 'in_transit' and (e.status <> 'in_transfer' or e.warehouse_id <> t.from_warehouse_id)`,
    ],
    [
      'Teslimler zamanda çakışmamalı',
      sql`select count(*)::int as n from field_equipment a join field_equipment b on a.equipment_id = b.equipment_id and a.id < b.id where a.issued_at < coalesce(b.returned_at, now()) and b.issued_at < coalesce(a.returned_at, now())`,
    ],
  ];
  const problems: string[] = [];
  for (const [label, query] of checks) {
    const [row] = await queryRows<{ n: number | string }>(database.db, query);
    if (Number(row?.n ?? 0) > 0) problems.push(`${label}: ${row?.n} kayıt`);
  }
  return problems;
}

export interface SeedOptions {
  force?: boolean;
  /** Hears each step as it ends (the CLI prints a progress line). */
  onStep?: (label: string, seconds: number) => void;
  /** Hears the sealing's progress: documents sealed of all. */
  onSealed?: (done: number, total: number) => void;
  /** A large stock catalogue with levels (`--stock=N`, seed-stock-bulk.ts). */
  stock?: BulkStock;
}

export interface SeedResult {
  /** Set when the database already held equipment and `force` was not given. */
  refused?: { existing: number };
  totals: Record<string, number>;
  /** Seconds per step. */
  steps: [string, number][];
  problems: string[];
}

/**
 * Seeds an open database (permissions and the administrator must exist). Refuses a database that
 * already holds equipment unless `force`.
 */
export async function runSeed(database: Database, mode: SeedMode, options: SeedOptions = {}): Promise<SeedResult> {
  const size = SEED_SIZES[mode];
  const steps: [string, number][] = [];
  let last = performance.now();
  const step = (label: string) => {
    const t = performance.now();
    steps.push([label, (t - last) / 1000]);
    options.onStep?.(label, (t - last) / 1000);
    last = t;
  };
  const existing = await count(database, 'equipment');
  if (existing > 0 && !options.force) return { refused: { existing }, totals: {}, steps, problems: [] };

  await dropStaging(database);
  await exec(
    database,
    sql`create table seed_ref (kind text not null, i int not null, id uuid, id2 uuid, t1 text, t2 text, primary key (kind, i))`,
  );
  try {
    const now = Math.floor(Date.now() / 1000);
    const ref = await seedReference(database, size, now);
    step('reference');
    await seedBulk(database, size, ref, now, step);
    await seedCompany(database, ref.adminId);
    await seedChecks(database, ref.adminId);
    step('checks');
    if (mode === 'demo') {
      await seedStock(database, ref.adminId, ref.warehouses);
      await seedReservations(database, ref.adminId, ref.warehouses[0]!);
      await seedRequests(database, ref.adminId, ref.warehouses[0]!);
      await seedKits(database, ref.adminId, ref.warehouses[0]!);
      step('stock');
    }
    if (options.stock) {
      await seedBulkStock(database, ref.adminId, ref.warehouses, options.stock);
      step('stock');
    }
    await exec(
      database,
      sql`insert into audit_log (user_id, action, entity, after)
          values (${ref.adminId}::uuid, 'seed', 'database', ${JSON.stringify({ mode, ...size })}::jsonb)`,
    );
  } finally {
    await dropStaging(database);
  }
  // The seeded records get their document numbers, signed with the company in force (and, in the
  // small demo, their proofs: a few hundred per query, sealing being most of the demo's time).
  await numberRecords(database, { seal: false });
  await exec(
    database,
    sql`update documents set company_version_id = (select id from company_profiles order by version desc limit 1) where revision = 0 and company_version_id is null`,
  );
  if (mode === 'demo') await sealUnsealed(database, options.onSealed);
  step('documents');
  // Fresh statistics and visibility maps, so the first queries get the plans they will have later.
  for (const table of ['workers', 'equipment', 'field_equipment', 'broken_equipment', 'transfers']) {
    await exec(database, sql`vacuum analyze ${sql.identifier(table)}`);
  }
  if (database.kind === 'pglite') await exec(database, sql`checkpoint`);
  step('vacuum');
  const problems = await checkConsistency(database);
  step('check');
  const totals: Record<string, number> = {};
  for (const table of ['warehouses', 'equipment', 'workers', 'field_equipment', 'broken_equipment', 'transfers', 'users']) {
    totals[table] = await count(database, table);
  }
  if (options.stock) totals.stock_levels = await count(database, 'stock_levels');
  return { totals, steps, problems };
}
