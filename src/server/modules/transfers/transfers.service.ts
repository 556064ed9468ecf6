// Transfers between warehouses (DESIGN.md §3): create (available → in_transfer) and complete
// (in_transfer → available in the target warehouse). Locks: equipment row first, transfer row second.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TransferDetail } from '@shared/api-types';
import { NOT_FOUND } from '@shared/not-found';
import type { TransferStatus } from '@shared/status';
import type { CreateTransferInput } from '@shared/schemas/operations';
import { statusAfter } from '@shared/equipment-moves';
import { moveMessages } from '@shared/equipment-move-messages';
import { audit } from '@server/db/audit';
import type { CountCache } from '@server/db/count-cache';
import { pageOfIds } from '@server/db/paged-query';
import { ITEM_SEARCH, searchRefsSql, type SearchRef } from '@server/db/search-sql';
import { idsIn, isoTextRaw as iso, newestFirstJson, personJson, queryRows, whereSql } from '@server/db/sql';
import { EQUIPMENT_REF_JSON, equipmentRefJoins } from '../equipment/equipment-ref';
import type { Db, Tx } from '@server/db/client';
import * as s from '@server/db/schema';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, notFound } from '@server/http/errors';
import { inScope, scopeSql } from '@server/http/guard';
import { checkMove, lockEquipmentRow, performMove, writeEquipmentStatus } from '../equipment/equipment-move';
import { recordTransfer } from '../documents/record-documents';
import { documentRefRaw, documentSearch } from '../documents/document-sql';
import { seesNationalId } from '@server/http/national-id';
import { pageJsonText } from '@server/http/json-text';
import { jsonArrayPieces } from '@server/http/list-stream';
import type { PageRequest } from '@server/http/page-params';
import { kitFollowsMembers } from '../kits/kit-moves';
import { notify } from '../notifications/events';
import type { Notifier } from '../notifications/settings';

// The transfer row, built once as JSON text by PostgreSQL: list rows and pages name their people;
// the detail (and the answer of creating or completing one) adds e-mail, national id and phone.
// row_to_json of small sub-selects: compact text, and faster than json_build_object on PGlite.
function rowSql(detail: boolean, reveal = false): SQL {
  const person = (a: string) => personJson(a, detail ? ['email', 'tc_no', 'phone'] : [], { revealNationalId: reveal });
  return sql.raw(`(select t.id, t.equipment_id,
    ${EQUIPMENT_REF_JSON} as equipment,
    t.from_warehouse_id, t.to_warehouse_id,
    (select row_to_json(f) from (select fw.id, fw.name) f) as from_warehouse,
    (select row_to_json(d) from (select tw.id, tw.name) d) as to_warehouse,
    ${person('iu')} as issuer,
    t.assigned_to,
    ${person('au')} as assigned_to_user,
    ${person('ru')} as receiver,
    t.status,
    ${iso('t.created_at')} as created_at,
    ${iso('t.completed_at')} as completed_at,
    ${iso('t.updated_at')} as updated_at,
    ${documentRefRaw('transfer', 't.id')} as document)`);
}

const LIST_ROW = rowSql(false);
const DETAIL_ROW = { masked: rowSql(true), whole: rowSql(true, true) };

const FROM = sql`from ${s.transfers} t
  ${equipmentRefJoins('t.equipment_id')}
  join ${s.warehouses} fw on fw.id = t.from_warehouse_id
  join ${s.warehouses} tw on tw.id = t.to_warehouse_id
  join ${s.users} iu on iu.id = t.issuer_id
  join ${s.users} au on au.id = t.assigned_to
  left join ${s.users} ru on ru.id = t.receiver_id`;

/** A transfer belongs to both of its warehouses: holders of either see it. */
export const transferScope = (user: AuthUser) => scopeSql(user, sql`t.from_warehouse_id`, sql`t.to_warehouse_id`);

/** The whole list as JSON pieces, newest first (`http/list-stream.ts`). */
export function listTransfersJsonPieces(db: Db, user: AuthUser, batchSize?: number): AsyncGenerator<string> {
  return jsonArrayPieces(
    db,
    { from: sql`from ${s.transfers} t`, alias: 't', where: [transferScope(user)] },
    (ids) => listTransfersJson(db, user, idsIn('t', ids)),
    batchSize,
  );
}

/** The list as JSON text, newest first; `where` may add a condition on `t` (e.g. one page's ids). */
export async function listTransfersJson(db: Db, user: AuthUser, where?: SQL): Promise<string> {
  return newestFirstJson(db, 't', LIST_ROW, FROM, [transferScope(user), where]);
}

export interface TransferPageFilter {
  status?: TransferStatus;
  /** Transfers from or to this warehouse. */
  warehouseId?: string;
  equipmentId?: string;
}

const personName = (alias: string) => sql.raw(`concat_ws(' ', ${alias}.first_name, ${alias}.last_name)`);

/**
 * One page of transfers, newest first, as JSON text `{ items, total, filtered, … }`: search over
 * the item, both warehouses and the three people (spec 02 "Transfers"), status and warehouse filters.
 */
