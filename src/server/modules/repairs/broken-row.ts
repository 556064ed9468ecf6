// The fault report row, built once as JSON text by PostgreSQL: list rows, pages, a repairer's and an
// item's history and the answer of every write name their people and say whether an invoice exists;
// the detail is the same row with the people's national id and phone and the invoice itself.
import { sql, type SQL } from 'drizzle-orm';
import type { BrokenDetail, BrokenRow } from '@shared/api-types';
import { NOT_FOUND } from '@shared/not-found';
import type { Db, Tx } from '@server/db/client';
import type { CountCache } from '@server/db/count-cache';
import { pageOfIds } from '@server/db/paged-query';
import * as s from '@server/db/schema';
import { ITEM_SEARCH, searchRefsSql } from '@server/db/search-sql';
import { idsIn, isoTextRaw as iso, newestFirstJson, personJson, queryRows, whereSql } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { scopeSql } from '@server/http/guard';
import { pageJsonText } from '@server/http/json-text';
import { jsonArrayPieces } from '@server/http/list-stream';
import type { PageRequest } from '@server/http/page-params';
import type { BrokenStatus } from '@shared/status';
import { EQUIPMENT_REF_JSON, equipmentRefJoins } from '../equipment/equipment-ref';
import { documentRefRaw, documentSearch } from '../documents/document-sql';
import { seesNationalId } from '@server/http/national-id';

/** The user's warehouses: where the report was made, or where the item is now. */
export const reportScope = (user: AuthUser) => scopeSql(user, sql`be.warehouse_id`, sql`e.warehouse_id`);

/** The damage photos as references (docs/equipment-care.md "Photos"): never their bytes. */
const PHOTOS = `(select coalesce(json_agg(json_build_object('id', p.id, 'url', '/api/photos/' || p.id, 'type', p.type, 'size', p.size,
    'width', p.width, 'height', p.height, 'created_at', ${iso('p.created_at')}) order by p.created_at, p.position, p.id), '[]'::json)
    from photos p where p.fault_id = be.id) as photos`;

// row_to_json of small sub-selects: compact text, and faster than json_build_object on PGlite.
function rowSql(detail: boolean, reveal = false): SQL {
  const person = (a: string) => personJson(a, detail ? ['tc_no', 'phone'] : [], { revealNationalId: reveal });
  return sql.raw(`(select be.id, be.equipment_id,
    ${EQUIPMENT_REF_JSON} as equipment,
    be.warehouse_id,
    (select row_to_json(ww) from (select w.id, w.name) ww where w.id is not null) as warehouse,
    be.issue, be.status,
    ${person('rb')} as reported_by_user,
    ${person('ato')} as assigned_to_user,
    ${person('aby')} as assigned_by_user,
    ${iso('be.assigned_at')} as assigned_at,
    (select row_to_json(rr) from (select r.id, r.name, r.phone, r.address) rr where r.id is not null) as repairer,
    be.repair_cost,
    ${person('cby')} as repair_cost_updated_by_user,
    ${iso('be.repair_cost_updated_at')} as repair_cost_updated_at,
    exists (select 1 from repair_invoice_parts ip where ip.report_id = be.id) as has_invoice,
    ${person('iby')} as invoice_uploaded_by_user,
    ${iso('be.invoice_uploaded_at')} as invoice_uploaded_at,
    ${iso('be.created_at')} as created_at,
    ${iso('be.resolved_at')} as resolved_at,
    ${iso('be.updated_at')} as updated_at,
    ${documentRefRaw('fault', 'be.id')} as document,
    (select e.warranty_until where e.warranty_until >= (be.created_at at time zone 'Europe/Istanbul')::date) as under_warranty_until
    ${detail ? `, (select convert_from(string_agg(ip.data, ''::bytea order by ip.seq), 'UTF8') from repair_invoice_parts ip where ip.report_id = be.id) as repair_invoice, ${PHOTOS}` : ''})`);
}

const LIST_ROW = rowSql(false);
const DETAIL_ROW = { masked: rowSql(true), whole: rowSql(true, true) };

