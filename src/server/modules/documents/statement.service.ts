// A worker's statement ('Zimmet Durumu': what they hold now and what they returned in a period) and,
// when they hold nothing, the clearance ('İlişik Kesme'), numbered and sealed like every document
// (docs/documents.md).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ClearanceAnswer, HeldStockLine, StatementLine, WorkerStatement } from '@shared/document-types';
import { addDays, isLocalDay, warehouseToday, type LocalDay } from '@shared/local-day';
import { NOT_FOUND } from '@shared/not-found';
import { STATEMENT_PERIOD_INVALID } from '@shared/schemas/company';
import { formatQuantity } from '@shared/stock';
import { audit } from '@server/db/audit';
import type { Db } from '@server/db/client';
import { documents } from '@server/db/documents-schema';
import * as s from '@server/db/schema';
import { dayStartSql, isoText, queryRows, whereSql } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, notFound } from '@server/http/errors';
import { scopeSql } from '@server/http/guard';
import { nationalIdFor } from '@server/http/national-id';
import { returnableHeld } from '../stock/stock-papers.service';
import { getCompany } from './company.service';
import { documentRefSql } from './document-sql';
import { openDocument, seal } from './document-store';

/** The refusal names what is held and where (a scoped user's page counts only their warehouses). */
export const STILL_HOLDS = (
  count: number,
  items: readonly { serial_number: string; warehouse: string | null }[],
  stock: readonly HeldStockLine[] = [],
) => {
  const named = items.map((i) => (i.warehouse ? `${i.serial_number} (${i.warehouse})` : i.serial_number)).join(', ');
  const more = count > items.length ? ` ve ${count - items.length} ekipman daha` : '';
  const equipment = count > 0 ? `${count} zimmetli ekipman var: ${named}${more}` : '';
  const returnable = stock
    .map((l) => `${l.title}: ${formatQuantity(l.held)} ${l.unit}${l.warehouse ? ` (${l.warehouse})` : ''}`)
    .join(', ');
  const goods = stock.length > 0 ? `iade edilmesi gereken ${stock.length} KKD/malzeme var: ${returnable}` : '';
  return `İşçinin üzerinde ${[equipment, goods].filter(Boolean).join('; ayrıca ')}. Önce bunların iadesi alınmalı; ilişik kesme belgesi düzenlenemez.`;
};
const NAMED_HOLDINGS = 5;
/** The longest period one statement lists (about five years). */
const MAX_PERIOD_DAYS = 366 * 5;

export interface StatementPeriod {
  from?: string;
  to?: string;
}

/** The period asked for, or the last 90 days; a malformed or reversed one is 400. */
export function statementPeriod(period: StatementPeriod, today: LocalDay = warehouseToday()): { from: LocalDay; to: LocalDay } {
  const to = period.to ?? today;
  if (!isLocalDay(to)) throw badRequest(STATEMENT_PERIOD_INVALID);
  const from = period.from ?? addDays(to, -90);
  if (!isLocalDay(from) || from > to || from < addDays(to, -MAX_PERIOD_DAYS)) throw badRequest(STATEMENT_PERIOD_INVALID);
  return { from, to };
}

const LINE = sql`select f.id, e.serial_number, b.name || ' ' || e.model as title, c.name as category, w.name as warehouse,
    ${isoText(sql`f.issued_at`)} as issued_at, f.due_date::text as due_date, ${isoText(sql`f.returned_at`)} as returned_at, f.return_condition,
    ${documentRefSql('handover', sql`f.id`)} as handover, ${documentRefSql('return', sql`f.id`)} as return_document
  from ${s.fieldEquipment} f
  join ${s.equipment} e on e.id = f.equipment_id
  join ${s.brands} b on b.id = e.brand_id
  left join ${s.categories} c on c.id = e.category_id
  left join ${s.warehouses} w on w.id = f.warehouse_id`;

