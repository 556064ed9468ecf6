// Stock item rows of an import (docs/import.md, docs/stock.md): the item card through the stock
// form's own schema, the kind and unit as the screens name them, and optionally a warehouse with an
// opening quantity (booked as a receipt), a minimum and a reorder level. Run in the import's worker
// thread with the other kinds' rules (import-rows.ts).
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { firstIssueMessage } from '@shared/schemas/fields';
import { StockItemSchema, type StockItemInput } from '@shared/schemas/stock';
import { foldTurkish, nameKey } from '@shared/search';
import { STOCK_KIND_LABELS, STOCK_KINDS, STOCK_MESSAGES, STOCK_UNITS } from '@shared/stock';
import type { ImportRowRules } from './import-rows';

/** A row's values: the item card, and what the row asks of one warehouse. */
export interface StockImportValues {
  item: StockItemInput;
  /** Optional card fields no column of the file maps to: a stored item keeps its own values there. */
  keep: KeptField[];
  warehouse_id: string | null;
  /** Booked as a receipt when the item has never moved in the warehouse. */
  opening_qty: number | null;
  unit_price: number | null;
  min_qty: number | null;
  reorder_qty: number | null;
}

const KEPT_FIELDS = ['barcode', 'category', 'standard', 'replacement_months', 'returnable'] as const;
export type KeptField = 'barcode' | 'category_id' | 'standard' | 'replacement_months' | 'returnable';

/** The name and the variant, folded as the database's unique index compares them. */
export const stockItemKey = (name: string, variant: string | null | undefined) => `${foldTurkish(name)}\u0001${foldTurkish(variant)}`;

const KIND_BY_NAME = new Map<string, string>(
  STOCK_KINDS.flatMap((k) => [
    [nameKey(k), k],
    [nameKey(STOCK_KIND_LABELS[k]), k],
  ]),
);
KIND_BY_NAME.set(nameKey('Sarf'), 'consumable');
KIND_BY_NAME.set(nameKey('Yedek'), 'spare_part');
const UNIT_BY_NAME = new Map<string, string>(STOCK_UNITS.map((u) => [nameKey(u), u]));
const YES = new Set(['evet', 'e', 'var', '1', 'x', 'true', 'yes']);
const NO = new Set(['', '-', 'hayir', 'h', 'yok', '0', 'false', 'no']);

/** '2,5' or '2.5' or '1.250,5' (Turkish thousands) → 2.5 / 1250.5; empty → null; other text → NaN. */
export function importedNumber(text: string): number | null {
  const t = text.trim().replace(/\s/g, '');
  if (t === '' || t === '-') return null;
  const normal = /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(t) ? t.replace(/\./g, '').replace(',', '.') : t.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}

const QUANTITY = (label: string) => `${label} 0 ya da daha büyük bir sayı olmalıdır (en fazla 3 ondalık).`;
const threeDecimals = (n: number) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6;
const badQuantity = (n: number | null) => n !== null && (!Number.isFinite(n) || n < 0 || n > 1_000_000_000 || !threeDecimals(n));

export const stockRowRules: ImportRowRules<StockImportValues> = {
  toValues(cells, refs, createMissing, creatable) {
    const kindText = cells.kind ?? '';
    const unitText = cells.unit ?? '';
    const kind = KIND_BY_NAME.get(nameKey(kindText)) ?? kindText.trim();
    const unit = UNIT_BY_NAME.get(nameKey(unitText)) ?? unitText.trim();
    const returnableText = foldTurkish((cells.returnable ?? '').trim());
    if (!YES.has(returnableText) && !NO.has(returnableText)) return { message: "İade Edilir sütunu 'Evet' ya da 'Hayır' olmalıdır." };
    const months = importedNumber(cells.replacement_months ?? '');
    let categoryId: string | null = null;
    const categoryName = cells.category ?? '';
    if (categoryName.trim() !== '' && categoryName.trim() !== '-') {
      const key = nameKey(categoryName);
      categoryId = refs.byKind.categories.get(key) ?? null;
      if (!categoryId) {
        const allowed = creatable.includes('categories');
        let entry = refs.missing.categories.get(key);
        if (!entry) {
          entry = { id: randomUUID(), name: categoryName.trim() };
          refs.missing.categories.set(key, entry);
        }
        if (!(createMissing && allowed)) {
          const hint = allowed ? " Eksik olanları oluşturmak için 'Eksik kategorileri oluştur' kutusunu işaretleyin." : '';
          return { message: `Kategori bulunamadı: ${categoryName.trim()}.${hint}` };
        }
        categoryId = entry.id;
      }
    }
    const parsed = v.safeParse(StockItemSchema, {
      name: cells.name ?? '',
      kind,
      unit,
      barcode: cells.barcode ?? '',
      category_id: categoryId,
      variant: cells.variant ?? '',
      standard: cells.standard ?? '',
      replacement_months: months === null ? null : months,
      returnable: YES.has(returnableText),
    });
    if (!parsed.success) return { message: firstIssueMessage(parsed.issues) };
    const holder = parsed.output.barcode ? refs.byKind.stockBarcodes?.get(parsed.output.barcode) : undefined;
    if (holder !== undefined && holder !== stockItemKey(parsed.output.name, parsed.output.variant))
      return { message: STOCK_MESSAGES.barcodeTaken };

    const warehouseName = cells.warehouse ?? '';
    const opening = importedNumber(cells.opening_qty ?? '');
    const price = importedNumber(cells.unit_price ?? '');
    const min = importedNumber(cells.min_qty ?? '');
    const reorder = importedNumber(cells.reorder_qty ?? '');
    if (badQuantity(opening)) return { message: QUANTITY('Açılış miktarı') };
    if (price !== null && (!Number.isFinite(price) || price < 0 || price > 1_000_000_000))
      return { message: 'Birim fiyat 0 ya da daha büyük bir sayı olmalıdır.' };
    if (badQuantity(min)) return { message: QUANTITY('Minimum stok') };
    if (badQuantity(reorder)) return { message: QUANTITY('Sipariş seviyesi') };
    if (reorder !== null && reorder > 0 && reorder < (min ?? 0)) return { message: 'Sipariş seviyesi minimum stoktan küçük olamaz.' };
    let warehouseId: string | null = null;
    if (warehouseName.trim() !== '' && warehouseName.trim() !== '-') {
      warehouseId = refs.byKind.warehouses.get(nameKey(warehouseName)) ?? null;
      if (!warehouseId) return { message: `Depo bulunamadı: ${warehouseName.trim()}.` };
    } else if (opening || min !== null || reorder !== null) {
      return { message: 'Açılış miktarı, minimum ve sipariş seviyesi için Depo sütunu doldurulmalıdır.' };
    }
    return {
      values: {
        item: parsed.output,
        keep: KEPT_FIELDS.filter((f) => cells[f] === undefined).map((f) => (f === 'category' ? 'category_id' : f)),
        warehouse_id: warehouseId,
        opening_qty: opening || null,
        unit_price: price,
        min_qty: min,
        reorder_qty: reorder,
      },
    };
  },
  key: (values) => stockItemKey(values.item.name, values.item.variant),
  duplicateMessage: (other) =>
    `Bu stok kartı (ad ve beden/varyant) dosyada birden fazla satırda var (${other}. satır da). Her stok kartı bir kez yazılmalıdır; başka bir depo için ayrı bir dosya içe aktarın.`,
};
