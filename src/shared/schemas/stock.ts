// Counted stock requests (docs/stock.md): the catalogue card, levels, and every movement the ledger
// takes. Forms and the server parse with the same schemas; every message is Turkish.
import * as v from 'valibot';
import { barcodeValid, LOSS_REASONS, STOCK_KINDS, STOCK_UNITS } from '../stock';
import { MAX_LOW_STOCK_RECIPIENTS, RECIPIENT_MESSAGES } from '../stock-settings';
import { isUuid, optionalId, optionalText, requiredId, requiredText, signatureField } from './fields';

export const QUANTITY_INVALID = 'Miktar 0’dan büyük bir sayı olmalıdır (en fazla 3 ondalık).';
export const PRICE_INVALID = 'Birim fiyat 0 ya da daha büyük bir sayı olmalıdır.';
export const LINES_REQUIRED = 'Lütfen en az bir stok kalemi ekleyin.';
export const MAX_LINES = 100;
const MAX_QUANTITY = 1_000_000_000;

const threeDecimals = (n: number) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6;

/** A positive quantity with at most three decimals (metre, kg, litre). */
export const quantityField = v.pipe(
  v.number(QUANTITY_INVALID),
  v.finite(QUANTITY_INVALID),
  v.gtValue(0, QUANTITY_INVALID),
  v.maxValue(MAX_QUANTITY, QUANTITY_INVALID),
  v.check(threeDecimals, QUANTITY_INVALID),
);

/** A signed quantity (a count correction): not zero. */
const signedQuantityField = v.pipe(
  v.number(QUANTITY_INVALID),
  v.finite(QUANTITY_INVALID),
  v.check((n) => n !== 0 && Math.abs(n) <= MAX_QUANTITY && threeDecimals(n), 'Düzeltme miktarı 0 olamaz (en fazla 3 ondalık).'),
);

/** 0 or more, at most three decimals, with one message for every way it can be wrong. */
const nonNegativeQuantity = (message: string) =>
  v.pipe(v.number(message), v.finite(message), v.minValue(0, message), v.maxValue(MAX_QUANTITY, message), v.check(threeDecimals, message));

/** A counted quantity (a stocktake's stock line): 0 or more, at most three decimals. */
export const COUNTED_INVALID = 'Sayılan miktar 0 ya da daha büyük bir sayı olmalıdır (en fazla 3 ondalık).';
/** PUT /stocktakes/:id/stock-counts: the quantity of one stock item counted on the shelf (docs/stock.md). */
export const StockCountSchema = v.object({
  item_id: requiredId('Stok kalemi seçimi zorunludur'),
  counted: nonNegativeQuantity(COUNTED_INVALID),
});
export type StockCountInput = v.InferOutput<typeof StockCountSchema>;

const levelQuantity = (message: string) => v.optional(nonNegativeQuantity(message), 0);

const priceField = v.pipe(
  v.number(PRICE_INVALID),
  v.finite(PRICE_INVALID),
  v.minValue(0, PRICE_INVALID),
  v.maxValue(1_000_000_000, PRICE_INVALID),
);

const itemIdField = requiredId('Stok kalemi seçimi zorunludur');
const warehouseField = requiredId('Depo seçimi zorunludur');

function linesOf<T extends v.ObjectEntries>(entries: T) {
  return v.pipe(
    v.array(v.object(entries), LINES_REQUIRED),
    v.minLength(1, LINES_REQUIRED),
    v.maxLength(MAX_LINES, `Bir işlemde en fazla ${MAX_LINES} kalem olabilir.`),
  );
}

export const BARCODE_INVALID = 'Barkod geçersiz: 13 haneli EAN-13 barkodunun kontrol hanesi tutmuyor.';

export const StockItemSchema = v.object({
  name: requiredText('Stok adı zorunludur', 150),
  kind: v.picklist(STOCK_KINDS, 'Tür seçimi zorunludur (Sarf Malzeme, KKD veya Yedek Parça).'),
  unit: v.picklist(STOCK_UNITS, 'Birim seçimi zorunludur (adet, çift, kutu, paket, metre, kg, litre).'),
  barcode: v.optional(
    v.nullable(
      v.pipe(
        v.string('Geçersiz barkod.'),
        v.trim(),
        v.transform((s) => (s === '' ? null : s)),
        v.nullable(
          v.pipe(
            v.string(),
            v.maxLength(64, 'Barkod en fazla 64 karakter olabilir.'),
            v.regex(/^[\x21-\x7e]+$/, 'Barkod yalnızca harf, rakam ve işaret içerebilir.'),
            v.check(barcodeValid, BARCODE_INVALID),
          ),
        ),
      ),
    ),
    null,
  ),
  category_id: optionalId('Geçersiz kategori.'),
  variant: optionalText(50),
  standard: optionalText(100),
  replacement_months: v.optional(
    v.nullable(
      v.pipe(
        v.number('Değiştirme süresi 1 ile 120 ay arasında olmalıdır.'),
        v.integer('Değiştirme süresi 1 ile 120 ay arasında olmalıdır.'),
        v.minValue(1, 'Değiştirme süresi 1 ile 120 ay arasında olmalıdır.'),
        v.maxValue(120, 'Değiştirme süresi 1 ile 120 ay arasında olmalıdır.'),
      ),
    ),
    null,
  ),
  returnable: v.optional(v.boolean('Geçersiz değer.'), false),
});
export type StockItemInput = v.InferOutput<typeof StockItemSchema>;

