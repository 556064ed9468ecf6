// What the demo seed adds beyond the records (seed-data.ts), so the demo shows every capability:
// the company's details on every paper, inspection schedules for the categories that need them
// (with checks recorded: most valid, some running out soon, some run out, a few never recorded).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/sql';
import { localDaySql } from '../db/sql';

export const DEMO_COMPANY = {
  name: 'Anadolu Yapı İnşaat ve Ticaret A.Ş.',
  address: 'Aydınlı Mah. Sanayi Cad. No: 24, Tuzla / İstanbul',
  tax_office: 'Tuzla',
  tax_number: '0680123456',
};

/** A category's required check and how often it is due (months). */
export const DEMO_CHECKS: { category: string; name: string; months: number; performer: string; prefix: string }[] = [
  { category: 'İskele', name: 'Yıllık güvenlik muayenesi', months: 12, performer: 'Marmara Muayene Ltd.', prefix: 'MUA' },
  { category: 'Kaynak Makinesi', name: 'Elektrik güvenlik testi', months: 12, performer: 'Ege Elektrik Test Lab.', prefix: 'EGT' },
  { category: 'Ölçüm Cihazı', name: 'Kalibrasyon', months: 12, performer: 'Ankara Kalibrasyon Merkezi', prefix: 'KAL' },
  { category: 'Jeneratör', name: 'Periyodik bakım', months: 6, performer: 'Servis: Yetkili Bayi', prefix: 'BKM' },
];

/** The company's details as version 1, when none were saved yet. */
export async function seedCompany(database: Database, adminId: string): Promise<void> {
  await database.db.execute(
    sql`insert into company_profiles (name, address, tax_office, tax_number, version, created_by)
        select ${DEMO_COMPANY.name}, ${DEMO_COMPANY.address}, ${DEMO_COMPANY.tax_office}, ${DEMO_COMPANY.tax_number}, 1, ${adminId}::uuid
        where not exists (select 1 from company_profiles)`,
  );
}

/**
 * The schedules, and for each item of those categories its last check: one in twenty never
 * recorded, about one in eight run out, one in ten running out within a month, the rest valid.
 */
export async function seedChecks(database: Database, adminId: string): Promise<number> {
  const db = database.db;
  await db.execute(
    sql`insert into category_checks (category_id, name, interval_months)
        select c.id, x->>'name', (x->>'months')::int from jsonb_array_elements(${JSON.stringify(DEMO_CHECKS)}::jsonb) x
        join categories c on c.name = x->>'category'
        on conflict do nothing`,
  );
  const today = localDaySql(sql`now()`);
  // Days since the last check, spread so that `age > interval` (run out) and `interval - 30 < age` (soon) both occur.
  await db.execute(
    sql`insert into equipment_checks (equipment_id, check_id, check_name, checked_on, performed_by, result, certificate_no, next_due_on, created_by, created_at)
        select e.id, cc.id, cc.name, y.checked_on, x->>'performer', 'passed',
               (x->>'prefix') || '-' || to_char(y.checked_on, 'YYYY') || '-' || lpad((row_number() over (order by e.serial_number))::text, 4, '0'),
               (y.checked_on + make_interval(months => cc.interval_months))::date, ${adminId}::uuid, y.checked_on::timestamptz
        from equipment e
        join category_checks cc on cc.category_id = e.category_id
        join categories c on c.id = e.category_id
        join jsonb_array_elements(${JSON.stringify(DEMO_CHECKS)}::jsonb) x on x->>'category' = c.name and x->>'name' = cc.name
        cross join lateral (select abs(hashtext(e.serial_number || cc.name)) % 100 as r) h
        cross join lateral (
          select (${today} - (case when h.r < 12 then cc.interval_months * 31 + 5 + h.r * 3
                                   when h.r < 22 then cc.interval_months * 30 - 25 + (h.r - 12)
                                   else (h.r * 7) % greatest(cc.interval_months * 30 - 40, 30) end))::date as checked_on
        ) y
        where h.r < 95
          and not exists (select 1 from equipment_checks o where o.equipment_id = e.id and o.check_id = cc.id)`,
  );
  await db.execute(
    sql`update equipment e set check_due = equipment_check_due(e.id, e.category_id)
        where e.category_id in (select category_id from category_checks) and e.check_due is distinct from equipment_check_due(e.id, e.category_id)`,
  );
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from equipment_checks`);
  return row?.n ?? 0;
}
