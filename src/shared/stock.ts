// Counted stock (docs/stock.md): consumables, PPE (KKD) and spare parts kept by quantity per
// warehouse, every change a movement of the ledger. The kinds, units and movement names are
// written once here for the server, the screens and the exports.
import { labelledValues } from './labelled-values';

export const { values: STOCK_KINDS, labels: STOCK_KIND_LABELS } = labelledValues({
  consumable: 'Sarf Malzeme',
  ppe: 'KKD',
  spare_part: 'Yedek Parça',
});
export type StockKind = (typeof STOCK_KINDS)[number];

export const STOCK_UNITS = ['adet', 'çift', 'kutu', 'paket', 'metre', 'kg', 'litre'] as const;
export type StockUnit = (typeof STOCK_UNITS)[number];

/**
 * The ledger's movement kinds. `delta` is the signed change of the warehouse's on-hand quantity:
 * a receipt, a return to stock and a transfer received add; an issue, a loss and a transfer sent
 * take away; a return scrapped changes nothing on the shelf (the worker no longer holds it); a count
 * correction and a reversal carry their own sign.
 */
export const { values: MOVEMENT_KINDS, labels: MOVEMENT_LABELS } = labelledValues({
  receipt: 'Stok Girişi',
  issue: 'Teslim',
  return: 'İade (stoğa)',
  return_scrapped: 'İade (hurda)',
  transfer_out: 'Transfer Çıkışı',
  transfer_in: 'Transfer Girişi',
  count_correction: 'Sayım Düzeltmesi',
  loss: 'Fire / Kayıp',
  reversal: 'Ters Kayıt',
});
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const LOSS_REASONS = ['kayıp', 'hasarlı', 'son kullanma tarihi geçti', 'çalıntı', 'diğer'] as const;

/** Refusals said in more than one place. */
export const STOCK_MESSAGES = {
  itemNotFound: 'Stok kartı bulunamadı.',
  warehouseNotFound: 'Depo bulunamadı.',
  workerNotFound: 'İşçi bulunamadı.',
  movementNotFound: 'Stok hareketi bulunamadı.',
  transferNotFound: 'Stok transferi bulunamadı.',
  shortfallNotFound: 'Stok açığı bulunamadı.',
  issueNotFound: 'Stok teslimi bulunamadı.',
  notEnough: (name: string, onHand: number, unit: string) => `Yetersiz stok: ${name} için depoda ${formatQuantity(onHand)} ${unit} var.`,
  nameTaken: 'Bu ad ve beden/varyant ile bir stok kartı zaten var.',
  barcodeTaken: 'Bu barkod başka bir stok kartında kayıtlı.',
  alreadyReversed: 'Bu hareket zaten ters kayıtla düzeltilmiş.',
  notReversible: 'Transfer ve ters kayıt hareketleri ters kaydedilemez; transferi iptal edin.',
  transferClosed: 'Bu transfer tamamlanmış ya da iptal edilmiş.',
  sameWarehouse: 'Kaynak ve hedef depo aynı olamaz.',
  offlineNeedsKey: 'Çevrimdışı yapılan teslim işlem anahtarıyla (Idempotency-Key) gönderilmelidir.',
} as const;

/**
 * A quantity typed in a box, as a number; NaN when it is not one, so the schema answers with its
 * message. Read as the app writes numbers (formatQuantity, tr-TR): '1.500' is fifteen hundred and
 * '1.500,5' fifteen hundred and a half. One mark otherwise is the decimal one, a comma or a point
 * typed on a keyboard without a comma: '2,5', '2.5', '0.500'. Only digits: not '1e3', '0x10', '∞'.
 */
export function parseQuantityText(text: string): number {
  const typed = text.trim().replace(/\s/g, '');
  // A minus stays a number: the schema's own message says a quantity must be above zero.
  const sign = typed.startsWith('-') ? -1 : 1;
  const t = sign < 0 ? typed.slice(1) : typed;
  if (/^[1-9]\d{0,2}(\.\d{3})+(,\d*)?$/.test(t)) return sign * Number(t.replace(/\./g, '').replace(',', '.'));
  if (/^(\d+([.,]\d*)?|[.,]\d+)$/.test(t)) return sign * Number(t.replace(',', '.'));
  return Number.NaN;
}

/** A quantity as people read it: up to three decimals, Turkish comma ('2,5'). */
export function formatQuantity(value: number): string {
  return new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 3 }).format(value);
}

// ——— EAN-13 ———

