// The equipment list's client-side filtering (spec 02: search over serial number, model, brand and
// category; filters for status, brand, category and warehouse). Built for 100,000 rows: every row's
// search key is folded once (indexEquipment), the four selects use precomputed buckets, and a
// keystroke costs one pass over the smallest candidate bucket.
import { foldTurkish } from '@shared/search';

export interface FilterableEquipment {
  id: string;
  serial_number: string;
  model: string;
  status: string;
  brand_id?: string | null;
  category_id?: string | null;
  warehouse_id?: string | null;
  brand?: { id: string; name: string } | null;
  category?: { id: string; name: string } | null;
  warehouse?: { id: string; name: string } | null;
}

export interface EquipmentFilters {
  /** Free text, as typed. */
  query: string;
  /** '' or 'all' = every status. */
  status: string;
  brandId: string;
  categoryId: string;
  warehouseId: string;
}

export const EMPTY_FILTERS: EquipmentFilters = { query: '', status: 'all', brandId: '', categoryId: '', warehouseId: '' };

export interface EquipmentIndex<T extends FilterableEquipment> {
  rows: readonly T[];
  /** Folded serial, model, brand and category of each row, same order as rows. */
  keys: string[];
  byStatus: Map<string, number[]>;
  byBrand: Map<string, number[]>;
  byCategory: Map<string, number[]>;
  byWarehouse: Map<string, number[]>;
  /** 0 … rows.length - 1: the answer when nothing filters. */
  all: Int32Array;
}

function push(map: Map<string, number[]>, key: string | null | undefined, index: number) {
  if (!key) return;
  const list = map.get(key);
  if (list) list.push(index);
  else map.set(key, [index]);
}

const ASCII = /^[\x20-\x7e]*$/;

/**
 * foldTurkish, with a fast path: for printable ASCII the Turkish fold equals plain lower case
 * ('I' folds to 'i' either way), which is ~20× cheaper than the locale-aware path.
 */
function fold(text: string | null | undefined): string {
  if (!text) return '';
  return ASCII.test(text) ? text.toLowerCase().trim() : foldTurkish(text);
}

/** Once per list load (memoize on the rows array). Brand and category names are folded once each. */
export function indexEquipment<T extends FilterableEquipment>(rows: readonly T[]): EquipmentIndex<T> {
  const keys = new Array<string>(rows.length);
  const byStatus = new Map<string, number[]>();
  const byBrand = new Map<string, number[]>();
  const byCategory = new Map<string, number[]>();
  const byWarehouse = new Map<string, number[]>();
  const names = new Map<string, string>();
  const foldName = (name: string | null | undefined) => {
    if (!name) return '';
    let f = names.get(name);
    if (f === undefined) names.set(name, (f = fold(name)));
    return f;
  };
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    // Same shape as searchKey(serial, model, brand, category): each field followed by \u0001.
    // Built with join, not +=: V8 leaves += results as unflattened rope strings, and the first
    // keystrokes would pay to flatten all of them.
    const parts = [fold(r.serial_number), fold(r.model), foldName(r.brand?.name), foldName(r.category?.name)].filter(Boolean);
    parts.push('');
    keys[i] = parts.length > 1 ? parts.join('\u0001') : '';
    push(byStatus, r.status, i);
    push(byBrand, r.brand_id ?? r.brand?.id, i);
    push(byCategory, r.category_id ?? r.category?.id, i);
    push(byWarehouse, r.warehouse_id ?? r.warehouse?.id, i);
  }
  const all = new Int32Array(rows.length);
  for (let i = 0; i < all.length; i++) all[i] = i;
  return { rows, keys, byStatus, byBrand, byCategory, byWarehouse, all };
}

const kept = new WeakMap<readonly object[], EquipmentIndex<FilterableEquipment>>();

/** indexEquipment, kept per rows array: a list shown again (the same rows) reuses its index. */
export function equipmentIndexOf<T extends FilterableEquipment>(rows: readonly T[]): EquipmentIndex<T> {
  let index = kept.get(rows) as EquipmentIndex<T> | undefined;
  if (!index) kept.set(rows, (index = indexEquipment(rows)));
  return index;
}

export function hasActiveFilters(f: EquipmentFilters): boolean {
  return (
    f.query.trim() !== '' || (f.status !== '' && f.status !== 'all') || f.brandId !== '' || f.categoryId !== '' || f.warehouseId !== ''
  );
}

const NONE: readonly number[] = [];

type Indexes = ArrayLike<number> & Iterable<number>;

/**
 * Positions of the rows matching every active filter, in list order; `within` limits the
 * candidates. A typed array: a keystroke that matches 100k rows allocates one 400 KB buffer, not
 * 100k-element arrays.
 */