const FROM = sql`from ${s.brokenEquipment} be
    ${equipmentRefJoins('be.equipment_id')}
    left join ${s.warehouses} w on w.id = be.warehouse_id
    left join ${s.users} rb on rb.id = be.reported_by
    left join ${s.users} ato on ato.id = be.assigned_to
    left join ${s.users} aby on aby.id = be.assigned_by
    left join ${s.repairers} r on r.id = be.repairer_id
    left join ${s.users} cby on cby.id = be.repair_cost_updated_by
    left join ${s.users} iby on iby.id = be.invoice_uploaded_by`;

/** The list as JSON text, newest first; `where` may add a condition on `be` (e.g. one page's ids). */
export async function listBrokenJson(db: Db, user: AuthUser, where?: SQL): Promise<string> {
  return newestFirstJson(db, 'be', LIST_ROW, FROM, [reportScope(user), where]);
}

/** The whole list as JSON pieces, newest first (`http/list-stream.ts`). */
export function listBrokenJsonPieces(db: Db, user: AuthUser, batchSize?: number): AsyncGenerator<string> {
  return jsonArrayPieces(
    db,
    { from: sql`from ${s.brokenEquipment} be join ${s.equipment} e on e.id = be.equipment_id`, alias: 'be', where: [reportScope(user)] },
    (ids) => listBrokenJson(db, user, idsIn('be', ids)),
    batchSize,
  );
}

export interface BrokenPageFilter {
  status?: BrokenStatus;
  repairerId?: string;
  equipmentId?: string;
}

/**
 * One page of fault reports, newest first, as JSON text `{ items, total, filtered, … }`: search
 * over brand, model, serial number, category and the fault (spec 02 "Broken list"), status filter.
 */
export async function pageBrokenJson(
  db: Db,
  user: AuthUser,
  filter: BrokenPageFilter,
  request: PageRequest,
  counts: CountCache,
): Promise<string> {
  const joins = sql`from ${s.brokenEquipment} be join ${s.equipment} e on e.id = be.equipment_id`;
  const page = await pageOfIds(
    db,
    counts,
    {
      from: joins,
      countFrom: joins,
      scope: [
        reportScope(user),
        filter.repairerId ? sql`be.repairer_id = ${filter.repairerId}::uuid` : undefined,
        filter.equipmentId ? sql`be.equipment_id = ${filter.equipmentId}::uuid` : undefined,
      ],
      tables: ['broken_equipment', 'equipment', 'brands', 'categories'],
      filters: [
        filter.status ? sql`be.status = ${filter.status}` : undefined,
        searchRefsSql(request.words, [ITEM_SEARCH(sql`be.equipment_id`), documentSearch(sql`be.id`, 'fault')], [sql`be.issue`]),
      ],
      id: sql`be.id`,
      order: { columns: [sql`be.created_at`, sql`be.id`], types: ['timestamptz', 'uuid'], descending: true },
    },
    request,
  );
  return pageJsonText(page.items.length ? await listBrokenJson(db, user, idsIn('be', page.items)) : '[]', page);
}

async function oneRow<T>(db: Db | Tx, user: AuthUser, id: string, row: SQL): Promise<T> {
  const [found] = await queryRows<{ j: string }>(
    db,
    sql`select (select row_to_json(x)::text from ${row} x) as j ${FROM} ${whereSql([reportScope(user), sql`be.id = ${id}::uuid`])}`,
  );
  if (!found) throw notFound(NOT_FOUND.fault);
  return JSON.parse(found.j) as T;
}

/** One row as lists show it: the answer to writes, which must not echo a 20 MB invoice back. */
export function getBrokenRow(db: Db | Tx, user: AuthUser, id: string): Promise<BrokenRow> {
  return oneRow<BrokenRow>(db, user, id, LIST_ROW);
}

/** The detail, with the invoice text and the people's national id and phone. */
export function getBroken(db: Db | Tx, user: AuthUser, id: string): Promise<BrokenDetail> {
  return oneRow<BrokenDetail>(db, user, id, seesNationalId(user) ? DETAIL_ROW.whole : DETAIL_ROW.masked);
}
