// Numbers records written without the moves (the demo and large seeds insert rows directly), as
// migration 0018 numbered the records made before documents existed: one document per hand-over
// batch, return group, transfer, report and count, in the order they were made, after the numbers
// already given. `seal` also writes their proofs (the small demo data), one document at a time.
import { and, eq, sql } from 'drizzle-orm';
import { CODE_ALPHABET, CODE_LENGTH } from '@shared/documents';
import type { Database } from '@server/db/client';
import { documents } from '@server/db/documents-schema';
import { queryRows } from '@server/db/sql';
import { seal } from './document-store';

const GROUPS = sql`
  select distinct on (f.batch_id) 'handover' as kind, 'TES' as prefix, 'tes' as key_prefix, f.batch_id as source_id, f.worker_id, f.warehouse_id, f.issued_by as created_by, f.created_at
    from field_equipment f order by f.batch_id, f.created_at, f.id`;
const RETURNS = sql`
  select distinct on (coalesce(f.return_batch_id, f.id)) 'return', 'İAD', 'iad', coalesce(f.return_batch_id, f.id), f.worker_id, f.warehouse_id, f.returned_by, f.returned_at
    from field_equipment f where f.status = 'returned' and f.returned_at is not null order by coalesce(f.return_batch_id, f.id), f.returned_at, f.id`;

export async function numberRecords(database: Database, options: { seal: boolean }): Promise<number> {
  const db = database.db;
  const exec = (query: ReturnType<typeof sql>) => db.execute(query);
  await exec(sql`drop table if exists unnumbered`);
  await exec(sql`create table unnumbered as
    select * from (${GROUPS}) h
    union all select * from (${RETURNS}) r
    union all select 'transfer', 'TRF', 'trf', t.id, null, t.from_warehouse_id, t.issuer_id, t.created_at from transfers t
    union all select 'fault', 'ARZ', 'arz', b.id, null, b.warehouse_id, b.reported_by, b.created_at from broken_equipment b
    union all select 'count', 'SAY', 'say', s.id, null, s.warehouse_id, s.started_by, s.started_at from stocktake_sessions s`);
  await exec(sql`delete from unnumbered u using documents d where d.kind = u.kind and d.source_id = u.source_id`);
  // A code per document (50 random bits), drawn again while any meets another.
  const draw = sql`(select string_agg(substr(${CODE_ALPHABET}, 1 + floor(random() * 32)::int, 1), '') from generate_series(1, ${CODE_LENGTH}) g where g > length(u.source_id::text) - 100)`;
  await exec(sql`alter table unnumbered add column code text`);
  await exec(sql`update unnumbered u set code = ${draw}`);
  for (;;) {
    const clashing = await queryRows<{ n: number }>(
      db,
      sql`with clash as (select u.source_id, u.kind from unnumbered u where exists (select 1 from documents d where d.code = u.code)
            or (select count(*) from unnumbered o where o.code = u.code) > 1)
          update unnumbered u set code = ${draw} from clash c where c.source_id = u.source_id and c.kind = u.kind returning 1 as n`,
    );
    if (clashing.length === 0) break;
  }
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from unnumbered`);
  if (n > 0) {
    await exec(sql`
      insert into documents (kind, year, seq, number, number_key, code, source_id, worker_id, warehouse_id, text_ids, revision, created_by, created_at)
      select x.kind, x.year, x.seq,
        x.prefix || '-' || x.year || '-' || lpad(x.seq::text, greatest(6, length(x.seq::text)), '0'),
        x.key_prefix || '-' || x.year || '-' || lpad(x.seq::text, greatest(6, length(x.seq::text)), '0'),
        x.code,
        x.source_id, x.worker_id, x.warehouse_id,
        case when x.kind = 'handover' then coalesce((select jsonb_agg(t.id::text) from document_texts t
          where (t.kind = 'kvkk' or (t.kind = 'terms' and t.scope = ''))
            and t.version = (select max(o.version) from document_texts o where o.kind = t.kind and o.scope = t.scope)), '[]'::jsonb) else '[]'::jsonb end,
        0, x.created_by, x.created_at
      from (select u.*, extract(year from u.created_at at time zone 'Europe/Istanbul')::int as year,
              (coalesce((select c.last_seq from document_counters c where c.kind = u.kind and c.year = extract(year from u.created_at at time zone 'Europe/Istanbul')::int), 0)
               + row_number() over (partition by u.kind, extract(year from u.created_at at time zone 'Europe/Istanbul') order by u.created_at, u.source_id))::int as seq
            from unnumbered u) x`);
    await exec(sql`
      insert into document_members (document_id, kind, entity_id, added_at)
      select d.id, 'handover', f.id, f.created_at from field_equipment f join documents d on d.kind = 'handover' and d.source_id = f.batch_id
      union all select d.id, 'return', f.id, f.returned_at from field_equipment f join documents d on d.kind = 'return' and d.source_id = coalesce(f.return_batch_id, f.id)
        where f.status = 'returned' and f.returned_at is not null
      union all select d.id, d.kind, d.source_id, d.created_at from documents d where d.kind in ('transfer', 'fault', 'count')
      on conflict do nothing`);
    await exec(sql`
      insert into document_counters (kind, year, last_seq) select kind, year, max(seq) from documents group by kind, year
      on conflict (kind, year) do update set last_seq = excluded.last_seq`);
  }
  await exec(sql`drop table unnumbered`);
  if (options.seal) {
    const open = await db.select().from(documents).where(eq(documents.revision, 0));
    for (const doc of open) {
      if (doc.kind === 'count') continue;
      await db.transaction((tx) => seal(tx, doc).then(() => undefined));
    }
    const closedCounts = await queryRows<{ id: string }>(
      db,
      sql`select d.id from documents d join stocktake_sessions s on s.id = d.source_id where d.kind = 'count' and d.revision = 0 and s.status = 'closed'`,
    );
    for (const { id } of closedCounts) {
      const [doc] = await db.select().from(documents).where(and(eq(documents.id, id)));
      if (doc) await db.transaction((tx) => seal(tx, doc).then(() => undefined));
    }
  }
  return n;
}
