// The dashboard's charts and the 'Raporlar' page (docs/reports.md): the server's answers, the
// overdue age bands, the Istanbul months and the reports' CSV columns, written once for the server
// and the screen. Months are the warehouses' calendar months (Europe/Istanbul), 'YYYY-MM'.
import { csvMoney, type CsvColumn } from './csv';
import type { LocalDay } from './local-day';
import type { EquipmentRow } from './api-types';
import type { EquipmentStatus } from './status';

/** Overdue hand-overs by how many days late they are (1–7, 8–30, more than 30). */
export const OVERDUE_BANDS = ['d1_7', 'd8_30', 'over_30'] as const;
export type OverdueBand = (typeof OVERDUE_BANDS)[number];
export const OVERDUE_BAND_LABELS: Record<OverdueBand, string> = { d1_7: '1–7 gün', d8_30: '8–30 gün', over_30: '30 günden fazla' };

/** Months of the repair-cost chart: the current Istanbul month and the eleven before it. */
export const CHART_MONTHS = 12;

export interface StockByWarehouseRow {
  warehouse_id: string;
  warehouse: string;
  counts: Record<EquipmentStatus, number>;
}

export interface MonthCost {
  /** 'YYYY-MM', an Istanbul calendar month. */
  month: string;
  cost: number;
  /** Fault reports with a cost counted in the month. */
  reports: number;
}

export interface DashboardCharts {
  today: LocalDay;
  stock_by_warehouse: StockByWarehouseRow[];
  overdue_by_age: Record<OverdueBand, number>;
  repair_cost_by_month: MonthCost[];
  /** Required checks run out (or never recorded, or failed) and due within 30 days. */
  checks: { overdue: number; due_soon: number; /** What 'due soon' means, in days. */ due_soon_days: number };
}

/**
 * The dashboard's cards as the server counts them (`GET /api/dashboard/counts`), drawn before the
 * device's copy has its lists (docs/performance.md "Round 9"). Each is null when the caller may not
 * read that list; the equipment's newest six are the rows of `GET /api/equipment`.
 */
export interface DashboardCounts {
  equipment: { by_status: Record<EquipmentStatus, number>; newest: EquipmentRow[] } | null;
  workers: number | null;
  warehouses: number | null;
}

/** 'YYYY-MM' of a day. */
export const monthOf = (day: LocalDay): string => day.slice(0, 7);

/** The `count` months ending with `last` ('YYYY-MM'), oldest first. */
export function monthsEnding(last: string, count: number): string[] {
  const [y, m] = last.split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const index = y * 12 + (m - 1) - i;
    const year = Math.floor(index / 12);
    out.push(`${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}`);
  }
  return out;
}

const monthFormat = new Intl.DateTimeFormat('tr-TR', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** 'Kas 2026' for '2026-11'. */
export function formatMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return monthFormat.format(new Date(Date.UTC(y, m - 1, 1)));
}

/** A number of days with at most one decimal, Turkish style ('12,5'). */
export function formatDays(days: number): string {
  return days.toLocaleString('tr-TR', { maximumFractionDigits: 1 });
}

/** A share as percent with at most one decimal ('%42,5'). */
export function formatPercent(percent: number): string {
  return `%${percent.toLocaleString('tr-TR', { maximumFractionDigits: 1 })}`;
}

// ---- 'Raporlar' ----

export const REPORTS = ['utilisation', 'repair-costs'] as const;
export type ReportName = (typeof REPORTS)[number];
export const REPORT_LABELS: Record<ReportName, string> = { utilisation: 'Kullanım', 'repair-costs': 'Tamir Maliyeti' };

/** The most items the utilisation answer lists (the most used first); the CSV holds them all. */
export const UTILISATION_ITEM_LIMIT = 200;
export const NO_CATEGORY = 'Kategorisiz';

export interface UtilisationItemRow {
  equipment_id: string;
  serial_number: string;
  brand: string;
  model: string;
  category: string;
  /** Days in the field within the period (hand-overs' overlap with it, up to now), one decimal. */
  days: number;
  handovers: number;
  /** days ÷ the period's days × 100, one decimal. */
  percent: number;
}

export interface UtilisationCategoryRow {
  category_id: string | null;
  category: string;
  /** Items of the category in the caller's warehouses (not scrapped). */
  items: number;
  days: number;
  /** days ÷ (items × the period's days) × 100, one decimal. */
  percent: number;
}

export interface UtilisationReport {
  from: LocalDay;
  to: LocalDay;
  period_days: number;
  categories: UtilisationCategoryRow[];
  items: UtilisationItemRow[];
  /** Items with days in the field (the list may hold fewer). */
  items_total: number;
}

export interface RepairCostRow {
  category_id: string | null;
  category: string;
  month: string;
  cost: number;
  reports: number;
}

export interface RepairCostReport {
  from: LocalDay;
  to: LocalDay;
  months: string[];
  rows: RepairCostRow[];
}

const round1 = (n: number) => n.toLocaleString('tr-TR', { maximumFractionDigits: 1, useGrouping: false });
/** The category column of every report file. */
const CATEGORY_COLUMN: CsvColumn<{ category: string }> = { header: 'Kategori', value: (r) => r.category };
/** The last columns of both utilisation files: the days in the field and the share of the period. */
const USE_COLUMNS: readonly CsvColumn<{ days: number; percent: number }>[] = [
  { header: 'Sahada gün', value: (r) => round1(r.days) },
  { header: 'Kullanım (%)', value: (r) => round1(r.percent) },
];

export const UTILISATION_CATEGORY_CSV: readonly CsvColumn<UtilisationCategoryRow>[] = [
  CATEGORY_COLUMN,
  { header: 'Ekipman sayısı', value: (r) => r.items },
  ...USE_COLUMNS,
];

export const UTILISATION_ITEM_CSV: readonly CsvColumn<UtilisationItemRow>[] = [
  { header: 'Seri No', value: (r) => r.serial_number },
  { header: 'Marka', value: (r) => r.brand },
  { header: 'Model', value: (r) => r.model },
  CATEGORY_COLUMN,
  { header: 'Teslim sayısı', value: (r) => r.handovers },
  ...USE_COLUMNS,
];

export const REPAIR_COST_CSV: readonly CsvColumn<RepairCostRow>[] = [
  CATEGORY_COLUMN,
  { header: 'Ay', value: (r) => r.month },
  { header: 'Arıza kaydı', value: (r) => r.reports },
  { header: 'Tamir maliyeti (TL)', value: (r) => csvMoney(r.cost) },
];

/** The CSV's name: 'kullanim-kategori-2026-11-29.csv', 'kullanim-ekipman-…', 'tamir-maliyeti-…'. */
export function reportCsvName(report: ReportName, by: 'category' | 'item' = 'category'): string {
  return report === 'repair-costs' ? 'tamir-maliyeti' : `kullanim-${by === 'item' ? 'ekipman' : 'kategori'}`;
}
