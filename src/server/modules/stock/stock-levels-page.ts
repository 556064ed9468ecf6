// One page of a warehouse's 'Stok' list (`GET /stock/levels?limit=`, docs/stock.md "The list"):
// search, kind, low stock and sort answered by the database, so the screen's first page moves 25
// rows out of it instead of every level of the warehouse. Turkish order in SQL: neither PGlite nor
// a C-locale PostgreSQL has a Turkish collation (decision 0004), so the order is a byte-ordered
// key (`turkishOrderSql`) compared with `collate "C"`.
import { sql, type SQL } from 'drizzle-orm';
import type { PageAnswer } from '@shared/api-types';
import { quantityToOrder, STOCK_KIND_LABELS, STOCK_KINDS, type StockLevelRow } from '@shared/stock';
import type { StockListFilter, StockListSort } from '@shared/stock-list';
import type { Db } from '@server/db/client';
import { foldSql } from '@server/db/fold';
import { queryRows, whereSql } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { LEVEL_ROW, scopedWarehouse } from './stock-items.service';

/**
 * A text's place in Turkish order (`Intl.Collator('tr', { sensitivity: 'base', numeric: true })`,
 * src/shared/collation.ts) as a key in byte order: case and the circumflex dropped, 'I' as 'ı',
 * each Turkish letter right after its Latin neighbour ('ç' → 'c{': after every 'c…', before 'd';
 * 'ı' → 'h{': before 'i'), and every run of digits padded to nine so numbers compare by value
 * ('Çizme 9' before 'Çizme 10').
 */
export function turkishOrderSql(text: SQL): SQL {
  const letters = sql`lower(translate(coalesce(${text}, ''), 'İIÇŞĞÜÖÂÎÛâîû' || chr(775), 'iıçşğüöaiuaiu'))`;
  let key = letters;
  for (const [from, to] of [
    ['ç', 'c{'],
    ['ğ', 'g{'],
    ['ı', 'h{'],
    ['ö', 'o{'],
    ['ş', 's{'],
    ['ü', 'u{'],
  ] as const)
    key = sql`replace(${key}, ${from}, ${to})`;
  const padded = sql`regexp_replace(regexp_replace(${key}, '([0-9]+)', '00000000\\1', 'g'), '0*([0-9]{9})', '\\1', 'g')`;
  return sql`(${padded}) collate "C"`;
}

const BY_NAME = sql`${turkishOrderSql(sql`i.name`)}, ${turkishOrderSql(sql`i.variant`)}, i.id`;
const ORDER: Record<StockListSort, SQL> = {
  name: BY_NAME,
  on_hand: sql`coalesce(l.on_hand, 0), ${BY_NAME}`,
  value: sql`round(coalesce(l.on_hand * l.avg_cost, 0), 2) desc, ${BY_NAME}`,
};

/** The kind's label as the search reads it ('kkd' finds every PPE item). */
const kindLabelSql = sql`(case i.kind ${sql.join(
  STOCK_KINDS.map((k) => sql`when ${k} then ${STOCK_KIND_LABELS[k]}`),
  sql` `,
)} end)`;

/** Every word in one field of the row, as the screen's search (`stockRowKey`) reads it. */
function searchSql(words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  const fields = [sql`i.name`, sql`i.variant`, sql`i.barcode`, sql`i.standard`, sql`ic.name`, kindLabelSql];
  const key = sql`concat_ws(chr(1), ${sql.join(fields.map(foldSql), sql`, `)})`;
  return sql.join(
    words.map((w) => sql`strpos(${key}, ${w}) > 0`),
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
  // The filtered items numbered in the list's order (keys of 5,000 rows: a few ms), then the full
  // rows of the page only, as one JSON text.
  const [answer] = await queryRows<{ total: number; filtered: number; body: string }>(
    db,
    sql`with w as (select id from warehouses where id = ${warehouseId}::uuid),
      f as (select i.id, row_number() over (order by ${ORDER[request.sort ?? 'name']}) as ord
        from stock_items i cross join w
        left join stock_levels l on l.item_id = i.id and l.warehouse_id = w.id
        left join categories ic on ic.id = i.category_id
        ${where})
      select (select count(*) from stock_items)::int as total, (select count(*) from f)::int as filtered,
        (select coalesce(json_agg(x order by x.ord), '[]')::text from (
          select ${sql.raw(LEVEL_ROW)}, f.ord from f join stock_items i on i.id = f.id cross join w
          left join stock_levels l on l.item_id = i.id and l.warehouse_id = w.id
          where f.ord > ${offset} and f.ord <= ${offset + request.limit}) x) as body`,
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
