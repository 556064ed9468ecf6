// Field workers (people who receive equipment) and their departments. A worker with hand-over
// records and a department with workers are never deleted (DESIGN.md §2).
import { nameKey } from '@shared/search';
import { and, asc, desc, eq, gt, ne, or, sql } from 'drizzle-orm';
import { NOT_FOUND } from '@shared/not-found';
import type { DepartmentInput, WorkerInput } from '@shared/schemas/workers';
import { audit, recordDeletion } from '@server/db/audit';
import { idsIn, isoText, queryRows } from '@server/db/sql';
import { piecesOf } from '@server/http/list-stream';
import { spendForWrittenId } from '@server/http/national-id-budget';
import { keptNationalId, nationalIdSql } from '@server/http/national-id';
import type { Db, Tx } from '@server/db/client';
import { departments, fieldEquipment, users, workers } from '@server/db/schema';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, notFound, pgConstraint, pgErrorCode } from '@server/http/errors';
import { sortByName } from '@shared/collation';
import type { DepartmentRow, WorkerRow as WorkerAnswer } from '@shared/api-types';

export const TC_NO_TAKEN = 'Bu TC Kimlik No zaten kayıtlı.';
export const WORKER_IN_USE = 'Bu işçiye ait teslim kayıtları olduğu için işçi silinemez.';
export const DEPARTMENT_NOT_FOUND = 'Departman bulunamadı.';
export const DEPARTMENT_NAME_TAKEN = 'Bu departman adı zaten kayıtlı.';
export const DEPARTMENT_IN_USE = 'Bu departmanda kayıtlı işçiler olduğu için departman silinemez.';

/** The answer for one worker. */
export type WorkerRow = WorkerAnswer;

/**
 * The list (or the rows changed since `since`) as JSON text, newest first, `batchSize` workers a
 * piece (the text between the brackets). PostgreSQL writes the text a piece at a time: at 20k
 * workers, building the rows as objects and stringifying them took ~1 s and lifted the server's
 * memory by 50–90 MB for a moment (the bench's highest peak), and one query for the whole text
 * grew PGlite's heap, which never shrinks, by ~120 MB.
 */
export async function* listWorkersJsonPieces(db: Db, since?: string, batchSize = 1000, revealNationalId = true): AsyncGenerator<string> {
  // The ids in one query, not `newestFirstIds`' keyset walk: workers have no created_at index, so
  // each step of the walk would sort the whole table again.
  const ids = await queryRows<{ id: string }>(
    db,
    sql`select w.id from ${workers} w ${since ? sql`where w.updated_at > ${since}::timestamptz` : sql``} order by w.created_at desc, w.id`,
  );
  const batches = Array.from({ length: Math.ceil(ids.length / batchSize) }, (_, i) =>
    ids.slice(i * batchSize, (i + 1) * batchSize).map((r) => r.id),
  );
  yield* piecesOf(batches, (batch) => workersJson(db, batch, revealNationalId));
}

/**
 * The workers' rows as a JSON array text: the one shape of a worker, for the list and the detail
 * (national ids masked unless `revealNationalId`).
 */
async function workersJson(db: Db | Tx, ids: readonly string[], revealNationalId = true): Promise<string> {
  const [row] = await queryRows<{ body: string }>(
    db,
    sql`select '[' || coalesce(string_agg(row_to_json(x)::text, ',' order by w.created_at desc, w.id), '') || ']' as body
        from ${workers} w
        left join ${departments} d on d.id = w.department_id
        left join ${users} c on c.id = w.created_by
        cross join lateral (select w.id, w.first_name, w.last_name, ${nationalIdSql('w.tc_no', revealNationalId)} as tc_no, w.phone, w.department_id, w.created_by,
          ${isoText(sql`w.created_at`)} as created_at, ${isoText(sql`w.updated_at`)} as updated_at,
          (select row_to_json(dd) from (select w.department_id as id, coalesce(d.name, '') as name) dd where w.department_id is not null) as department,
          (select row_to_json(cc) from (select coalesce(c.first_name, '') as first_name, coalesce(c.last_name, '') as last_name) cc
            where w.created_by is not null) as created_by_user) x
        where ${idsIn('w', ids)}`,
  );
  return row?.body ?? '[]';
}

/** The dashboard only counts workers: a caller who may not see them gets no personal data. */
export async function listWorkerIds(db: Db) {
  return db.select({ id: workers.id, created_at: workers.created_at }).from(workers).orderBy(desc(workers.created_at));
}

export async function getWorker(db: Db | Tx, id: string): Promise<WorkerRow> {
  const [row] = JSON.parse(await workersJson(db, [id])) as WorkerRow[];
  if (!row) throw notFound(NOT_FOUND.worker);
  return row;
}

async function assertTcNoFree(tx: Tx, tcNo: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: workers.id })
    .from(workers)
    .where(and(eq(workers.tc_no, tcNo), exceptId ? ne(workers.id, exceptId) : undefined));
  if (clash) throw conflict(TC_NO_TAKEN);
}

async function assertDepartmentExists(tx: Tx, id: string) {
  const [row] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.id, id));
  if (!row) throw badRequest('Seçilen departman bulunamadı.');
}

function rethrowWorkerUnique(error: unknown): never {
  if (pgErrorCode(error) === '23505' && (pgConstraint(error) ?? 'tc_no').includes('tc_no')) throw conflict(TC_NO_TAKEN);
  throw error;
}

