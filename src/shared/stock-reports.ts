// Stock reports (docs/stock.md, 'Stok Raporları'): consumption per worker, department or warehouse
// over a period of warehouse days, PPE issued per worker, and stock value per warehouse. The
// server's answers, the CSV columns (one file per report, made by the server) and the period's
// Turkish refusals are written once here for the server and the screen.
import { csvMoney, type CsvColumn } from './csv';
import { formatLocalDay, addDays, daysBetween, isLocalDay, warehouseToday, type LocalDay } from './local-day';
import { formatQuantity, STOCK_KIND_LABELS, type StockKind } from './stock';
import { labelledValues } from './labelled-values';

export const { values: STOCK_REPORTS, labels: STOCK_REPORT_LABELS } = labelledValues({
  consumption: 'Tüketim',
  ppe: 'Verilen KKD',
  value: 'Stok Değeri',
});
export type StockReport = (typeof STOCK_REPORTS)[number];

export const { values: CONSUMPTION_GROUPS, labels: CONSUMPTION_GROUP_LABELS } = labelledValues({
  worker: 'İşçi',
  department: 'Departman',
  warehouse: 'Depo',
});
export type ConsumptionGroup = (typeof CONSUMPTION_GROUPS)[number];

/** The CSV's name (the server's download and the screen's saved file): 'stok-tuketim-isci-2026-11-29.csv'. */
export function stockReportCsvName(report: StockReport, by: ConsumptionGroup = 'worker'): string {
  if (report === 'consumption') return `stok-tuketim-${{ worker: 'isci', department: 'departman', warehouse: 'depo' }[by]}`;
  return report === 'ppe' ? 'verilen-kkd' : 'stok-degeri';
}

/** The longest period a report covers, in days (both ends counted). */
export const REPORT_MAX_DAYS = 366;
/** A period not given: the last 30 days up to today. */
export const REPORT_DEFAULT_DAYS = 30;

export const REPORT_MESSAGES = {
  fromInvalid: 'Başlangıç tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir gün seçin.',
  toInvalid: 'Bitiş tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir gün seçin.',
  order: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  tooLong: `Rapor dönemi en fazla ${REPORT_MAX_DAYS} gün olabilir.`,
  groupInvalid: 'Geçersiz gruplama; İşçi, Departman veya Depo seçin.',
  noDepartment: 'Departmansız',
} as const;

/** Days the product and PostgreSQL agree on: a year with four digits, 2000 and later. */
const dayInRange = (day: LocalDay) => day >= '2000-01-01' && day <= '9999-12-31';

/** The period asked for (warehouse days, Europe/Istanbul), or its Turkish refusal. */
export function reportPeriod(
  asked: { from?: string; to?: string },
  today: LocalDay = warehouseToday(),
): { from: LocalDay; to: LocalDay } | { error: string } {
  const to = asked.to ?? today;
  if (!isLocalDay(to) || !dayInRange(to)) return { error: REPORT_MESSAGES.toInvalid };
  const from = asked.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  if (!isLocalDay(from) || !dayInRange(from)) return { error: REPORT_MESSAGES.fromInvalid };
  if (from > to) return { error: REPORT_MESSAGES.order };
  if (daysBetween(from, to) + 1 > REPORT_MAX_DAYS) return { error: REPORT_MESSAGES.tooLong };
  return { from, to };
}

/** One item consumed by one worker, department or warehouse in the period. */
export interface ConsumptionRow {
  /** The worker, department or warehouse; null for workers without a department. */
  group_id: string | null;
  group_name: string;
  /** The worker's department (worker rows only). */
  department_name: string | null;
  item_id: string;
  item_name: string;
  variant: string | null;
  kind: StockKind;
  unit: string;
  /** Issued to workers in the period. */
  issued: number;
  /** Brought back to the shelf in the period (a return scrapped is consumed). */
  returned: number;
  /** issued − returned. */
  consumed: number;
  /** What the consumed goods cost at the moving average they left (TRY). */
  cost: number;
}

