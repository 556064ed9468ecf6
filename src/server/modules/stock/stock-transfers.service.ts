// Stock sent between warehouses (docs/stock.md): the goods leave the source at once (transfer_out,
// at its average cost) and are in transit until the destination receives them (transfer_in at the
// same cost, averaged into the destination's) or the sender cancels (transfer_in back at the source).
// A transfer belongs to both warehouses: holders of either see it; sending and cancelling need the
// source in scope, receiving the destination (404 otherwise).
import { eq, sql } from 'drizzle-orm';
import type { StockTransferInput } from '@shared/schemas/stock';
import { STOCK_MESSAGES } from '@shared/stock';
import { audit } from '@server/db/audit';
import type { Db } from '@server/db/client';
import { isoTextRaw as iso, personJson, queryRows } from '@server/db/sql';
import * as st from '@server/db/stock-schema';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, notFound } from '@server/http/errors';
import { inScope, scopeSql } from '@server/http/guard';
import type { Notifier } from '../notifications/settings';
import { scopedWarehouse } from './stock-items.service';
import { writeMovements } from './stock-ledger';

export interface StockTransferRow {
  id: string;
  from_warehouse: { id: string; name: string };
  to_warehouse: { id: string; name: string };
  status: 'in_transit' | 'received' | 'cancelled';
  note: string | null;
  created_at: string;
  closed_at: string | null;
  created_by: { id: string; first_name: string; last_name: string } | null;
  lines: Array<{ item_id: string; name: string; variant: string | null; unit: string; quantity: number; unit_cost: number }>;
}

const ROW = `t.id, json_build_object('id', fw.id, 'name', fw.name) as from_warehouse, json_build_object('id', tw.id, 'name', tw.name) as to_warehouse,
  t.status, t.note, ${iso('t.created_at')} as created_at, ${iso('t.closed_at')} as closed_at, ${personJson('u')} as created_by,
  (select coalesce(json_agg(json_build_object('item_id', i.id, 'name', i.name, 'variant', i.variant, 'unit', i.unit, 'quantity', m.quantity::float8, 'unit_cost', m.unit_cost::float8) order by i.name), '[]'::json)
     from stock_movements m join stock_items i on i.id = m.item_id where m.transfer_id = t.id and m.kind = 'transfer_out') as lines`;
const FROM = `from stock_transfers t join warehouses fw on fw.id = t.from_warehouse_id join warehouses tw on tw.id = t.to_warehouse_id left join users u on u.id = t.created_by`;

export async function listTransfers(db: Db, user: AuthUser, status?: string): Promise<StockTransferRow[]> {
  const scope = scopeSql(user, sql`t.from_warehouse_id`, sql`t.to_warehouse_id`);
  const parts = [scope, status ? sql`t.status = ${status}` : undefined].filter((p) => p !== undefined);
  const where = parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
  return queryRows<StockTransferRow>(db, sql`select ${sql.raw(ROW)} ${sql.raw(FROM)} ${where} order by t.created_at desc limit 500`);
}

async function getTransfer(db: Db, id: string): Promise<StockTransferRow> {
  const [row] = await queryRows<StockTransferRow>(db, sql`select ${sql.raw(ROW)} ${sql.raw(FROM)} where t.id = ${id}::uuid`);
  if (!row) throw notFound(STOCK_MESSAGES.transferNotFound);
  return row;
}

export async function createTransfer(n: Notifier, db: Db, user: AuthUser, input: StockTransferInput): Promise<StockTransferRow> {
  if (input.from_warehouse_id.toLowerCase() === input.to_warehouse_id.toLowerCase()) throw badRequest(STOCK_MESSAGES.sameWarehouse);
  await scopedWarehouse(db, user, input.from_warehouse_id);
  // The destination may be any warehouse, as for equipment transfers.
  await scopedWarehouse(db, { ...user, warehouseIds: [] }, input.to_warehouse_id);
  const id = await db.transaction(async (tx) => {
    const [transfer] = await tx
      .insert(st.stockTransfers)
      .values({
        from_warehouse_id: input.from_warehouse_id,
        to_warehouse_id: input.to_warehouse_id,
        note: input.note || null,
        created_by: user.id,
      })
      .returning();
    await audit(tx, { userId: user.id, action: 'create', entity: 'stock_transfers', entityId: transfer!.id, after: transfer });
    await writeMovements(
      n,
      tx,
      user,
      input.lines.map((l) => ({
        kind: 'transfer_out' as const,
        item_id: l.item_id,
        warehouse_id: input.from_warehouse_id,
        quantity: l.quantity,
        delta: -l.quantity,
        transfer_id: transfer!.id,
      })),
    );
    return transfer!.id;
  });
  return getTransfer(db, id);
}

/** Receives (at the destination) or cancels (back to the source) a transfer in transit. */
export async function closeTransfer(
  n: Notifier,
  db: Db,
  user: AuthUser,
  id: string,
  action: 'receive' | 'cancel',
): Promise<StockTransferRow> {
  await db.transaction(async (tx) => {
    const [transfer] = await tx.select().from(st.stockTransfers).where(eq(st.stockTransfers.id, id)).for('update');
    const warehouseId = action === 'receive' ? transfer?.to_warehouse_id : transfer?.from_warehouse_id;
    if (!transfer || !inScope(user, warehouseId)) throw notFound(STOCK_MESSAGES.transferNotFound);
    if (transfer.status !== 'in_transit') throw conflict(STOCK_MESSAGES.transferClosed);
    const sent = await tx.select().from(st.stockMovements).where(eq(st.stockMovements.transfer_id, id));
    await writeMovements(
      n,
      tx,
      user,
      sent
        .filter((m) => m.kind === 'transfer_out')
        .map((m) => ({
          kind: 'transfer_in' as const,
          item_id: m.item_id,
          warehouse_id: warehouseId!,
          quantity: m.quantity,
          delta: m.quantity,
          unit_cost: m.unit_cost,
          transfer_id: id,
        })),
    );
    const [after] = await tx
      .update(st.stockTransfers)
      .set({ status: action === 'receive' ? 'received' : 'cancelled', closed_by: user.id, closed_at: new Date() })
      .where(eq(st.stockTransfers.id, id))
      .returning();
    await audit(tx, { userId: user.id, action, entity: 'stock_transfers', entityId: id, before: transfer, after });
  });
  return getTransfer(db, id);
}