/** PUT /stock/levels: a warehouse's minimum and reorder-up-to level of an item. */
export const StockLevelSchema = v.pipe(
  v.object({
    warehouse_id: warehouseField,
    item_id: itemIdField,
    min_qty: levelQuantity('Minimum stok 0 ya da daha büyük bir sayı olmalıdır.'),
    reorder_qty: levelQuantity('Sipariş seviyesi 0 ya da daha büyük bir sayı olmalıdır.'),
  }),
  v.forward(
    v.check((l) => l.reorder_qty === 0 || l.reorder_qty >= l.min_qty, 'Sipariş seviyesi minimum stoktan küçük olamaz.'),
    ['reorder_qty'],
  ),
);
export type StockLevelInput = v.InferOutput<typeof StockLevelSchema>;

/** PUT /stock/settings/:id: negative stock, and the low-stock recipients (left as they are when not sent). */
export const StockSettingsSchema = v.object({
  allow_negative: v.boolean('Geçersiz değer.'),
  low_stock_recipients: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(RECIPIENT_MESSAGES.invalid),
          v.check((id: string) => isUuid(id), RECIPIENT_MESSAGES.invalid),
          v.toLowerCase(),
        ),
        RECIPIENT_MESSAGES.invalid,
      ),
      v.maxLength(MAX_LOW_STOCK_RECIPIENTS, RECIPIENT_MESSAGES.tooMany),
      v.transform((ids) => [...new Set(ids)]),
    ),
  ),
});
export type StockSettingsInput = v.InferOutput<typeof StockSettingsSchema>;

/** POST /stock/receipts: 'Stok Girişi' from a supplier's invoice. */
export const ReceiptSchema = v.object({
  warehouse_id: warehouseField,
  supplier: requiredText('Tedarikçi zorunludur', 150),
  invoice_no: optionalText(60),
  note: optionalText(500),
  lines: linesOf({ item_id: itemIdField, quantity: quantityField, unit_price: priceField }),
});
export type ReceiptInput = v.InferOutput<typeof ReceiptSchema>;

const SIGN_HERE = 'Lütfen işçiye imza attırın.';

/**
 * POST /stock/issues: stock handed to a worker against their signature. `id` is made on the device
 * (the document's source; a replay finds it). `offline`: signed without the server's answer, sent
 * later through the outbox; such an issue is never refused for want of stock (docs/stock.md).
 */
const issueIdField = v.pipe(
  v.string('Geçersiz teslim kimliği.'),
  v.check((id: string) => isUuid(id), 'Geçersiz teslim kimliği.'),
  v.toLowerCase(),
);
const offlineField = v.optional(v.boolean('Geçersiz değer.'), false);
/** The worker was shown how to use the PPE (printed on the document). */
const ppeBriefedField = v.optional(v.boolean('Geçersiz değer.'), false);
const issueLines = linesOf({ item_id: itemIdField, quantity: quantityField });

export const StockIssueSchema = v.object({
  id: issueIdField,
  warehouse_id: warehouseField,
  worker_id: requiredId('İşçi seçimi zorunludur'),
  signature: signatureField(SIGN_HERE),
  issuer_signature: v.optional(v.nullable(signatureField('Lütfen kendi imzanızı atın.')), null),
  offline: offlineField,
  ppe_briefed: ppeBriefedField,
  lines: issueLines,
});
export type StockIssueInput = v.InferOutput<typeof StockIssueSchema>;

/**
 * Stock lines signed with a serial hand-over (`stock` of POST /field-equipment, docs/stock.md): they
 * land as a stock issue of the item's warehouse to the same worker under the same signature.
 */
export const HandoverStockSchema = v.object({ id: issueIdField, offline: offlineField, ppe_briefed: ppeBriefedField, lines: issueLines });
export type HandoverStockInput = v.InferOutput<typeof HandoverStockSchema>;

/** POST /stock/returns: a worker gives items back, each to stock or scrapped. */
export const StockReturnSchema = v.object({
  warehouse_id: warehouseField,
  worker_id: requiredId('İşçi seçimi zorunludur'),
  note: optionalText(500),
  lines: linesOf({ item_id: itemIdField, quantity: quantityField, scrapped: v.optional(v.boolean('Geçersiz değer.'), false) }),
});
export type StockReturnInput = v.InferOutput<typeof StockReturnSchema>;

const REASON_REQUIRED = 'Lütfen bir neden seçin.';

/** POST /stock/adjustments: a count correction (signed) or a loss/scrap (positive) with a reason. */
export const AdjustmentSchema = v.variant(
  'kind',
  [
    v.object({
      kind: v.literal('count_correction'),
      warehouse_id: warehouseField,
      note: optionalText(500),
      lines: linesOf({ item_id: itemIdField, quantity: signedQuantityField }),
    }),
    v.object({
      kind: v.literal('loss'),
      warehouse_id: warehouseField,
      reason: v.picklist(LOSS_REASONS, REASON_REQUIRED),
      note: optionalText(500),
      lines: linesOf({ item_id: itemIdField, quantity: quantityField }),
    }),
  ],
  'Geçersiz düzeltme türü.',
);
export type AdjustmentInput = v.InferOutput<typeof AdjustmentSchema>;

/** POST /stock/transfers: goods leave one warehouse now and arrive at the other when received. */
export const StockTransferSchema = v.object({
  from_warehouse_id: requiredId('Kaynak depo zorunludur'),
  to_warehouse_id: requiredId('Hedef depo zorunludur'),
  note: optionalText(500),
  lines: linesOf({ item_id: itemIdField, quantity: quantityField }),
});
export type StockTransferInput = v.InferOutput<typeof StockTransferSchema>;

export const ReverseSchema = v.object({ reason: requiredText('Ters kayıt nedeni zorunludur', 500) });
export const ResolveShortfallSchema = v.object({ note: requiredText('Açığın nasıl giderildiğini yazın.', 500) });
