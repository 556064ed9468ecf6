// The audit trail and the delta-sync tombstones are written inside the write's own transaction.
import { auditLog } from './schema';
import { deletedRows } from './sync-schema';
import type { Db, Tx } from './client';

export interface AuditEntry {
  userId: string | null;
  action: 'create' | 'update' | 'delete' | string;
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/** Drops large blobs (signatures, invoices) from what the audit keeps. */
function slim(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value ?? null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (k === 'password_hash') continue;
    out[k] = typeof v === 'string' && v.length > 512 && /signature|invoice/.test(k) ? `[${v.length} karakter]` : v;
  }
  return out;
}

export async function audit(tx: Db | Tx, entry: AuditEntry): Promise<void> {
  await auditMany(tx, [entry]);
}

/** The audit row of a record moved to another status: `before` keeps the status it had. */
export async function auditStatusChange(
  tx: Db | Tx,
  userId: string,
  action: string,
  record: { entity: string; id: string; status: string },
  after: unknown,
): Promise<void> {
  await audit(tx, { userId, action, entity: record.entity, entityId: record.id, before: { status: record.status }, after });
}

/** Several audit rows in one statement (a request that writes many rows at once). */
export async function auditMany(tx: Db | Tx, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      user_id: entry.userId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: slim(entry.before),
      after: slim(entry.after),
    })),
  );
}

/** Records that a mirrored row is gone, for `?since=` answers. */
export async function recordDeletion(tx: Db | Tx, tableName: string, rowId: string): Promise<void> {
  await tx.insert(deletedRows).values({ table_name: tableName, row_id: rowId });
}