async function workerRow(db: Db, id: string) {
  const [worker] = await db
    .select({
      id: s.workers.id,
      first_name: s.workers.first_name,
      last_name: s.workers.last_name,
      tc_no: s.workers.tc_no,
      phone: s.workers.phone,
      department: s.departments.name,
    })
    .from(s.workers)
    .leftJoin(s.departments, eq(s.departments.id, s.workers.department_id))
    .where(eq(s.workers.id, id));
  if (!worker) throw notFound(NOT_FOUND.worker);
  return worker;
}

export async function workerStatement(db: Db, user: AuthUser, workerId: string, period: StatementPeriod): Promise<WorkerStatement> {
  const { from, to } = statementPeriod(period);
  const worker = await workerRow(db, workerId);
  const scope = scopeSql(user, sql`f.warehouse_id`);
  const mine = sql`f.worker_id = ${workerId}::uuid`;
  const held = await queryRows<StatementLine>(
    db,
    sql`${LINE} ${whereSql([mine, sql`f.status = 'active'`, scope])} order by f.issued_at, e.serial_number`,
  );
  const returned = await queryRows<StatementLine>(
    db,
    sql`${LINE} ${whereSql([mine, sql`f.status = 'returned'`, sql`f.returned_at >= ${dayStartSql(from)}`, sql`f.returned_at < ${dayStartSql(to, 1)}`, scope])}
        order by f.returned_at, e.serial_number`,
  );
  const [all] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${s.fieldEquipment} f where ${mine} and f.status = 'active'`,
  );
  const clearances = await db
    .select({ id: documents.id, number: documents.number, code: documents.code, created_at: documents.created_at })
    .from(documents)
    .where(and(eq(documents.kind, 'clearance'), eq(documents.worker_id, workerId)))
    .orderBy(desc(documents.created_at));
  const company = await getCompany(db);
  return {
    worker: { ...worker, tc_no: nationalIdFor(user, worker.tc_no) },
    generated_at: new Date().toISOString(),
    from,
    to,
    held,
    returned,
    held_elsewhere: (all?.n ?? 0) - held.length,
    held_stock: await returnableHeld(db, workerId, scopeSql(user, sql`m.warehouse_id`)),
    company: company.id ? company : null,
    clearances: clearances.map((c) => ({ ...c, created_at: c.created_at.toISOString() })),
  };
}

/**
 * 'İlişik Kesme': refused while the worker holds anything in any warehouse. The worker's row is
 * locked first, so a hand-over to them (which reads that row) cannot slip in between the check and
 * the document.
 */
export async function issueClearance(db: Db, user: AuthUser, workerId: string): Promise<ClearanceAnswer> {
  return db.transaction(async (tx) => {
    const [worker] = await tx.select({ id: s.workers.id }).from(s.workers).where(eq(s.workers.id, workerId)).for('update');
    if (!worker) throw notFound(NOT_FOUND.worker);
    const held = await queryRows<{ n: number; serial_number: string; warehouse: string | null }>(
      tx,
      sql`select count(*) over ()::int as n, e.serial_number, w.name as warehouse
            from ${s.fieldEquipment} f join ${s.equipment} e on e.id = f.equipment_id left join ${s.warehouses} w on w.id = f.warehouse_id
           where f.worker_id = ${workerId}::uuid and f.status = 'active' order by f.issued_at, e.serial_number limit ${NAMED_HOLDINGS}`,
    );
    const stock = await returnableHeld(tx, workerId);
    if (held.length > 0 || stock.length > 0) throw conflict(STILL_HOLDS(held[0]?.n ?? 0, held, stock));
    const { doc } = await openDocument(tx, { kind: 'clearance', sourceId: randomUUID(), createdBy: user.id, workerId });
    const sealed = await seal(tx, doc);
    await audit(tx, {
      userId: user.id,
      action: 'create',
      entity: 'documents',
      entityId: doc.id,
      after: { kind: 'clearance', number: doc.number, worker_id: workerId },
    });
    return { document: { id: sealed.id, number: sealed.number, code: sealed.code } };
  });
}