/** The check digit of the first 12 digits of an EAN-13. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** A barcode of 13 digits must be a valid EAN-13 (its check digit holds); other barcodes are the company's own. */
export function barcodeValid(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return true;
  return ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** The quantity to order to bring the level back up to its reorder level (0 when above its minimum). */
export function quantityToOrder(level: { on_hand: number; min_qty: number; reorder_qty: number }): number {
  if (level.on_hand > level.min_qty) return 0;
  return Math.max(0, Math.max(level.reorder_qty, level.min_qty) - level.on_hand);
}

/** The replacement day of a PPE given on `day` (YYYY-MM-DD) with a period of `months`; null without one. */
export function replacementDay(day: string, months: number | null): string | null {
  if (!months) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

// ——— answers ———

export interface StockItem {
  id: string;
  name: string;
  kind: StockKind;
  unit: StockUnit;
  barcode: string | null;
  category: { id: string; name: string } | null;
  variant: string | null;
  standard: string | null;
  replacement_months: number | null;
  returnable: boolean;
  created_at: string;
  updated_at: string;
}

/** One row of the 'Stok' list: the item and its level in one warehouse. */
export interface StockLevelRow extends StockItem {
  warehouse_id: string;
  on_hand: number;
  min_qty: number;
  reorder_qty: number;
  avg_cost: number;
  value: number;
  to_order: number;
}

export interface StockMovement {
  id: string;
  kind: MovementKind;
  item_id: string;
  item_name: string;
  warehouse_id: string;
  quantity: number;
  delta: number;
  balance_after: number;
  unit_cost: number | null;
  unit_price: number | null;
  supplier: string | null;
  invoice_no: string | null;
  reason: string | null;
  note: string | null;
  worker: { id: string; first_name: string; last_name: string } | null;
  issue_id: string | null;
  transfer_id: string | null;
  reverses_id: string | null;
  shortfall: number;
  offline: boolean;
  created_by: { id: string; first_name: string; last_name: string } | null;
  created_at: string;
}

export interface StockShortfall {
  movement_id: string;
  item_id: string;
  item_name: string;
  unit: StockUnit;
  warehouse_id: string;
  warehouse_name: string;
  shortfall: number;
  on_hand: number;
  worker: { id: string; first_name: string; last_name: string } | null;
  created_at: string;
  resolved_at: string | null;
  resolution_note: string | null;
}

/** A line of a worker's PPE card: what they were given of one item, when, and when it is due again. */
export interface PpeCardLine {
  item_id: string;
  name: string;
  kind: StockKind;
  unit: StockUnit;
  variant: string | null;
  standard: string | null;
  returnable: boolean;
  /** Given minus returned. */
  held: number;
  last_issued_at: string;
  /** The last issue's day plus the replacement period (PPE only). */
  next_replacement_on: string | null;
  issues: Array<{
    id: string;
    issue_id: string;
    quantity: number;
    at: string;
    document: { id: string; number: string } | null;
    warehouse_name: string;
  }>;
}

/** GET /stock/issues/:id: what the printed KKD- paper shows (docs/stock.md). */
export interface StockIssueRecord {
  id: string;
  created_at: string;
  offline: boolean;
  /** The worker acknowledged being shown how to use the PPE. */
  ppe_briefed: boolean;
  warehouse: { id: string; name: string };
  worker: { id: string; first_name: string; last_name: string; tc_no: string; phone: string; department: string | null };
  issued_by: { id: string; first_name: string; last_name: string };
  /** The worker's drawing, and the issuer's (their saved signature copied at signing). */
  signature: string;
  issuer_signature: string | null;
  document: { id: string; number: string } | null;
  lines: Array<{
    movement_id: string;
    item_id: string;
    name: string;
    kind: StockKind;
    /** The barcode, or 'STK-' and the start of the item's id. */
    stock_code: string;
    standard: string | null;
    variant: string | null;
    unit: StockUnit;
    quantity: number;
    next_replacement_on: string | null;
  }>;
}

/** The stock lines of a hand-over batch (its TES- paper): their KKD- document, the PPE briefing, the lines. */
export type HandoverStockLines = Pick<StockIssueRecord, 'id' | 'document' | 'ppe_briefed' | 'lines'>;

/** Days before its replacement day a PPE counts as due ('Yenilemesi Gelenler'). */
export const REPLACEMENT_DUE_DAYS = 30;
export const REPLACEMENT_STATUSES = ['due', 'overdue'] as const;
export type ReplacementStatus = (typeof REPLACEMENT_STATUSES)[number];

/** A row of 'Yenilemesi Gelenler': PPE a worker holds whose replacement day is near or past. */
export interface ReplacementDueRow {
  worker: { id: string; first_name: string; last_name: string };
  item_id: string;
  name: string;
  variant: string | null;
  standard: string | null;
  unit: StockUnit;
  held: number;
  last_issued_on: string;
  due_on: string;
  /** Days past the replacement day: 0 on the day, negative while still ahead. */
  days_overdue: number;
  issue_id: string;
  document: { id: string; number: string } | null;
}

/** '12 gün gecikti', 'Bugün', '5 gün kaldı': how far a replacement day is from today. */
export function replacementDelayLabel(daysOverdue: number): string {
  if (daysOverdue > 0) return `${daysOverdue} gün gecikti`;
  return daysOverdue === 0 ? 'Bugün' : `${-daysOverdue} gün kaldı`;
}
