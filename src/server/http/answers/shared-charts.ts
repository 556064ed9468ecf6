import * as v from 'valibot';
import type {
  StockByWarehouseRow,
  MonthCost,
  DashboardCharts,
  DashboardCounts,
  UtilisationCategoryRow,
  UtilisationItemRow,
  UtilisationReport,
  RepairCostRow,
  RepairCostReport,
} from '@shared/charts';
import { nullableText, num, text, type Expect, type Same } from './common';
import { EquipmentRowAnswer } from './shared-api-types';

export const StockByWarehouseRowAnswer = v.strictObject({
  warehouse_id: text,
  warehouse: text,
  counts: v.strictObject({ available: num, in_field: num, broken: num, scrapped: num, in_transfer: num }),
});

export const MonthCostAnswer = v.strictObject({ month: text, cost: num, reports: num });

export const DashboardChartsAnswer = v.strictObject({
  today: text,
  stock_by_warehouse: v.array(StockByWarehouseRowAnswer),
  overdue_by_age: v.strictObject({ d1_7: num, d8_30: num, over_30: num }),
  repair_cost_by_month: v.array(MonthCostAnswer),
  checks: v.strictObject({ overdue: num, due_soon: num, due_soon_days: num }),
});

export const DashboardCountsAnswer = v.strictObject({
  equipment: v.nullable(
    v.strictObject({
      by_status: v.strictObject({ available: num, in_field: num, broken: num, scrapped: num, in_transfer: num }),
      newest: v.array(EquipmentRowAnswer),
    }),
  ),
  workers: v.nullable(num),
  warehouses: v.nullable(num),
});

export const UtilisationCategoryRowAnswer = v.strictObject({
  category_id: nullableText,
  category: text,
  items: num,
  days: num,
  percent: num,
});

export const UtilisationItemRowAnswer = v.strictObject({
  equipment_id: text,
  serial_number: text,
  brand: text,
  model: text,
  category: text,
  days: num,
  handovers: num,
  percent: num,
});

export const UtilisationReportAnswer = v.strictObject({
  from: text,
  to: text,
  period_days: num,
  categories: v.array(UtilisationCategoryRowAnswer),
  items: v.array(UtilisationItemRowAnswer),
  items_total: num,
});

export const RepairCostRowAnswer = v.strictObject({ category_id: nullableText, category: text, month: text, cost: num, reports: num });

export const RepairCostReportAnswer = v.strictObject({ from: text, to: text, months: v.array(text), rows: v.array(RepairCostRowAnswer) });

export type AnswerTypeChecks = [
  Expect<Same<v.InferOutput<typeof StockByWarehouseRowAnswer>, StockByWarehouseRow>>,
  Expect<Same<v.InferOutput<typeof MonthCostAnswer>, MonthCost>>,
  Expect<Same<v.InferOutput<typeof DashboardChartsAnswer>, DashboardCharts>>,
  Expect<Same<v.InferOutput<typeof DashboardCountsAnswer>, DashboardCounts>>,
  Expect<Same<v.InferOutput<typeof UtilisationCategoryRowAnswer>, UtilisationCategoryRow>>,
  Expect<Same<v.InferOutput<typeof UtilisationItemRowAnswer>, UtilisationItemRow>>,
  Expect<Same<v.InferOutput<typeof UtilisationReportAnswer>, UtilisationReport>>,
  Expect<Same<v.InferOutput<typeof RepairCostRowAnswer>, RepairCostRow>>,
  Expect<Same<v.InferOutput<typeof RepairCostReportAnswer>, RepairCostReport>>,
];
