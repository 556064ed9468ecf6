// The answers described so far (issue 47 point 1): the reference data another system reads first —
// warehouses, brands, categories, departments, repairers, permissions, the stock catalogue and a warehouse's levels — and the
// plain `{ message }` of a deletion. Each schema is checked against the shared type the screens
// read (`AnswerTypeChecks` below), so the description, the server and the client cannot drift apart.
import * as v from 'valibot';
import type { CatalogRow, NamedRef, PermissionRow, RepairerRow, WarehouseRow } from '@shared/api-types';
import { STOCK_KINDS, STOCK_UNITS, type StockItem, type StockLevelRow } from '@shared/stock';

const text = v.string();
const nullableText = v.nullable(v.string());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const NamedRefAnswer = v.strictObject({ id: text, name: text });

/** A list read with `?since=` answers what changed since then (http/delta.ts); without it, every row. */
export function deltaList<S extends v.GenericSchema>(row: S) {
  return v.union([v.array(row), v.strictObject({ items: v.array(row), deleted: v.array(text), server_time: text })]);
}

/** DELETE …/:id: what the screens show. */
export const MessageAnswer = v.strictObject({ message: text });

export const HealthAnswer = v.strictObject({ ok: v.literal(true) });

export const CatalogAnswer = v.strictObject({ id: text, name: text, created_at: text, updated_at: text });

export const WarehouseAnswer = v.strictObject({
  id: text,
  name: text,
  location: text,
  description: nullableText,
  created_at: text,
  updated_at: text,
  equipment_count: count,
  available_count: count,
  in_field_count: count,
  broken_count: count,
  scrapped_count: count,
  in_transfer_count: count,
});

export const PermissionAnswer = v.strictObject({ id: text, name: text, category: text, description: text });

export const RepairerAnswer = v.strictObject({ id: text, name: text, phone: text, address: text, created_at: text, updated_at: text });

const stockItemEntries = {
  id: text,
  name: text,
  kind: v.picklist(STOCK_KINDS),
  unit: v.picklist(STOCK_UNITS),
  barcode: nullableText,
  category: v.nullable(NamedRefAnswer),
  variant: nullableText,
  standard: nullableText,
  replacement_months: v.nullable(v.number()),
  returnable: v.boolean(),
  created_at: text,
  updated_at: text,
};

export const StockItemAnswer = v.strictObject(stockItemEntries);

export const StockLevelAnswer = v.strictObject({
  ...stockItemEntries,
  warehouse_id: text,
  on_hand: v.number(),
  min_qty: v.number(),
  reorder_qty: v.number(),
  avg_cost: v.number(),
  value: v.number(),
  to_order: v.number(),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;

/** Fails to compile when a schema and the type the screens read say different things. */
export type AnswerTypeChecks = [
  Expect<Same<v.InferOutput<typeof NamedRefAnswer>, NamedRef>>,
  Expect<Same<v.InferOutput<typeof CatalogAnswer>, CatalogRow>>,
  Expect<Same<v.InferOutput<typeof WarehouseAnswer>, WarehouseRow>>,
  Expect<Same<v.InferOutput<typeof RepairerAnswer>, RepairerRow>>,
  Expect<Same<v.InferOutput<typeof PermissionAnswer>, PermissionRow>>,
  Expect<Same<v.InferOutput<typeof StockItemAnswer>, StockItem>>,
  Expect<Same<v.InferOutput<typeof StockLevelAnswer>, StockLevelRow>>,
];
