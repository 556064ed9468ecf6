// What a document says, read from its records (docs/documents.md): the content its proof is the hash
// of. Built once per kind here; the same builder makes the proof at signing and rebuilds it at
// verification, so a record changed behind the application no longer matches what was signed.
// Signature images enter only as their SHA-256, computed by the database (the images stay there).
import { sql, type SQL } from 'drizzle-orm';
import type { DocumentKind } from '@shared/documents';
import type { Db, Tx } from '@server/db/client';
import { documentMembers, documents } from '@server/db/documents-schema';
import * as s from '@server/db/schema';
import * as st from '@server/db/stocktake-schema';
import { isoText, queryRows } from '@server/db/sql';
import { stockIssueContent } from '../stock/stock-issue-content';

export type DocumentRow = typeof documents.$inferSelect;

export interface Party {
  id: string;
  name: string;
}

export interface ContentItem {
  equipment: string;
  serial_number: string;
  title: string;
  category: string | null;
  [key: string]: unknown;
}

/** The content of every kind: the common head, and what the kind adds. */
export interface DocumentContent {
  kind: DocumentKind;
  number: string;
  created_at: string;
  refers_to: string | null;
  warehouse: Party | null;
  worker?: Party | null;
  items?: ContentItem[];
  [key: string]: unknown;
}

const hashOf = (column: SQL) => sql`case when ${column} is null or ${column} = '' then null else encode(sha256(convert_to(${column}, 'UTF8')), 'hex') end`;
const nameOf = (alias: string) => sql.raw(`case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.first_name || ' ' || ${alias}.last_name) end`);
const placeOf = (alias: string) => sql.raw(`case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.name) end`);
const ITEM = sql`'equipment', e.id, 'serial_number', e.serial_number, 'title', b.name || ' ' || e.model, 'category', c.name`;
const ITEM_JOINS = sql`join ${s.equipment} e on e.id = x.equipment_id join ${s.brands} b on b.id = e.brand_id left join ${s.categories} c on c.id = e.category_id`;

async function one<T>(db: Db | Tx, query: SQL): Promise<T | undefined> {
  const [row] = await queryRows<T>(db, query);
  return row;
}

const members = (doc: DocumentRow, kind: string) => sql`(select m.entity_id from ${documentMembers} m where m.document_id = ${doc.id}::uuid and m.kind = ${kind})`;

async function handoverContent(db: Db | Tx, doc: DocumentRow) {
  return one<Record<string, unknown>>(
    db,
    sql`select (array_agg(${placeOf('w')} order by x.issued_at, x.id))[1] as warehouse,
        (array_agg(${nameOf('wk')} order by x.issued_at, x.id))[1] as worker,
        (array_agg(${nameOf('tl')} order by x.issued_at, x.id))[1] as team_leader,
        (array_agg(${nameOf('iu')} order by x.issued_at, x.id))[1] as issuer,
        (array_agg(x.due_date::text order by x.issued_at, x.id))[1] as due_date,
        json_agg(json_build_object('record', x.id, ${ITEM}, 'issued_at', ${isoText(sql`x.issued_at`)},
          'worker_signature', ${hashOf(sql`x.signature`)}, 'issuer_signature', ${hashOf(sql`x.issuer_signature`)}) order by x.issued_at, x.id) as items
      from ${s.fieldEquipment} x ${ITEM_JOINS}
      left join ${s.warehouses} w on w.id = x.warehouse_id
      join ${s.workers} wk on wk.id = x.worker_id
      left join ${s.workers} tl on tl.id = x.team_leader_id
      join ${s.users} iu on iu.id = x.issued_by
      where x.id in ${members(doc, 'handover')}`,
  );
}

async function returnContent(db: Db | Tx, doc: DocumentRow) {
  return one<Record<string, unknown>>(
    db,
    sql`select (array_agg(${placeOf('w')} order by x.id))[1] as warehouse,
        (array_agg(${nameOf('wk')} order by x.id))[1] as worker,
        (array_agg(${nameOf('ru')} order by x.id))[1] as returner,
        (array_agg(${isoText(sql`x.returned_at`)} order by x.id))[1] as returned_at,
        json_agg(json_build_object('record', x.id, ${ITEM},
          'handover', (select d.number from ${documentMembers} hm join ${documents} d on d.id = hm.document_id where hm.entity_id = x.id and hm.kind = 'handover'),
          'condition', x.return_condition, 'note', x.return_note, 'fault', x.return_fault_id,
          'worker_signature', ${hashOf(sql`x.return_signature`)}, 'returner_signature', ${hashOf(sql`x.returner_signature`)}) order by b.name, e.model, e.serial_number, x.id) as items
      from ${s.fieldEquipment} x ${ITEM_JOINS}
      left join ${s.warehouses} w on w.id = x.warehouse_id
      join ${s.workers} wk on wk.id = x.worker_id
      left join ${s.users} ru on ru.id = x.returned_by
      where x.id in ${members(doc, 'return')}`,
  );
}

