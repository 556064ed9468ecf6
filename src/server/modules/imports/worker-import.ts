// Worker rows of an import: matched by TC Kimlik No; the department by name (created when asked
// and allowed); phones as the list exports them ('+90 532 123 45 67') or as typed.
import { sql } from 'drizzle-orm';
import type { WorkerInput } from '@shared/schemas/workers';
import { workers } from '@server/db/schema';
import { queryRows } from '@server/db/sql';
import { can } from '@server/http/guard';
import { seesNationalId } from '@server/http/national-id';
import { auditFromWritten, inPieces, insertMissingNames, namesById, type ImportKindHandler } from './import-kind';
import type { WorkerRow } from '@shared/api-types';
import { workerRowRules } from './import-rows';

type StoredWorker = Pick<WorkerRow, 'id' | 'first_name' | 'last_name' | 'tc_no' | 'phone' | 'department_id'>;

/** A row matching a stored worker, for a user who sees national ids masked: the row names no one. */
export const HIDDEN_MATCH =
  'Bu satırdaki TC Kimlik No ile eşleşen kayıtlı işçiler yalnızca TC Kimlik No görme yetkisi olan kullanıcılarca içe aktarılabilir; satır yazılmadı.';

export const workerImport: ImportKindHandler<WorkerInput, StoredWorker> = {
  rows: workerRowRules,
  async references(db) {
    return { byKind: { brands: new Map(), categories: new Map(), warehouses: new Map(), departments: await namesById(db, 'departments') } };
  },

  creatable: (user) => (can(user, 'create_department') ? ['departments'] : []),

  async existing(db, keys, lock) {
    const rows = await queryRows<StoredWorker>(
      db,
      sql`select id, first_name, last_name, tc_no, phone, department_id from ${workers}
          where tc_no in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))
          ${lock ? sql`for update` : sql``}`,
    );
    return new Map(rows.map((r) => [r.tc_no, r]));
  },

  keyHidden: (user) => !seesNationalId(user),

  decide(values, stored, user) {
    if (!stored) return { action: 'create' };
    // Matched by an id the user sees masked: neither updated nor skipped, whatever the other fields.
    if (!seesNationalId(user)) return { action: 'error', message: HIDDEN_MATCH };
    const same =
      stored.first_name === values.first_name &&
      stored.last_name === values.last_name &&
      stored.phone === values.phone &&
      stored.department_id === values.department_id;
    if (same) return { action: 'skip' };
    if (!can(user, 'edit_worker')) return { action: 'error', message: 'Kayıtlı işçiyi güncelleme yetkiniz bulunmuyor (İşçi düzenleme).' };
    return { action: 'update' };
  },

  async insertMissing(tx, user, missing, fileName) {
    if (missing.departments.size === 0 || !can(user, 'create_department')) return;
    // The same lock the department dialog takes: names stay unique (Turkish case) under concurrency.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('departments.name'))`);
    await insertMissingNames(tx, user.id, 'departments', missing.departments, fileName);
  },

  // A piece of rows per statement, as the equipment rows (inPieces).
  async write(tx, user, creates, updates, fileName) {
    await inPieces(creates, async (piece) => {
      await tx.execute(sql`
        with x as (select * from jsonb_to_recordset(${JSON.stringify(piece)}::jsonb)
              as x(first_name text, last_name text, tc_no text, phone text, department_id uuid)),
          written as (insert into ${workers} (first_name, last_name, tc_no, phone, department_id, created_by)
              select first_name, last_name, tc_no, phone, department_id, ${user.id}::uuid from x returning *)
        ${auditFromWritten(user.id, 'workers', fileName)}`);
    });
    await inPieces(updates, async (piece) => {
      const rows = piece.map(({ values, stored }) => ({ ...values, id: stored.id }));
      await tx.execute(sql`
        with x as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
              as x(id uuid, first_name text, last_name text, phone text, department_id uuid)),
          before as (select w.* from ${workers} w join x on x.id = w.id),
          written as (update ${workers} w set first_name = x.first_name, last_name = x.last_name, phone = x.phone,
              department_id = x.department_id, updated_at = now()
              from x where w.id = x.id returning w.*)
        ${auditFromWritten(user.id, 'workers', fileName, true)}`);
    });
  },
};