export function filterEquipmentIndexes<T extends FilterableEquipment>(
  index: EquipmentIndex<T>,
  f: EquipmentFilters,
  within?: Indexes,
): Int32Array {
  const q = foldTurkish(f.query);
  const words = q.split(/\s+/).filter(Boolean);
  const buckets: Indexes[] = [];
  if (within) buckets.push(within);
  if (f.status && f.status !== 'all') buckets.push(index.byStatus.get(f.status) ?? NONE);
  if (f.brandId) buckets.push(index.byBrand.get(f.brandId) ?? NONE);
  if (f.categoryId) buckets.push(index.byCategory.get(f.categoryId) ?? NONE);
  if (f.warehouseId) buckets.push(index.byWarehouse.get(f.warehouseId) ?? NONE);

  const { rows, keys } = index;
  const matches = (key: string) => {
    for (const w of words) if (key.indexOf(w) === -1) return false;
    return true;
  };
  if (buckets.length === 0) {
    if (words.length === 0) return index.all;
    const out = new Int32Array(rows.length);
    let n = 0;
    for (let i = 0; i < rows.length; i++) if (matches(keys[i]!)) out[n++] = i;
    return out.subarray(0, n);
  }
  // Walk the smallest bucket; the other filters are plain comparisons on the row.
  let smallest = buckets[0]!;
  for (const b of buckets) if (b.length < smallest.length) smallest = b;
  const status = f.status && f.status !== 'all' ? f.status : '';
  const limitToWithin = within && smallest !== within ? new Set(within) : undefined;
  const out = new Int32Array(smallest.length);
  let n = 0;
  for (let k = 0; k < smallest.length; k++) {
    const i = smallest[k]!;
    const r = rows[i]!;
    if (status && r.status !== status) continue;
    if (f.brandId && (r.brand_id ?? r.brand?.id) !== f.brandId) continue;
    if (f.categoryId && (r.category_id ?? r.category?.id) !== f.categoryId) continue;
    if (f.warehouseId && (r.warehouse_id ?? r.warehouse?.id) !== f.warehouseId) continue;
    if (words.length && !matches(keys[i]!)) continue;
    if (limitToWithin && !limitToWithin.has(i)) continue;
    out[n++] = i;
  }
  return out.subarray(0, n);
}

/** The rows at the given positions (a page, or all of them for an export). */
export function rowsAt<T extends FilterableEquipment>(
  index: EquipmentIndex<T>,
  indexes: ArrayLike<number>,
  start = 0,
  end = indexes.length,
): T[] {
  const to = Math.min(end, indexes.length);
  const out = new Array<T>(Math.max(0, to - start));
  for (let k = start; k < to; k++) out[k - start] = index.rows[indexes[k]!]!;
  return out;
}

/** The rows matching every active filter, in list order. Pure: the index in, the rows out. */
export function filterEquipment<T extends FilterableEquipment>(index: EquipmentIndex<T>, f: EquipmentFilters): T[] {
  return rowsAt(index, filterEquipmentIndexes(index, f));
}

/** True when every row matching `next` also matches `prev` (the user typed more, selects unchanged). */
export function narrows(prev: EquipmentFilters, next: EquipmentFilters): boolean {
  if (
    prev.status !== next.status ||
    prev.brandId !== next.brandId ||
    prev.categoryId !== next.categoryId ||
    prev.warehouseId !== next.warehouseId
  ) {
    return false;
  }
  const nextWords = foldTurkish(next.query).split(/\s+/).filter(Boolean);
  return foldTurkish(prev.query)
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => nextWords.some((n) => n.includes(w)));
}

/**
 * A filter with memory for typing: when the new filters only narrow the last ones, it searches the
 * last result instead of the whole list, so each further keystroke gets cheaper. Answers positions
 * (see rowsAt).
 */
export function createEquipmentFilter<T extends FilterableEquipment>(index: EquipmentIndex<T>) {
  let last: { filters: EquipmentFilters; indexes: Int32Array } | undefined;
  return (f: EquipmentFilters): Int32Array => {
    const within = last && narrows(last.filters, f) ? last.indexes : undefined;
    const indexes = filterEquipmentIndexes(index, f, within);
    last = { filters: f, indexes };
    return indexes;
  };
}

export interface StatusSummary {
  total: number;
  available: number;
  in_field: number;
  broken: number;
  scrapped: number;
  in_transfer: number;
}

/** The five tiles (plus in_transfer) over a list. */
export function summarizeStatuses(rows: readonly { status: string }[]): StatusSummary {
  const s: StatusSummary = { total: rows.length, available: 0, in_field: 0, broken: 0, scrapped: 0, in_transfer: 0 };
  for (const r of rows) if (r.status in s && r.status !== 'total') s[r.status as keyof Omit<StatusSummary, 'total'>]++;
  return s;
}