export interface ConsumptionReport {
  from: LocalDay;
  to: LocalDay;
  by: ConsumptionGroup;
  rows: ConsumptionRow[];
}

/** PPE one worker was given in the period, per item. */
export interface PpeIssuedRow {
  worker_id: string;
  worker_name: string;
  department_name: string | null;
  item_id: string;
  item_name: string;
  variant: string | null;
  standard: string | null;
  unit: string;
  quantity: number;
  /** How many signed issues carried it. */
  issues: number;
  last_issued_on: LocalDay;
  next_replacement_on: LocalDay | null;
}

export interface PpeIssuedReport {
  from: LocalDay;
  to: LocalDay;
  rows: PpeIssuedRow[];
}

/** A warehouse's stock value now: on hand × moving-average cost, per kind and in total (TRY). */
export interface StockValueRow {
  warehouse_id: string;
  warehouse_name: string;
  /** Items with a quantity on hand (not zero). */
  items: number;
  consumable: number;
  ppe: number;
  spare_part: number;
  value: number;
}

export interface StockValueReport {
  rows: StockValueRow[];
}

const itemWithVariant = (r: { item_name: string; variant: string | null }) => (r.variant ? `${r.item_name} (${r.variant})` : r.item_name);

export function consumptionCsvColumns(by: ConsumptionGroup): CsvColumn<ConsumptionRow>[] {
  return [
    { header: CONSUMPTION_GROUP_LABELS[by], value: (r) => r.group_name },
    ...(by === 'worker' ? [{ header: 'Departman', value: (r: ConsumptionRow) => r.department_name ?? '' }] : []),
    { header: 'Stok Kalemi', value: (r) => r.item_name },
    { header: 'Beden / Varyant', value: (r) => r.variant },
    { header: 'Tür', value: (r) => STOCK_KIND_LABELS[r.kind] },
    { header: 'Birim', value: (r) => r.unit },
    { header: 'Teslim', value: (r) => formatQuantity(r.issued) },
    { header: 'İade', value: (r) => formatQuantity(r.returned) },
    { header: 'Tüketim', value: (r) => formatQuantity(r.consumed) },
    { header: 'Maliyet (TL)', value: (r) => csvMoney(r.cost) },
  ];
}

export const PPE_ISSUED_CSV_COLUMNS: CsvColumn<PpeIssuedRow>[] = [
  { header: 'İşçi', value: (r) => r.worker_name },
  { header: 'Departman', value: (r) => r.department_name },
  { header: 'KKD', value: (r) => r.item_name },
  { header: 'Beden / Varyant', value: (r) => r.variant },
  { header: 'Standart', value: (r) => r.standard },
  { header: 'Birim', value: (r) => r.unit },
  { header: 'Miktar', value: (r) => formatQuantity(r.quantity) },
  { header: 'Teslim Sayısı', value: (r) => r.issues },
  { header: 'Son Teslim', value: (r) => formatLocalDay(r.last_issued_on) },
  { header: 'Yenileme', value: (r) => (r.next_replacement_on ? formatLocalDay(r.next_replacement_on) : '') },
];

export const STOCK_VALUE_CSV_COLUMNS: CsvColumn<StockValueRow>[] = [
  { header: 'Depo', value: (r) => r.warehouse_name },
  { header: 'Kalem Sayısı', value: (r) => r.items },
  { header: 'Sarf Malzeme (TL)', value: (r) => csvMoney(r.consumable) },
  { header: 'KKD (TL)', value: (r) => csvMoney(r.ppe) },
  { header: 'Yedek Parça (TL)', value: (r) => csvMoney(r.spare_part) },
  { header: 'Toplam Değer (TL)', value: (r) => csvMoney(r.value) },
];

export { itemWithVariant as reportItemLabel };
