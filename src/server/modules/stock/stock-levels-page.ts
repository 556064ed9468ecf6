// One page of a warehouse's 'Stok' list (`GET /stock/levels?limit=`, docs/stock.md "The list"):
// search, kind, low stock and sort answered by the database, so the screen's first page moves 25
// rows out of it instead of every level of the warehouse. Turkish order in SQL: neither PGlite nor
// a C-locale PostgreSQL has a Turkish collation (decision 0004), so the items keep their name and
// variant as byte-ordered keys (`name_order`, `variant_order`, migration 0054), and the first page
// in name order is a walk of their index.
import { sql, type SQL } from 'drizzle-orm';
import type { PageAnswer } from '@shared/api-types';
import { quantityToOrder, STOCK_KIND_LABELS, STOCK_KINDS, type StockLevelRow } from '@shared/stock';
import type { StockListFilter, StockListSort } from '@shared/stock-list';
import type { Db } from '@server/db/client';
import { foldSql } from '@server/db/fold';
import { queryRows, whereSql } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { foldTurkish } from '@shared/search';
import { LEVEL_ROW, scopedWarehouse } from './stock-items.service';

const BY_NAME = sql`i.name_order, i.variant_order, i.id`;
const ORDER: Record<StockListSort, SQL> = {
  name: BY_NAME,
  on_hand: sql`coalesce(l.on_hand, 0), ${BY_NAME}`,
  value: sql`round(coalesce(l.on_hand * l.avg_cost, 0), 2) desc, ${BY_NAME}`,
};

/**
 * Every word in one field of the row, as the screen's search (`stockRowKey`) reads it: the item's
 * stored key (name, variant, barcode, standard; migration 0054), its category's name (a few hundred
 * rows, folded here) or its kind's label ('kkd' finds every PPE item).
 */
function searchSql(words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((w) => {
      const kinds = STOCK_KINDS.filter((k) => foldTurkish(STOCK_KIND_LABELS[k]).includes(w));
      return sql`(strpos(i.search_key, ${w}) > 0
        or i.category_id in (select sc.id from categories sc where strpos(${foldSql(sql`sc.name`)}, ${w}) > 0)
        ${
          kinds.length
            ? sql`or i.kind in (${sql.join(
                kinds.map((k) => sql`${k}`),
                sql`, `,
              )})`
            : sql``
        })`;
    }),
    sql` and `,
  );
}

export interface StockPageRequest extends Omit<StockListFilter, 'q'> {
  /** The folded words of the search. */
  words: string[];
  limit: number;
  page: number;
}

export async function warehouseLevelsPage(
  db: Db,
  user: AuthUser,
  warehouseId: string,
  request: StockPageRequest,
): Promise<PageAnswer<StockLevelRow>> {
  await scopedWarehouse(db, user, warehouseId);
  const where = whereSql([
    request.kind ? sql`i.kind = ${request.kind}` : undefined,
    request.low ? sql`coalesce(l.min_qty, 0) > 0 and coalesce(l.on_hand, 0) <= l.min_qty` : undefined,
    searchSql(request.words),
  ]);
  const offset = (request.page - 1) * request.limit;
  const order = ORDER[request.sort ?? 'name'];
  const from = sql`from stock_items i cross join w left join stock_levels l on l.item_id = i.id and l.warehouse_id = w.id`;
  // The page's items first (ids and keys only: the rows skipped cost no more), then their full rows.
  const [answer] = await queryRows<{ total: number; filtered: number; body: string }>(
    db,
    sql`with w as (select id from warehouses where id = ${warehouseId}::uuid),
      p as (select i.id, row_number() over (order by ${order}) as ord ${from} ${where}
        order by ${order} limit ${request.limit} offset ${offset})
      select (select count(*) from stock_items)::int as total,
        (select count(*) ${from} ${where})::int as filtered,
        (select coalesce(json_agg(x order by x.ord), '[]')::text from (
          select ${sql.raw(LEVEL_ROW)}, p.ord from p join stock_items i on i.id = p.id cross join w
          left join stock_levels l on l.item_id = i.id and l.warehouse_id = w.id) x) as body`,
  );
  const rows = JSON.parse(answer!.body) as Array<Omit<StockLevelRow, 'to_order'> & { ord?: number }>;
  return {
    items: rows.map(({ ord: _ord, ...r }) => ({ ...r, to_order: quantityToOrder(r) })),
    total: answer!.total,
    filtered: answer!.filtered,
    page: request.page,
    page_size: request.limit,
    next_cursor: null,
  };
}
