// `seed.ts medium --stock=5000`: a large stock catalogue for the device-ready bench (docs/stock.md
// "Figures"): N counted items and a level of each in the first warehouses (one unless
// `--stock-warehouses=K`), as a warehouse of the issue's figures holds them. Generated in the
// database in one statement per table; each level comes from a receipt through the ledger's own
// trigger (on hand = the ledger's sum), a minimum and a reorder level set afterwards.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { exec } from './seed-bulk';

export interface BulkStock {
  items: number;
  /** How many of the seeded warehouses hold a level of every item (from the first). */
  warehouses: number;
}

/** `--stock=N` and `--stock-warehouses=K` of the command line; null when not asked for. */
export function bulkStockOption(argv: readonly string[]): BulkStock | null | string {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const items = value('stock');
  if (items === undefined) return null;
  const n = Number(items);
  const k = Number(value('stock-warehouses') ?? 1);
  if (!Number.isInteger(n) || n < 1 || n > 100_000) return '--stock 1 ile 100.000 arasında bir sayı olmalı.';
  if (!Number.isInteger(k) || k < 1) return '--stock-warehouses 1 veya daha büyük bir sayı olmalı.';
  return { items: n, warehouses: k };
}

export async function seedBulkStock(database: Database, adminId: string, warehouseIds: readonly string[], stock: BulkStock): Promise<void> {
  const warehouses = warehouseIds.slice(0, stock.warehouses);
  await exec(
    database,
    sql`insert into stock_items (name, kind, unit, standard, variant, replacement_months, returnable, created_by)
        select case g % 4 when 0 then 'İş Eldiveni' when 1 then 'Kesme Diski' when 2 then 'Matkap Ucu' else 'Kablo Bağı' end
                 || ' ' || lpad(g::text, 5, '0'),
               case when g % 4 = 0 then 'ppe' when g % 10 = 1 then 'spare_part' else 'consumable' end,
               case when g % 4 = 0 then 'çift' when g % 4 = 3 then 'paket' else 'adet' end,
               case when g % 4 = 0 then 'EN 388' end,
               case when g % 4 = 0 then (array['S', 'M', 'L', 'XL'])[1 + (g / 4) % 4] end,
               case when g % 4 = 0 then 6 end, false, ${adminId}::uuid
        from generate_series(1, ${stock.items}) g`,
  );
  // One receipt per item and warehouse; the ledger's trigger writes the level and its average cost.
  await exec(
    database,
    sql`insert into stock_movements (kind, item_id, warehouse_id, quantity, delta, unit_cost, unit_price, supplier, created_by)
        select 'receipt', i.id, w.id, q.n, q.n, q.price, q.price, 'Toptan Tedarik A.Ş.', ${adminId}::uuid
        from (select id, row_number() over (order by name) as g from stock_items
              where name ~ ' [0-9]{5}$' and created_by = ${adminId}::uuid) i
        cross join unnest(${`{${warehouses.join(',')}}`}::uuid[]) as w(id)
        cross join lateral (select (10 + i.g % 90)::numeric as n, (5 + i.g % 200)::numeric as price) q`,
  );
  await exec(
    database,
    sql`update stock_levels l set min_qty = 5 + i.g % 20, reorder_qty = 40 + i.g % 60
        from (select id, row_number() over (order by name) as g from stock_items) i
        where i.id = l.item_id and l.warehouse_id = any(${`{${warehouses.join(',')}}`}::uuid[])`,
  );
  await exec(database, sql`analyze stock_items`);
  await exec(database, sql`analyze stock_levels`);
}
