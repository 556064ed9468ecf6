// The data-subject export (docs/kvkk.md): everything held about one worker in one JSON file — the
// worker, hand-overs and returns (with their signature images), what they led as team leader, stock
// and PPE issues and returns, reservations, documents, messages addressed to them and the audit
// entries about them and their records. The export is audited first, so the file lists itself.
import { sql, type SQL } from 'drizzle-orm';
import { audit } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import { queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { nationalIdSql, seesNationalId } from '@server/http/national-id';
import { workerRetentionState } from './legal-hold';

/** The rows of `query` as one JSON array (the database writes the times, the same on both databases). */
async function jsonRows(tx: Tx, query: SQL, order: string): Promise<unknown[]> {
  const [row] = await queryRows<{ rows: unknown[] | string | null }>(
    tx,
    sql`select coalesce(json_agg(x order by ${sql.raw(order)}), '[]'::json) as rows from (${query}) x`,
  );
  const rows = row?.rows ?? [];
  return typeof rows === 'string' ? (JSON.parse(rows) as unknown[]) : rows;
}

export async function exportWorker(db: Db, user: AuthUser, workerId: string): Promise<Record<string, unknown>> {
  return db.transaction(async (tx) => {
    const retention = await workerRetentionState(tx, workerId);
    await audit(tx, { userId: user.id, action: 'kvkk_export', entity: 'worker', entityId: workerId });
    const w = sql`${workerId}::uuid`;
    const [worker] = await jsonRows(
      tx,
      sql`select wk.id, wk.first_name, wk.last_name, ${nationalIdSql('wk.tc_no', seesNationalId(user))} as tc_no, wk.phone,
            d.name as department, wk.created_at, wk.updated_at
          from workers wk left join departments d on d.id = wk.department_id where wk.id = ${w}`,
      'id',
    );
    const handovers = await jsonRows(
      tx,
      sql`select f.id, f.batch_id, e.serial_number, b.name || ' ' || e.model as equipment, wh.name as warehouse, f.status,
            f.issued_at, f.due_date, f.signature, f.returned_at, f.return_condition, f.return_note, f.return_signature,
            f.check_override_reason,
            (select dd.number from document_members m join documents dd on dd.id = m.document_id where m.entity_id = f.id and m.kind = 'handover') as handover_document,
            (select dd.number from document_members m join documents dd on dd.id = m.document_id where m.entity_id = f.id and m.kind = 'return') as return_document
          from field_equipment f join equipment e on e.id = f.equipment_id join brands b on b.id = e.brand_id
          left join warehouses wh on wh.id = f.warehouse_id where f.worker_id = ${w}`,
      'issued_at, id',
    );
    const ledTeams = await jsonRows(
      tx,
      sql`select f.id, f.worker_id, f.issued_at, f.returned_at from field_equipment f where f.team_leader_id = ${w}`,
      'issued_at, id',
    );
    const stockIssues = await jsonRows(
      tx,
      sql`select si.id, wh.name as warehouse, si.created_at, si.signature, si.ppe_briefed, si.offline,
            (select dd.number from documents dd where dd.kind = 'stock_issue' and dd.source_id = si.id) as document
          from stock_issues si join warehouses wh on wh.id = si.warehouse_id where si.worker_id = ${w}`,
      'created_at, id',
    );
    const stockMovements = await jsonRows(
      tx,
      sql`select m.id, m.kind, i.name as item, i.variant, m.quantity, m.issue_id, wh.name as warehouse, m.note, m.created_at
          from stock_movements m join stock_items i on i.id = m.item_id join warehouses wh on wh.id = m.warehouse_id where m.worker_id = ${w}`,
      'created_at, id',
    );
    const reservations = await jsonRows(
      tx,
      sql`select r.id, wh.name as warehouse, r.site, r.start_day, r.end_day, r.status, r.note, r.created_at
          from reservations r join warehouses wh on wh.id = r.warehouse_id where r.worker_id = ${w}`,
      'created_at, id',
    );
    const documents = await jsonRows(
      tx,
      sql`select d.id, d.kind, d.number, d.code, d.created_at from documents d where d.worker_id = ${w}`,
      'created_at, id',
    );
    const messages = await jsonRows(
      tx,
      sql`select o.id, o.event, o.channel, o.status, o.created_at, o.sent_at from notification_outbox o where o.worker_id = ${w}`,
      'created_at, id',
    );
    const auditEntries = await jsonRows(
      tx,
      sql`select a.id, a.user_id, a.action, a.entity, a.entity_id, a.before, a.after, a.created_at from audit_log a
          where a.entity_id = ${w} or a.entity_id in (select id from field_equipment where worker_id = ${w})
            or a.entity_id in (select id from stock_issues where worker_id = ${w})`,
      'id',
    );
    return {
      generated_at: new Date().toISOString(),
      generated_by: user.id,
      worker,
      retention,
      handovers,
      returns: handovers.filter((h) => (h as { returned_at: unknown }).returned_at !== null),
      team_leader_of: ledTeams,
      stock_issues: stockIssues,
      stock_movements: stockMovements,
      reservations,
      documents,
      messages,
      audit_entries: auditEntries,
    };
  });
}
