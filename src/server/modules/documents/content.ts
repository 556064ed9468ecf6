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

const hashOf = (column: SQL) =>
  sql`case when ${column} is null or ${column} = '' then null else encode(sha256(convert_to(${column}, 'UTF8')), 'hex') end`;
const nameOf = (alias: string) =>
  sql.raw(
    `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.first_name || ' ' || ${alias}.last_name) end`,
  );
const placeOf = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.name) end`);
const ITEM = sql`'equipment', e.id, 'serial_number', e.serial_number, 'title', b.name || ' ' || e.model, 'category', c.name`;
const ITEM_JOINS = sql`join ${s.equipment} e on e.id = x.equipment_id join ${s.brands} b on b.id = e.brand_id left join ${s.categories} c on c.id = e.category_id`;

type Body = Record<string, unknown>;
type Builder = (db: Db | Tx, docs: readonly DocumentRow[]) => Promise<Map<string, Body>>;

/** The rows of `query` (each carrying its `doc_id`) by document. */
async function byDocument(db: Db | Tx, query: SQL): Promise<Map<string, Body>> {
  const rows = await queryRows<Body & { doc_id: string }>(db, query);
  return new Map(rows.map(({ doc_id, ...body }) => [doc_id, body]));
}

// One query serves one document (signing, verifying) or many at once (the demo seed): the same SQL,
// so the content is the same either way. Members are unique per document, so the join adds no rows.
// `= any(array(…))`, not `in (select …)`: the planner cannot tell how many ids a set-returning call
// gives, and for `in` it planned the hand-over's nine-table join over every record (1.2 s at 300k
// hand-overs, on every signature); the array is one value it looks up by the primary key (0.5 ms).
const idsOf = (docs: readonly DocumentRow[]) =>
  sql`any(array(select jsonb_array_elements_text(${JSON.stringify(docs.map((d) => d.id))}::jsonb)::uuid))`;
const membersOf = (docs: readonly DocumentRow[], kind: string) =>
  sql`m.kind = ${kind} and m.document_id = ${idsOf(docs)} group by m.document_id`;
/** A kind read from the document's own row `d`: `columns` of it and of what `joins` adds (its source record, its worker). */
const fromDocument =
  (columns: SQL, joins: SQL): Builder =>
  (db, docs) =>
    byDocument(db, sql`select d.id as doc_id, ${columns} from ${documents} d ${joins} where d.id = ${idsOf(docs)}`);

const handoverContent: Builder = (db, docs) =>
  byDocument(
    db,
    sql`select m.document_id as doc_id, (array_agg(${placeOf('w')} order by x.issued_at, x.id))[1] as warehouse,
        (array_agg(${nameOf('wk')} order by x.issued_at, x.id))[1] as worker,
        (array_agg(${nameOf('tl')} order by x.issued_at, x.id))[1] as team_leader,
        (array_agg(${nameOf('iu')} order by x.issued_at, x.id))[1] as issuer,
        (array_agg(x.due_date::text order by x.issued_at, x.id))[1] as due_date,
        json_agg(json_build_object('record', x.id, ${ITEM}, 'issued_at', ${isoText(sql`x.issued_at`)},
          'worker_signature', ${hashOf(sql`x.signature`)}, 'issuer_signature', ${hashOf(sql`x.issuer_signature`)}) order by x.issued_at, x.id) as items
      from ${documentMembers} m join ${s.fieldEquipment} x on x.id = m.entity_id ${ITEM_JOINS}
      left join ${s.warehouses} w on w.id = x.warehouse_id
      join ${s.workers} wk on wk.id = x.worker_id
      left join ${s.workers} tl on tl.id = x.team_leader_id
      join ${s.users} iu on iu.id = x.issued_by
      where ${membersOf(docs, 'handover')}`,
  );

const returnContent: Builder = (db, docs) =>
  byDocument(
    db,
    sql`select m.document_id as doc_id, (array_agg(${placeOf('w')} order by x.id))[1] as warehouse,
        (array_agg(${nameOf('wk')} order by x.id))[1] as worker,
        (array_agg(${nameOf('ru')} order by x.id))[1] as returner,
        (array_agg(${isoText(sql`x.returned_at`)} order by x.id))[1] as returned_at,
        json_agg(json_build_object('record', x.id, ${ITEM},
          'handover', (select d.number from ${documentMembers} hm join ${documents} d on d.id = hm.document_id where hm.entity_id = x.id and hm.kind = 'handover'),
          'condition', x.return_condition, 'note', x.return_note, 'fault', x.return_fault_id,
          'worker_signature', ${hashOf(sql`x.return_signature`)}, 'returner_signature', ${hashOf(sql`x.returner_signature`)}) order by b.name, e.model, e.serial_number, x.id) as items
      from ${documentMembers} m join ${s.fieldEquipment} x on x.id = m.entity_id ${ITEM_JOINS}
      left join ${s.warehouses} w on w.id = x.warehouse_id
      join ${s.workers} wk on wk.id = x.worker_id
      left join ${s.users} ru on ru.id = x.returned_by
      where ${membersOf(docs, 'return')}`,
  );

const transferContent: Builder = (db, docs) =>
  byDocument(
    db,
    sql`select m.document_id as doc_id, (array_agg(${placeOf('fw')} order by x.created_at, x.id))[1] as warehouse,
        (array_agg(${placeOf('tw')} order by x.created_at, x.id))[1] as destination,
        (array_agg(${nameOf('iu')} order by x.created_at, x.id))[1] as issuer,
        (array_agg(${nameOf('au')} order by x.created_at, x.id))[1] as carrier,
        json_agg(json_build_object('transfer', x.id, ${ITEM}) order by x.created_at, x.id) as items
      from ${documentMembers} m join ${s.transfers} x on x.id = m.entity_id ${ITEM_JOINS}
      join ${s.warehouses} fw on fw.id = x.from_warehouse_id
      join ${s.warehouses} tw on tw.id = x.to_warehouse_id
      join ${s.users} iu on iu.id = x.issuer_id
      join ${s.users} au on au.id = x.assigned_to
      where ${membersOf(docs, 'transfer')}`,
  );

const faultContent = fromDocument(
  sql`${placeOf('w')} as warehouse, ${nameOf('ru')} as reporter, x.issue,
    json_build_array(json_build_object('report', x.id, ${ITEM})) as items`,
  sql`join ${s.brokenEquipment} x on x.id = d.source_id ${ITEM_JOINS}
    left join ${s.warehouses} w on w.id = x.warehouse_id
    left join ${s.users} ru on ru.id = x.reported_by`,
);

/** A count is signed when it closes: its counters and a hash of every result row written then. */
const countContent = fromDocument(
  sql`json_build_object('id', x.warehouse_id, 'name', x.warehouse_name) as warehouse,
    ${nameOf('su')} as started_by, ${nameOf('cu')} as closed_by,
    ${isoText(sql`x.started_at`)} as started_at, ${isoText(sql`x.closed_at`)} as closed_at,
    x.status, x.counters,
    (select coalesce(json_agg(cat->>'id' order by cat->>'id'), '[]'::json) from jsonb_array_elements(x.categories) cat) as categories,
    (select encode(sha256(convert_to(coalesce(string_agg(concat_ws('|', r.serial_number, r.outcome, r.equipment_id, r.status, r.warehouse_id, r.read_count,
        ${isoText(sql`r.first_counted_at`)}), chr(10) order by r.serial_number), ''), 'UTF8')), 'hex')
      from ${st.stocktakeResults} r where r.session_id = x.id) as results`,
  sql`join ${st.stocktakeSessions} x on x.id = d.source_id
    left join ${s.users} su on su.id = x.started_by
    left join ${s.users} cu on cu.id = x.closed_by`,
);

/** What the worker's clearance states: nothing held at its time, and how many items they had returned by then. */
const clearanceContent = fromDocument(
  sql`${nameOf('wk')} as worker, ${nameOf('iu')} as issuer,
    (select count(*)::int from ${s.fieldEquipment} f where f.worker_id = wk.id and f.issued_at <= d.created_at
      and (f.returned_at is null or f.returned_at > d.created_at)) as held,
    (select count(*)::int from ${s.fieldEquipment} f where f.worker_id = wk.id and f.returned_at <= d.created_at) as returned_total`,
  sql`join ${s.workers} wk on wk.id = d.worker_id left join ${s.users} iu on iu.id = d.created_by`,
);

/** A stock issue's content (docs/stock.md), read document by document by its own query. */
const stockIssueBuilder: Builder = async (db, docs) => {
  const bodies = new Map<string, Body>();
  for (const doc of docs) {
    const body = await stockIssueContent(db, doc);
    if (body) bodies.set(doc.id, body);
  }
  return bodies;
};

const BUILDERS: Record<DocumentKind, Builder> = {
  handover: handoverContent,
  return: returnContent,
  transfer: transferContent,
  fault: faultContent,
  count: countContent,
  clearance: clearanceContent,
  stock_issue: stockIssueBuilder,
};

function withHead(doc: DocumentRow, body: Body | undefined, refersToNumber: string | null): DocumentContent | null {
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
    doc.kind === 'handover'
      ? { texts: [...doc.text_ids].sort(), company_version: doc.company_version_id }
      : { company_version: doc.company_version_id };
  return { ...body, ...head, ...extra } as DocumentContent;
}

/** The document's content as its records say now; null when its records are gone. */
export async function buildContent(db: Db | Tx, doc: DocumentRow, refersToNumber: string | null): Promise<DocumentContent | null> {
  const bodies = await BUILDERS[doc.kind as DocumentKind](db, [doc]);
  return withHead(doc, bodies.get(doc.id), refersToNumber);
}

/** The contents of many documents of one kind in one query (documents that refer to none). */
export async function buildContents(
  db: Db | Tx,
  kind: DocumentKind,
  docs: readonly DocumentRow[],
): Promise<Map<string, DocumentContent | null>> {
  const bodies = await BUILDERS[kind](db, docs);
  return new Map(docs.map((doc) => [doc.id, withHead(doc, bodies.get(doc.id), null)]));
}
