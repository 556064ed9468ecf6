// The seed's bulk (equipment, workers, hand-overs, faults, transfers), generated in the database with
// `insert … select … generate_series` on each item's own timeline (see seed-data.ts), and the small
// SQL helpers the seed's steps share.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { localDaySql, queryRows } from '../db/sql';
import { DEPARTMENTS, FAULT_ISSUES_PER_CATEGORY, FIRST_NAMES, LAST_NAMES, MODELS, REPAIRERS } from './seed-catalog';

export interface SeedSize {
  warehouses: number;
  equipment: number;
  workers: number;
  handovers: number;
  faults: number;
  transfers: number;
}

export const SIGNATURE_VARIANTS = 16;
export const DAY = 86_400;

/** An integer spliced into SQL text (generate_series bounds, moduli): checked, never user input. */
function n(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new Error(`Geçersiz sayı: ${value}`);
  return sql.raw(String(value));
}

export async function exec(database: Database, query: SQL): Promise<void> {
  await database.db.execute(query);
}

export async function count(database: Database, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number(row?.n ?? 0);
}

export interface ReferenceIds {
  warehouses: string[];
  staff: { id: string; signature: string | null }[];
  adminId: string;
}

export async function seedBulk(
  database: Database,
  size: SeedSize,
  ref: ReferenceIds,
  now: number,
  step: (label: string) => void,
): Promise<void> {
  const N = n(size.equipment);
  const NW = n(ref.warehouses.length);
  const NW1 = n(Math.max(1, ref.warehouses.length - 1));
  const NU = n(ref.staff.length);
  const NC = n(MODELS.length);
  const NS = n(SIGNATURE_VARIANTS);
  const NR = n(REPAIRERS.length);
  const NI = n(FAULT_ISSUES_PER_CATEGORY);
  const T = sql.raw(String(now));
  const serialOffset = n(await count(database, 'equipment'));
  const workerOffset = n(await count(database, 'workers'));

  // Workers: valid-looking national ids (checksum digits 10 and 11), mobile numbers 530–555.
  await exec(
    database,
    sql`create table seed_wk as
        select (row_number() over (order by g) - 1)::int as i, gen_random_uuid() as id, fn, ln, dep,
               s || d10::text || ((ds + d10) % 10)::text as tc_no, phone, created
        from (
          select g, s, fn, ln, dep, phone, created, ds,
                 ((((d1 + d3 + d5 + d7 + d9) * 7 - (d2 + d4 + d6 + d8)) % 10) + 10) % 10 as d10
          from (
            select g, s, fn, ln, dep, phone, created,
                   substr(s,1,1)::int d1, substr(s,2,1)::int d2, substr(s,3,1)::int d3, substr(s,4,1)::int d4, substr(s,5,1)::int d5,
                   substr(s,6,1)::int d6, substr(s,7,1)::int d7, substr(s,8,1)::int d8, substr(s,9,1)::int d9,
                   (select sum(substr(s, k, 1)::int) from generate_series(1, 9) k)::int as ds
            from (
              select g,
                     (100000000 + ((g + ${workerOffset})::bigint * 479001599 + 12345) % 900000000)::text as s,
                     floor(random() * ${n(FIRST_NAMES.length)})::int as fn,
                     floor(random() * ${n(LAST_NAMES.length)})::int as ln,
                     floor(random() * ${n(DEPARTMENTS.length)})::int as dep,
                     '5' || (30 + (g * 7) % 26)::text || (1000000 + (g::bigint * 2654435761) % 9000000)::text as phone,
                     ${T} - (750 + random() * 200) * ${n(DAY)} as created
              from generate_series(1, ${n(size.workers)}) g
            ) a
          ) b
        ) c
        where not exists (select 1 from workers w where w.tc_no = s || d10::text || ((ds + d10) % 10)::text)`,
  );
  await exec(database, sql`alter table seed_wk add primary key (i)`);
  const NWK = n(await count(database, 'seed_wk'));
  await exec(
    database,
    sql`insert into workers (id, first_name, last_name, tc_no, phone, department_id, created_by, created_at, updated_at)
        select w.id, f.t1, l.t1, w.tc_no, w.phone, d.id, ${ref.adminId}::uuid, to_timestamp(w.created), to_timestamp(w.created)
        from seed_wk w
        join seed_ref f on f.kind = 'fn' and f.i = w.fn
        join seed_ref l on l.kind = 'ln' and l.i = w.ln
        join seed_ref d on d.kind = 'dep' and d.i = w.dep`,
  );
  step('workers');

  // One planning row per item: its model, warehouse chain, creation time and final status.
  await exec(
    database,
    sql`create table seed_eq as
        select g as i, gen_random_uuid() as id,
               floor(random() * 100)::int as bucket,
               floor(random() * ${NC})::int as cat,
               floor(random() * ${NW})::int as wh_base,
               1 + floor(random() * ${NW1})::int as wh_step,
               floor(random() * ${NU})::int as creator,
               ${T} - (20 + random() * 700) * ${n(DAY)} as c0,
               random() as r1, random() as r2,
               0 as h, 0 as f, 0 as t, 0 as hc, 0 as fc, 0 as tc, 0 as cur, ''::text as status,
               0::float8 as span, 0::float8 as p2, 0::float8 as sl, 0::float8 as open_at, 0::float8 as last_at
        from generate_series(1, ${N}) g`,
  );
  await exec(database, sql`alter table seed_eq add primary key (i)`);

  // The final status comes from the planning row's bucket; each status that needs an open record
  // gets one history row reserved for it, the rest of the history lands on random items (much-used
  // items get more). Rows are numbered per item in time order.
  await exec(
    database,
    sql`update seed_eq set status = case
          when bucket < 4 then 'broken'
          when bucket < 7 then 'scrapped'
          when bucket < 10 then 'in_transfer'
          when bucket < 40 then 'in_field'
          else 'available' end`,
  );
  const history = async (table: string, total: number, skew: number, statuses: string[]) => {
    const [row] = await queryRows<{ n: number | string }>(
      database.db,
      sql`select count(*)::int as n from seed_eq where status in (select jsonb_array_elements_text(${JSON.stringify(statuses)}::jsonb))`,
    );
    const reserved = Math.min(total, Number(row?.n ?? 0));
    await exec(
      database,
      sql`create table ${sql.identifier(table)} as
          select k, e, (row_number() over (partition by e order by k))::int as j
          from (
            select r as k, i as e
            from (select i, row_number() over (order by i) as r from seed_eq
                  where status in (select jsonb_array_elements_text(${JSON.stringify(statuses)}::jsonb))) need
            where r <= ${n(reserved)}
            union all
            select ${n(reserved)} + k, least(${N}, 1 + floor(${N} * power(random(), ${sql.raw(String(skew))}))::int)
            from generate_series(1::bigint, ${n(total - reserved)}::bigint) k
          ) s`,
    );
  };
  await history('seed_ho', size.handovers, 1.4, ['in_field']);
  await history('seed_fl', size.faults, 1.2, ['broken', 'scrapped']);
  await history('seed_tr', size.transfers, 1, ['in_transfer']);
  await exec(database, sql`update seed_eq e set h = c.n from (select e, count(*)::int n from seed_ho group by e) c where c.e = e.i`);
  await exec(database, sql`update seed_eq e set f = c.n from (select e, count(*)::int n from seed_fl group by e) c where c.e = e.i`);
  await exec(database, sql`update seed_eq e set t = c.n from (select e, count(*)::int n from seed_tr group by e) c where c.e = e.i`);
  // When the history is too small to back a status (tiny seeds), the item stays available.
  await exec(
    database,
    sql`update seed_eq set status = 'available'
        where (status in ('broken', 'scrapped') and f = 0) or (status = 'in_transfer' and t = 0) or (status = 'in_field' and h = 0)`,
  );
  // Timeline: [c0, p2) completed transfers; [p2, 90%) hand-overs then repaired faults, one slot
  // each; after 90% the one open record, if any.
  await exec(
    database,
    sql`update seed_eq set
          hc = h - (status = 'in_field')::int,
          fc = f - (status in ('broken', 'scrapped'))::int,
          tc = t - (status = 'in_transfer')::int,
          span = ${T} - c0,
          p2 = c0 + 0.2 * (${T} - c0),
          open_at = c0 + (${T} - c0) * (0.9 + 0.09 * r1)`,
  );
  await exec(
    database,
    sql`update seed_eq set
          cur = (wh_base + tc * wh_step) % ${NW},
          sl = 0.7 * span / greatest(hc + fc, 1),
          last_at = case
            when status in ('in_field', 'broken', 'in_transfer') then open_at
            when status = 'scrapped' then open_at + 0.3 * (${T} - open_at)
            when fc > 0 then p2 + 0.7 * span / (hc + fc) * (hc + fc - 1 + 0.6)
            when hc > 0 then p2 + 0.7 * span / hc * (hc - 1 + 0.7)
            when tc > 0 then c0 + span * 0.2 * tc / (tc + 1) + least(2 * ${n(DAY)}, 0.1 * span / (tc + 1))
            else c0 end`,
  );
  step('plan');

  await exec(
    database,
    sql`insert into equipment (id, serial_number, model, brand_id, category_id, warehouse_id, status, created_by, created_at, updated_at)
        select e.id,
               c.t2 || '-' || to_char(to_timestamp(e.c0), 'YY') || '-' || lpad((e.i + ${serialOffset})::text, greatest(6, length((e.i + ${serialOffset})::text)), '0'),
               c.t1, c.id, c.id2, w.id, e.status, u.id, to_timestamp(e.c0), to_timestamp(e.last_at)
        from seed_eq e
        join seed_ref c on c.kind = 'cat' and c.i = e.cat
        join seed_ref w on w.kind = 'wh' and w.i = e.cur
        join seed_ref u on u.kind = 'usr' and u.i = e.creator`,
  );
  step('equipment');

  await exec(
    database,
    sql`insert into transfers (equipment_id, from_warehouse_id, to_warehouse_id, issuer_id, assigned_to, receiver_id, status, created_at, completed_at, updated_at)
        select x.eid, fw.id, tw.id, iu.id, au.id, case when x.done then au.id end,
               case when x.done then 'completed' else 'in_transit' end,
               to_timestamp(x.created), to_timestamp(x.completed), to_timestamp(coalesce(x.completed, x.created))
        from (
          select t.k, e.id as eid, not (e.status = 'in_transfer' and t.j = e.t) as done,
                 (e.wh_base + (t.j - 1) * e.wh_step) % ${NW} as fw, (e.wh_base + t.j * e.wh_step) % ${NW} as tw,
                 case when e.status = 'in_transfer' and t.j = e.t then e.open_at else e.c0 + e.span * 0.2 * t.j / (e.tc + 1) end as created,
                 case when e.status = 'in_transfer' and t.j = e.t then null
                      else e.c0 + e.span * 0.2 * t.j / (e.tc + 1) + least(2 * ${n(DAY)}, 0.1 * e.span / (e.tc + 1)) end as completed,
                 ((t.k * 31) % ${NU})::int as iu, ((t.k * 17 + 3) % ${NU})::int as au
          from seed_tr t join seed_eq e on e.i = t.e
        ) x
        join seed_ref fw on fw.kind = 'wh' and fw.i = x.fw
        join seed_ref tw on tw.kind = 'wh' and tw.i = x.tw
        join seed_ref iu on iu.kind = 'usr' and iu.i = x.iu
        join seed_ref au on au.kind = 'usr' and au.i = x.au`,
  );
  step('transfers');

  await exec(
    database,
    sql`insert into field_equipment (batch_id, equipment_id, worker_id, team_leader_id, warehouse_id, status, signature,
                                     issued_by, issuer_signature, issued_at, returned_by, returner_signature, returned_at, created_at, updated_at,
                                     due_date, return_batch_id, return_condition)
        select gen_random_uuid(), x.eid, wk.id, tl.id, wh.id,
               case when x.active then 'active' else 'returned' end,
               sg.t1, iu.id, iu.t1, to_timestamp(x.issued),
               case when x.active then null else ru.id end,
               case when x.active then null else ru.t1 end,
               case when x.active then null else to_timestamp(x.issued + 0.7 * x.sl) end,
               to_timestamp(x.issued),
               to_timestamp(case when x.active then x.issued else x.issued + 0.7 * x.sl end),
               -- Three hand-overs in four carry an expected return day (1 week, 2 weeks, 1 month), so
               -- the demo has overdue items; returns are Sağlam, one in nine Eksik parça.
               case when x.k % 4 = 3 then null
                    else ${localDaySql(sql`to_timestamp(x.issued)`)} + (case x.k % 4 when 0 then 7 when 1 then 14 else 30 end) end,
               case when x.active then null else gen_random_uuid() end,
               case when x.active then null when x.k % 9 = 0 then 'missing_parts' else 'intact' end
        from (
          select h.k, e.id as eid, e.cur, e.sl,
                 (e.status = 'in_field' and h.j = e.h) as active,
                 case when e.status = 'in_field' and h.j = e.h then e.open_at else e.p2 + (h.j - 1) * e.sl end as issued,
                 ((h.k * 7919) % ${NWK})::int as wk,
                 case when h.k % 10 < 3 then (((h.k * 7919) % ${NWK} + 1 + (h.k * 104729) % greatest(${NWK} - 1, 1)) % ${NWK})::int end as tl,
                 ((h.k * 31) % ${NU})::int as iu, ((h.k * 37 + 5) % ${NU})::int as ru, (h.k % ${NS})::int as sg
          from seed_ho h join seed_eq e on e.i = h.e
        ) x
        join seed_ref wh on wh.kind = 'wh' and wh.i = x.cur
        join seed_wk wk on wk.i = x.wk
        left join seed_wk tl on tl.i = x.tl
        join seed_ref iu on iu.kind = 'usr' and iu.i = x.iu
        join seed_ref ru on ru.kind = 'usr' and ru.i = x.ru
        join seed_ref sg on sg.kind = 'sig' and sg.i = x.sg`,
  );
  step('hand-overs');

  await exec(
    database,
    sql`insert into broken_equipment (equipment_id, warehouse_id, issue, status, reported_by, assigned_to, assigned_by, assigned_at,
                                      repairer_id, repair_cost, repair_cost_updated_by, repair_cost_updated_at, created_at, resolved_at, updated_at)
        select x.eid, wh.id, iss.t1, x.st, rb.id,
               case when x.st <> 'pending' then at.id end,
               case when x.st <> 'pending' then ab.id end,
               to_timestamp(x.assigned),
               case when x.st <> 'pending' then rp.id end,
               x.cost,
               case when x.cost is not null then at.id end,
               case when x.cost is not null then to_timestamp(x.resolved) end,
               to_timestamp(x.created), to_timestamp(x.resolved),
               to_timestamp(coalesce(x.resolved, x.assigned, x.created))
        from (
          select y.*,
                 case when st = 'pending' then null
                      when st = 'in_repair' then created + 0.2 * (${T} - created)
                      when st = 'scrapped' then created + 0.1 * (${T} - created)
                      else created + 0.1 * sl end as assigned,
                 case when st = 'scrapped' then created + 0.3 * (${T} - created)
                      when st = 'repaired' then created + 0.6 * sl end as resolved,
                 case when st in ('repaired', 'scrapped') and k % 10 <> 0 then round(150 + ((k * 7907) % 1485000) / 100.0, 2) end as cost
          from (
            select f.k, e.id as eid, e.cur, e.sl,
                   case when f.j = e.f and e.status = 'broken' then (case when e.r2 < 0.5 then 'pending' else 'in_repair' end)
                        when f.j = e.f and e.status = 'scrapped' then 'scrapped'
                        else 'repaired' end as st,
                   case when f.j = e.f and e.status in ('broken', 'scrapped') then e.open_at
                        else e.p2 + (e.hc + f.j - 1) * e.sl end as created,
                   ((f.k * 31) % ${NU})::int as rb, ((f.k * 13 + 1) % ${NU})::int as at, ((f.k * 7 + 2) % ${NU})::int as ab,
                   ((f.k * 5) % ${NR})::int as rp, (e.cat * ${NI} + (f.k * 11) % ${NI})::int as iss
            from seed_fl f join seed_eq e on e.i = f.e
          ) y
        ) x
        join seed_ref wh on wh.kind = 'wh' and wh.i = x.cur
        join seed_ref iss on iss.kind = 'iss' and iss.i = x.iss
        join seed_ref rb on rb.kind = 'usr' and rb.i = x.rb
        join seed_ref at on at.kind = 'usr' and at.i = x.at
        join seed_ref ab on ab.kind = 'usr' and ab.i = x.ab
        join seed_ref rp on rp.kind = 'rep' and rp.i = x.rp`,
  );
  step('faults');
}