async function transferContent(db: Db | Tx, doc: DocumentRow) {
  return one<Record<string, unknown>>(
    db,
    sql`select (array_agg(${placeOf('fw')} order by x.created_at, x.id))[1] as warehouse,
        (array_agg(${placeOf('tw')} order by x.created_at, x.id))[1] as destination,
        (array_agg(${nameOf('iu')} order by x.created_at, x.id))[1] as issuer,
        (array_agg(${nameOf('au')} order by x.created_at, x.id))[1] as carrier,
        json_agg(json_build_object('transfer', x.id, ${ITEM}) order by x.created_at, x.id) as items
      from ${s.transfers} x ${ITEM_JOINS}
      join ${s.warehouses} fw on fw.id = x.from_warehouse_id
      join ${s.warehouses} tw on tw.id = x.to_warehouse_id
      join ${s.users} iu on iu.id = x.issuer_id
      join ${s.users} au on au.id = x.assigned_to
      where x.id in ${members(doc, 'transfer')}`,
  );
}

async function faultContent(db: Db | Tx, doc: DocumentRow) {
  return one<Record<string, unknown>>(
    db,
    sql`select ${placeOf('w')} as warehouse, ${nameOf('ru')} as reporter, x.issue,
        json_build_array(json_build_object('report', x.id, ${ITEM})) as items
      from ${s.brokenEquipment} x ${ITEM_JOINS}
      left join ${s.warehouses} w on w.id = x.warehouse_id
      left join ${s.users} ru on ru.id = x.reported_by
      where x.id = ${doc.source_id}::uuid`,
  );
}

/** A count is signed when it closes: its counters and a hash of every result row written then. */
async function countContent(db: Db | Tx, doc: DocumentRow) {
  return one<Record<string, unknown>>(
    db,
    sql`select json_build_object('id', x.warehouse_id, 'name', x.warehouse_name) as warehouse,
        ${nameOf('su')} as started_by, ${nameOf('cu')} as closed_by,
        ${isoText(sql`x.started_at`)} as started_at, ${isoText(sql`x.closed_at`)} as closed_at,
        x.status, x.counters,
        (select coalesce(json_agg(cat->>'id' order by cat->>'id'), '[]'::json) from jsonb_array_elements(x.categories) cat) as categories,
        (select encode(sha256(convert_to(coalesce(string_agg(concat_ws('|', r.serial_number, r.outcome, r.equipment_id, r.status, r.warehouse_id, r.read_count,
            ${isoText(sql`r.first_counted_at`)}), chr(10) order by r.serial_number), ''), 'UTF8')), 'hex')
          from ${st.stocktakeResults} r where r.session_id = x.id) as results
      from ${st.stocktakeSessions} x
      left join ${s.users} su on su.id = x.started_by
      left join ${s.users} cu on cu.id = x.closed_by
      where x.id = ${doc.source_id}::uuid`,
  );
}

/** What the worker's clearance states: nothing held at its time, and how many items they had returned by then. */
async function clearanceContent(db: Db | Tx, doc: DocumentRow) {
  const at = sql`${doc.created_at.toISOString()}::timestamptz`;
  return one<Record<string, unknown>>(
    db,
    sql`select ${nameOf('wk')} as worker, ${nameOf('iu')} as issuer,
        (select count(*)::int from ${s.fieldEquipment} f where f.worker_id = wk.id and f.issued_at <= ${at}
          and (f.returned_at is null or f.returned_at > ${at})) as held,
        (select count(*)::int from ${s.fieldEquipment} f where f.worker_id = wk.id and f.returned_at <= ${at}) as returned_total
      from ${s.workers} wk left join ${s.users} iu on iu.id = ${doc.created_by}::uuid
      where wk.id = ${doc.worker_id}::uuid`,
  );
}

const BUILDERS: Record<DocumentKind, (db: Db | Tx, doc: DocumentRow) => Promise<Record<string, unknown> | undefined>> = {
  handover: handoverContent,
  return: returnContent,
  transfer: transferContent,
  fault: faultContent,
  count: countContent,
  clearance: clearanceContent,
  stock_issue: stockIssueContent,
};

/** The document's content as its records say now; null when its records are gone. */
export async function buildContent(db: Db | Tx, doc: DocumentRow, refersToNumber: string | null): Promise<DocumentContent | null> {
  const body = await BUILDERS[doc.kind as DocumentKind](db, doc);
  if (!body || (Array.isArray(body.items) === false && body.items !== undefined)) return null;
  if (body.items === null) return null;
  const head = {
    kind: doc.kind as DocumentKind,
    number: doc.number,
    created_at: doc.created_at.toISOString(),
    refers_to: refersToNumber,
    warehouse: (body.warehouse as Party | null | undefined) ?? null,
  };
  const extra: Record<string, unknown> =
    doc.kind === 'handover' ? { texts: [...doc.text_ids].sort(), company_version: doc.company_version_id } : { company_version: doc.company_version_id };
  return { ...body, ...head, ...extra } as DocumentContent;
}