export async function createWorker(db: Db, actor: AuthUser, input: WorkerInput) {
  await spendForWrittenId(db, actor, input.tc_no);
  return db
    .transaction(async (tx) => {
      await assertTcNoFree(tx, input.tc_no);
      await assertDepartmentExists(tx, input.department_id);
      const [row] = await tx
        .insert(workers)
        .values({ ...pickWorker(input), created_by: actor.id })
        .returning({ id: workers.id });
      const created = await getWorker(tx, row!.id);
      await audit(tx, { userId: actor.id, action: 'create', entity: 'workers', entityId: row!.id, after: created });
      return created;
    })
    .catch(rethrowWorkerUnique);
}

function pickWorker(input: WorkerInput) {
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    tc_no: input.tc_no,
    phone: input.phone,
    department_id: input.department_id,
  };
}

export async function updateWorker(db: Db, actor: AuthUser, id: string, input: WorkerInput) {
  await spendForWrittenId(db, actor, input.tc_no);
  return db
    .transaction(async (tx) => {
      const [locked] = await tx.select({ id: workers.id }).from(workers).where(eq(workers.id, id)).for('update');
      if (!locked) throw notFound(NOT_FOUND.worker);
      const before = await getWorker(tx, id);
      const tcNo = keptNationalId(input.tc_no, before.tc_no);
      await assertTcNoFree(tx, tcNo, id);
      await assertDepartmentExists(tx, input.department_id);
      await tx
        .update(workers)
        .set({ ...pickWorker({ ...input, tc_no: tcNo }), updated_at: new Date() })
        .where(eq(workers.id, id));
      const after = await getWorker(tx, id);
      await audit(tx, { userId: actor.id, action: 'update', entity: 'workers', entityId: id, before, after });
      return after;
    })
    .catch(rethrowWorkerUnique);
}

export async function deleteWorker(db: Db, actor: AuthUser, id: string) {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: workers.id }).from(workers).where(eq(workers.id, id)).for('update');
    if (!locked) throw notFound(NOT_FOUND.worker);
    const before = await getWorker(tx, id);
    const [used] = await tx
      .select({ id: fieldEquipment.id })
      .from(fieldEquipment)
      .where(or(eq(fieldEquipment.worker_id, id), eq(fieldEquipment.team_leader_id, id)))
      .limit(1);
    if (used) throw conflict(WORKER_IN_USE);
    await tx.delete(workers).where(eq(workers.id, id));
    await recordDeletion(tx, 'workers', id);
    await audit(tx, { userId: actor.id, action: 'delete', entity: 'workers', entityId: id, before });
  });
}

// ---- departments ----

const departmentColumns = {
  id: departments.id,
  name: departments.name,
  created_at: departments.created_at,
  updated_at: departments.updated_at,
};

export async function listDepartments(db: Db, since?: string): Promise<DepartmentRow<Date>[]> {
  const rows = await db
    .select(departmentColumns)
    .from(departments)
    .where(since ? gt(departments.updated_at, new Date(since)) : undefined)
    .orderBy(asc(departments.name));
  return sortByName(rows);
}

async function getDepartment(db: Db | Tx, id: string) {
  const [row] = await db.select(departmentColumns).from(departments).where(eq(departments.id, id));
  if (!row) throw notFound(DEPARTMENT_NOT_FOUND);
  return row;
}

// Department names are unique case-insensitively. No database constraint holds this, so the check
// runs under a transaction-scoped advisory lock: two concurrent saves cannot both pass it.
async function assertDepartmentNameFree(tx: Tx, name: string, exceptId?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('departments.name'))`);
  // Turkish case rules, compared here: the database's collation may not know them.
  const key = nameKey(name);
  const rows = await tx.select({ id: departments.id, name: departments.name }).from(departments);
  if (rows.some((r) => r.id !== exceptId && nameKey(r.name) === key)) throw conflict(DEPARTMENT_NAME_TAKEN);
}

export async function createDepartment(db: Db, actor: AuthUser, input: DepartmentInput): Promise<DepartmentRow<Date>> {
  return db.transaction(async (tx) => {
    await assertDepartmentNameFree(tx, input.name);
    const [row] = await tx.insert(departments).values({ name: input.name }).returning(departmentColumns);
    await audit(tx, { userId: actor.id, action: 'create', entity: 'departments', entityId: row!.id, after: row });
    return row!;
  });
}

export async function updateDepartment(db: Db, actor: AuthUser, id: string, input: DepartmentInput): Promise<DepartmentRow<Date>> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.id, id)).for('update');
    if (!locked) throw notFound(DEPARTMENT_NOT_FOUND);
    const before = await getDepartment(tx, id);
    await assertDepartmentNameFree(tx, input.name, id);
    const [after] = await tx
      .update(departments)
      .set({ name: input.name, updated_at: new Date() })
      .where(eq(departments.id, id))
      .returning(departmentColumns);
    // Worker rows show the department's name: touch them so mirrors pick the new name up.
    await tx.update(workers).set({ updated_at: new Date() }).where(eq(workers.department_id, id));
    await audit(tx, { userId: actor.id, action: 'update', entity: 'departments', entityId: id, before, after });
    return after!;
  });
}

export async function deleteDepartment(db: Db, actor: AuthUser, id: string) {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.id, id)).for('update');
    if (!locked) throw notFound(DEPARTMENT_NOT_FOUND);
    const before = await getDepartment(tx, id);
    const [used] = await tx.select({ id: workers.id }).from(workers).where(eq(workers.department_id, id)).limit(1);
    if (used) throw conflict(DEPARTMENT_IN_USE);
    await tx.delete(departments).where(eq(departments.id, id));
    await recordDeletion(tx, 'departments', id);
    await audit(tx, { userId: actor.id, action: 'delete', entity: 'departments', entityId: id, before });
  });
}
