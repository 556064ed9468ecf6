// How many items a reference row (a brand, a category, a warehouse) still has: one with items is not deleted.
import { count, type SQL } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { equipment } from '@server/db/schema';

export async function equipmentCount(tx: Tx, where: SQL): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(equipment).where(where);
  return row?.n ?? 0;
}