export async function pageTransfersJson(
  db: Db,
  user: AuthUser,
  filter: TransferPageFilter,
  request: PageRequest,
  counts: CountCache,
): Promise<string> {
  const people = (column: SQL): SearchRef => ({ column, ids: sql`select u.id from ${s.users} u`, fields: [personName('u')] });
  const depot = (column: SQL): SearchRef => ({ column, ids: sql`select w.id from ${s.warehouses} w`, fields: [sql`w.name`] });
  const search = searchRefsSql(request.words, [
    ITEM_SEARCH(sql`t.equipment_id`),
    depot(sql`t.from_warehouse_id`),
    depot(sql`t.to_warehouse_id`),
    people(sql`t.issuer_id`),
    people(sql`t.assigned_to`),
    people(sql`t.receiver_id`),
    documentSearch(sql`t.id`, 'transfer'),
  ]);
  const page = await pageOfIds(
    db,
    counts,
    {
      from: sql`from ${s.transfers} t`,
      countFrom: sql`from ${s.transfers} t`,
      scope: [transferScope(user), filter.equipmentId ? sql`t.equipment_id = ${filter.equipmentId}::uuid` : undefined],
      tables: ['transfers', 'equipment', 'brands', 'categories', 'warehouses', 'users'],
      filters: [
        filter.status ? sql`t.status = ${filter.status}` : undefined,
        filter.warehouseId
          ? sql`(t.from_warehouse_id = ${filter.warehouseId}::uuid or t.to_warehouse_id = ${filter.warehouseId}::uuid)`
          : undefined,
        search,
      ],
      id: sql`t.id`,
      order: { columns: [sql`t.created_at`, sql`t.id`], types: ['timestamptz', 'uuid'], descending: true },
    },
    request,
  );
  return pageJsonText(page.items.length ? await listTransfersJson(db, user, idsIn('t', page.items)) : '[]', page);
}

export async function getTransfer(db: Db | Tx, user: AuthUser, id: string): Promise<TransferDetail> {
  const [row] = await queryRows<{ j: string }>(
    db,
    sql`select (select row_to_json(x)::text from ${seesNationalId(user) ? DETAIL_ROW.whole : DETAIL_ROW.masked} x) as j ${FROM} ${whereSql([transferScope(user), sql`t.id = ${id}::uuid`])}`,
  );
  if (!row) throw notFound(NOT_FOUND.transfer);
  return JSON.parse(row.j) as TransferDetail;
}

export async function createTransfer(n: Notifier, db: Db, user: AuthUser, input: CreateTransferInput): Promise<string> {
  return db.transaction((tx) => insertTransfer(n, tx, user, input));
}

/**
 * The transfer itself inside the caller's transaction (the form's POST, and a stocktake settling a
 * misplaced item): the rules of DESIGN.md §3, equipment row locked, both rows audited.
 */
export async function insertTransfer(
  n: Notifier,
  tx: Tx,
  user: AuthUser,
  input: Omit<CreateTransferInput, 'batch_id'> & { batch_id?: string | null },
): Promise<string> {
  const found = await tx
    .select({ id: s.warehouses.id })
    .from(s.warehouses)
    .where(inArray(s.warehouses.id, [input.from_warehouse_id, input.to_warehouse_id]));
  if (!found.some((w) => w.id === input.from_warehouse_id)) throw badRequest('Kaynak depo bulunamadı.');
  if (!found.some((w) => w.id === input.to_warehouse_id)) throw badRequest('Hedef depo bulunamadı.');
  const [person] = await tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.id, input.assigned_to));
  if (!person) throw badRequest('Transferi gerçekleştirecek kişi bulunamadı.');

  // The source must hold the item; the item must be in the user's warehouses (404 otherwise).
  const { result } = await performMove(tx, user, input.equipment_id, 'transfer', {
    refusal: (item) =>
      item.warehouse_id !== input.from_warehouse_id
        ? moveMessages.notInSource(item.serial_number)
        : moveMessages.state(item.serial_number, item.status),
    run: async (item) => {
      if (item.warehouse_id !== input.from_warehouse_id) throw conflict(moveMessages.notInSource(item.serial_number));
      const [row] = await tx
        .insert(s.transfers)
        .values({
          equipment_id: item.id,
          from_warehouse_id: input.from_warehouse_id,
          to_warehouse_id: input.to_warehouse_id,
          issuer_id: user.id,
          assigned_to: input.assigned_to,
          status: 'in_transit',
        })
        .returning();
      await audit(tx, { userId: user.id, action: 'create', entity: 'transfers', entityId: row!.id, after: row });
      await recordTransfer(tx, user, row!, input.batch_id);
      await notify(n, tx, { kind: 'transfer_sent', transferId: row!.id, by: user.id });
      return row!.id;
    },
  });
  return result;
}

export async function completeTransfer(n: Notifier, db: Db, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [peek] = await tx.select({ equipment_id: s.transfers.equipment_id }).from(s.transfers).where(eq(s.transfers.id, id));
    if (!peek) throw notFound(NOT_FOUND.transfer);
    const item = await lockEquipmentRow(tx, peek.equipment_id);
    const [transfer] = await tx.select().from(s.transfers).where(eq(s.transfers.id, id)).for('update');
    if (!item || !transfer || !(inScope(user, transfer.from_warehouse_id) || inScope(user, transfer.to_warehouse_id)))
      throw notFound(NOT_FOUND.transfer);
    if (transfer.status !== 'in_transit') {
      throw conflict(moveMessages.transferState(item.serial_number, transfer.status));
    }
    checkMove(item, 'receive_transfer');
    const now = new Date();
    const after = { status: 'completed', receiver_id: user.id, completed_at: now, updated_at: now };
    await tx
      .update(s.transfers)
      .set(after)
      .where(and(eq(s.transfers.id, id)));
    await audit(tx, {
      userId: user.id,
      action: 'complete',
      entity: 'transfers',
      entityId: id,
      before: { status: transfer.status, receiver_id: transfer.receiver_id, completed_at: transfer.completed_at },
      after,
    });
    await writeEquipmentStatus(tx, user.id, item, statusAfter('receive_transfer', 'in_transfer'), transfer.to_warehouse_id);
    await kitFollowsMembers(tx, user.id, item.id, transfer.to_warehouse_id);
    await notify(n, tx, { kind: 'transfer_arrived', transferId: id, by: user.id });
  });
}
