// What the device copy holds of counted stock (docs/stock.md "Offline"): the levels of the user's
// warehouses (only levels that exist: an item that never moved there is 0 on the device too) and
// the stock forms' pickers as rows. The catalogue is `GET /stock/items`.
import { sql } from 'drizzle-orm';
import type { StockLevelCopyRow, StockPickerCopyRow } from '@shared/stock-device-copy';
import type { Db } from '@server/db/client';
import { idsIn, queryRows } from '@server/db/sql';
import * as st from '@server/db/stock-schema';
import type { AuthUser } from '@server/http/context';
import { warehouseScope } from '@server/http/guard';
import { stockPickers } from './stock-items.service';

export async function deviceLevels(db: Db, user: AuthUser): Promise<StockLevelCopyRow[]> {
  const scope = warehouseScope(user);
  return queryRows<StockLevelCopyRow>(
    db,
    sql`select l.warehouse_id::text || ':' || l.item_id::text as id, l.warehouse_id, l.item_id,
          l.on_hand::float8 as on_hand, l.min_qty::float8 as min_qty, l.reorder_qty::float8 as reorder_qty,
          l.avg_cost::float8 as avg_cost
        from ${st.stockLevels} l ${scope ? sql`where ${idsIn(sql`l.warehouse_id`, scope)}` : sql``}`,
  );
}

export async function devicePickers(db: Db, user: AuthUser): Promise<StockPickerCopyRow[]> {
  const { warehouses, workers } = await stockPickers(db, user);
  return [
    ...warehouses.map((w): StockPickerCopyRow => ({ id: w.id, kind: 'warehouse', name: w.name })),
    ...workers.map((w): StockPickerCopyRow => ({ id: w.id, kind: 'worker', first_name: w.first_name, last_name: w.last_name })),
  ];
}
