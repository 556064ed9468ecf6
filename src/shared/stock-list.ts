// The 'Stok' list's page (docs/stock.md "The list"): its search, filters and sort, written once.
// The server answers them in the database (`GET /stock/levels?limit=`); offline the device answers
// the same from its copy with `filterStockList` (cut into pages by `stockPageFromDevice`), in the same order.
import { compareByKey } from './collation';
import { foldTurkish, matchesQuery, searchKey } from './search';
import { STOCK_KIND_LABELS, type StockKind, type StockLevelRow } from './stock';
import { labelledValues } from './labelled-values';

/** name: Turkish order; on_hand: the least on the shelf first; value: the highest value first. */
export const { values: STOCK_LIST_SORTS, labels: STOCK_LIST_SORT_LABELS } = labelledValues({
  name: 'Ada göre',
  on_hand: 'Miktara göre (azdan çoğa)',
  value: 'Değere göre (yüksekten düşüğe)',
});
export type StockListSort = (typeof STOCK_LIST_SORTS)[number];
export const STOCK_LIST_MESSAGES = {
  kind: 'Geçersiz stok türü.',
  sort: 'Geçersiz sıralama.',
  low: 'Geçersiz filtre.',
} as const;
/** Rows on one page of the screen. */
export const STOCK_PAGE_SIZE = 25;

export interface StockListFilter {
  q?: string;
  kind?: StockKind;
  low?: boolean;
  sort?: StockListSort;
}

/** What the search reads of a row: name, variant, barcode, standard, category and kind. */
export const stockRowKey = (r: StockLevelRow) =>
  searchKey(r.name, r.variant, r.barcode, r.standard, r.category?.name, STOCK_KIND_LABELS[r.kind]);

const byName = compareByKey((r: StockLevelRow) => [r.name, r.variant]);
const COMPARE: Record<StockListSort, (a: StockLevelRow, b: StockLevelRow) => number> = {
  name: byName,
  on_hand: (a, b) => a.on_hand - b.on_hand || byName(a, b),
  value: (a, b) => b.value - a.value || byName(a, b),
};

/** The rows kept by the filter, in its order (the device's answer; the server's is the same in SQL). */
export function filterStockList(rows: readonly StockLevelRow[], filter: StockListFilter): StockLevelRow[] {
  const q = foldTurkish(filter.q);
  const kept = rows.filter(
    (r) =>
      (!filter.kind || r.kind === filter.kind) &&
      (!filter.low || (r.min_qty > 0 && r.on_hand <= r.min_qty)) &&
      matchesQuery(stockRowKey(r), q),
  );
  return kept.sort(COMPARE[filter.sort ?? 'name']);
}
