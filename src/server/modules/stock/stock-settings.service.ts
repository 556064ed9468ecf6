// A warehouse's stock settings (docs/stock.md): whether it allows negative stock, and who hears of
// its low stock. A chosen recipient must see the warehouse and hold view_stock (400, in Turkish,
// naming them, otherwise); the GET says whether anyone chosen can still receive, and lists who may
// be chosen to those who manage stock items.
import { eq, sql } from 'drizzle-orm';
import { sortByKey } from '@shared/collation';
import { fullName } from '@shared/format';
import type { StockSettingsInput } from '@shared/schemas/stock';
import { RECIPIENT_MESSAGES, type StockRecipient, type StockSettings } from '@shared/stock-settings';
import { audit } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import { everyWarehouseSql, queryRows, uuidList } from '@server/db/sql';
import * as st from '@server/db/stock-schema';
import type { AuthUser } from '@server/http/context';
import { badRequest } from '@server/http/errors';
import { warehouseStaff } from '../notifications/recipients';
import { scopedWarehouse } from './stock-items.service';

interface Person extends StockRecipient {
  sees: boolean;
  reads_stock: boolean;
}

/** These users as the picker shows them, with whether each sees the warehouse and holds view_stock. */
async function people(db: Db | Tx, warehouseId: string, userIds: readonly string[]): Promise<Person[]> {
  if (userIds.length === 0) return [];
  const rows = await queryRows<Person>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.email,
          (${everyWarehouseSql(sql`u.id`)} or exists (select 1 from user_warehouses uw where uw.user_id = u.id and uw.warehouse_id = ${warehouseId}::uuid)) as sees,
          exists (select 1 from role_permissions rp join permissions p on p.id = rp.permission_id
                  where rp.role_id = u.role_id and p.name = 'view_stock') as reads_stock
        from users u where u.id in (${uuidList(userIds)})`,
  );
  const people = rows.map((r) => ({ ...r, sees: Boolean(r.sees), reads_stock: Boolean(r.reads_stock) }));
  return sortByKey(people, (u) => [u.first_name, u.last_name, u.email]);
}

const recipient = ({ id, first_name, last_name, email }: StockRecipient): StockRecipient => ({ id, first_name, last_name, email });

async function chosenIds(db: Db | Tx, warehouseId: string): Promise<string[]> {
  const rows = await db
    .select({ user_id: st.stockLowRecipients.user_id })
    .from(st.stockLowRecipients)
    .where(eq(st.stockLowRecipients.warehouse_id, warehouseId));
  return rows.map((r) => r.user_id);
}

export async function getSettings(db: Db, user: AuthUser, warehouseId: string): Promise<StockSettings> {
  await scopedWarehouse(db, user, warehouseId);
  const [row] = await db.select().from(st.stockSettings).where(eq(st.stockSettings.warehouse_id, warehouseId));
  const chosen = await people(db, warehouseId, await chosenIds(db, warehouseId));
  const recipients = chosen.map((p) => ({ ...recipient(p), can_receive: p.sees && p.reads_stock }));
  const manages = user.permissions.includes('manage_stock_items');
  const candidates = manages
    ? await people(
        db,
        warehouseId,
        (await warehouseStaff(db, [warehouseId], 'view_stock')).map((s) => s.user_id),
      )
    : [];
  return {
    warehouse_id: warehouseId,
    allow_negative: row?.allow_negative ?? false,
    low_stock_recipients: recipients,
    low_stock_fallback: !recipients.some((r) => r.can_receive),
    low_stock_candidates: candidates.map(recipient),
  };
}

/** Refuses (400) an unknown user, or one who does not see the warehouse or hold view_stock, naming them. */
async function checkRecipients(tx: Tx, warehouseId: string, userIds: readonly string[]): Promise<void> {
  const found = await people(tx, warehouseId, userIds);
  if (found.length !== userIds.length) throw badRequest(RECIPIENT_MESSAGES.unknown);
  for (const p of found) {
    if (!p.sees) throw badRequest(RECIPIENT_MESSAGES.outOfScope(fullName(p)));
    if (!p.reads_stock) throw badRequest(RECIPIENT_MESSAGES.noPermission(fullName(p)));
  }
}

export async function putSettings(db: Db, user: AuthUser, warehouseId: string, input: StockSettingsInput): Promise<StockSettings> {
  await scopedWarehouse(db, user, warehouseId);
  await db.transaction(async (tx) => {
    const recipients = input.low_stock_recipients;
    const before = await chosenIds(tx, warehouseId);
    if (recipients) await checkRecipients(tx, warehouseId, recipients);
    const [after] = await tx
      .insert(st.stockSettings)
      .values({ warehouse_id: warehouseId, allow_negative: input.allow_negative })
      .onConflictDoUpdate({ target: st.stockSettings.warehouse_id, set: { allow_negative: input.allow_negative, updated_at: new Date() } })
      .returning();
    if (recipients) {
      await tx.delete(st.stockLowRecipients).where(eq(st.stockLowRecipients.warehouse_id, warehouseId));
      if (recipients.length > 0)
        await tx.insert(st.stockLowRecipients).values(recipients.map((userId) => ({ warehouse_id: warehouseId, user_id: userId })));
    }
    await audit(tx, {
      userId: user.id,
      action: 'settings',
      entity: 'stock_settings',
      entityId: warehouseId,
      after: { ...after, low_stock_recipients: recipients ?? before },
    });
  });
  return getSettings(db, user, warehouseId);
}
