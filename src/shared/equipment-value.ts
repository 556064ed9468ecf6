// An item's value and warranty (docs/equipment-care.md "Value and warranty"): what the detail, the
// fault rows, the half-price report, the import and the CSV read. Prices are numeric in the
// database (never a float there); sums are made by the database.
import type { CsvColumn } from './csv';
import { formatTurkishAmount, parseTurkishAmount } from './format';
import { isLocalDay, type LocalDay } from './local-day';

export const VALUE_MESSAGES = {
  purchaseDate: 'Geçerli bir satın alma tarihi giriniz (GG.AA.YYYY).',
  purchaseDateFuture: 'Satın alma tarihi bugünden sonra olamaz.',
  warrantyUntil: 'Geçerli bir garanti bitiş tarihi giriniz (GG.AA.YYYY).',
  warrantyBeforePurchase: 'Garanti bitişi satın alma tarihinden önce olamaz.',
  price: 'Fiyat 0’dan büyük bir tutar olmalıdır (ör. 12.500,00).',
} as const;

/** The value fields of an item as the API writes them; `undefined` leaves a stored value as it is. */
export interface EquipmentValueFields {
  purchase_date?: LocalDay | null;
  /** ₺, at most 2 decimals. */
  purchase_price?: number | null;
  supplier?: string | null;
  invoice_number?: string | null;
  warranty_until?: LocalDay | null;
}

export const VALUE_KEYS = ['purchase_date', 'purchase_price', 'supplier', 'invoice_number', 'warranty_until'] as const;

/** GET /equipment/:id's `value`: the fields, and what the item's repairs have cost so far. */
export interface EquipmentValue {
  purchase_date: LocalDay | null;
  purchase_price: number | null;
  supplier: string | null;
  invoice_number: string | null;
  warranty_until: LocalDay | null;
  /** The sum of the item's recorded repair costs (0 when none). */
  repair_cost_total: number;
  /** Fault reports with a recorded cost. */
  repair_count: number;
}

/** A warranty covers its end day too (Istanbul days). */
export function underWarranty(warrantyUntil: LocalDay | null | undefined, day: LocalDay): boolean {
  return !!warrantyUntil && day <= warrantyUntil;
}

/** The notice a fault reported within the item's warranty shows before a repairer is chosen. */
export function warrantyNotice(until: LocalDay): string {
  return `Garantili: arıza garanti süresi içinde bildirildi (garanti bitişi ${dayText(until)}). Tamirciye göndermeden önce tedarikçiden garanti kapsamında onarım isteyin.`;
}

/** Repairs past half the price: the half-price report's rule. */
export function repairsPastHalf(price: number | null, repairTotal: number): boolean {
  return price !== null && repairTotal * 2 > price;
}

/** 'YYYY-MM-DD' → 'GG.AA.YYYY' (what the CSV writes and the import reads back). */
export function dayText(day: LocalDay | null | undefined): string {
  if (!day || !isLocalDay(day)) return '';
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/**
 * A day as a spreadsheet gives it: 'GG.AA.YYYY' (also '/' or '-' between), 'YYYY-MM-DD' (an .xlsx date
 * cell); '' → null; anything else → undefined (not a day).
 */
export function importedDay(text: string): LocalDay | null | undefined {
  const t = text.trim();
  if (t === '' || t === '-') return null;
  if (isLocalDay(t)) return t;
  const m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(t);
  if (!m) return undefined;
  const day = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isLocalDay(day) ? day : undefined;
}

/** '12.500,00', '12500,5', '₺12.500,00', '12500 TL', '12500.50' → a number; '' → null; else undefined. */
export function importedPrice(text: string): number | null | undefined {
  const t = text
    .trim()
    .replace(/^₺\s*/, '')
    .replace(/\s*(TL|TRY|₺)$/i, '')
    .replace(/\s/g, '');
  if (t === '' || t === '-') return null;
  const turkish = parseTurkishAmount(t);
  if (turkish !== null) return turkish;
  // A plain decimal point, as an .xlsx number cell gives it.
  return /^\d+\.\d{1,2}$/.test(t) ? Number(t) : undefined;
}

interface ValueRow {
  value?: Partial<EquipmentValue> | null;
}

/** The CSV's value columns (after an item's own), headed as the import maps them back. */
export function valueCsvColumns<T extends ValueRow>(): CsvColumn<T>[] {
  const price = (n: number | null | undefined) => (n === null || n === undefined ? '' : formatTurkishAmount(n));
  return [
    { header: 'Satın Alma Tarihi', value: (r) => dayText(r.value?.purchase_date) },
    { header: 'Fiyat', value: (r) => price(r.value?.purchase_price) },
    { header: 'Tedarikçi', value: (r) => r.value?.supplier ?? '' },
    { header: 'Fatura No', value: (r) => r.value?.invoice_number ?? '' },
    { header: 'Garanti Bitişi', value: (r) => dayText(r.value?.warranty_until) },
    { header: 'Toplam Tamir Maliyeti', value: (r) => (r.value?.repair_cost_total ? price(r.value.repair_cost_total) : '') },
  ];
}

/** One row of GET /equipment/repair-cost-report. */
export interface RepairCostReportRow {
  id: string;
  serial_number: string;
  model: string;
  brand: { id: string; name: string };
  category: { id: string; name: string } | null;
  warehouse: { id: string; name: string } | null;
  status: string;
  purchase_price: number;
  repair_cost_total: number;
  repair_count: number;
  /** repair_cost_total / purchase_price, 2 decimals (0.64 = 64 %). */
  ratio: number;
}

export interface RepairCostReport {
  items: RepairCostReportRow[];
  /** Items in the caller's warehouses with a price. */
  priced: number;
}
