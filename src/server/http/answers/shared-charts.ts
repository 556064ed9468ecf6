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
import { nullableText, num, text, answerOf } from './common';
import { EquipmentRowAnswer } from './shared-api-types';

export const StockByWarehouseRowAnswer = answerOf<StockByWarehouseRow>()(
  v.strictObject({
    warehouse_id: text,
    warehouse: text,
    counts: v.strictObject({ available: num, in_field: num, broken: num, scrapped: num, in_transfer: num }),
  }),
);

export const MonthCostAnswer = answerOf<MonthCost>()(v.strictObject({ month: text, cost: num, reports: num }));

export const DashboardChartsAnswer = answerOf<DashboardCharts>()(
  v.strictObject({
    today: text,
    stock_by_warehouse: v.array(StockByWarehouseRowAnswer),
    overdue_by_age: v.strictObject({ d1_7: num, d8_30: num, over_30: num }),
    repair_cost_by_month: v.array(MonthCostAnswer),
    checks: v.strictObject({ overdue: num, due_soon: num, due_soon_days: num }),
  }),
);

export const DashboardCountsAnswer = answerOf<DashboardCounts>()(
  v.strictObject({
    equipment: v.nullable(
      v.strictObject({
        by_status: v.strictObject({ available: num, in_field: num, broken: num, scrapped: num, in_transfer: num }),
        newest: v.array(EquipmentRowAnswer),
      }),
    ),
    workers: v.nullable(num),
    warehouses: v.nullable(num),
  }),
);

export const UtilisationCategoryRowAnswer = answerOf<UtilisationCategoryRow>()(
  v.strictObject({
    category_id: nullableText,
    category: text,
    items: num,
    days: num,
    percent: num,
  }),
);

export const UtilisationItemRowAnswer = answerOf<UtilisationItemRow>()(
  v.strictObject({
    equipment_id: text,
    serial_number: text,
    brand: text,
    model: text,
    category: text,
    days: num,
    handovers: num,
    percent: num,
  }),
);

export const UtilisationReportAnswer = answerOf<UtilisationReport>()(
  v.strictObject({
    from: text,
    to: text,
    period_days: num,
    categories: v.array(UtilisationCategoryRowAnswer),
    items: v.array(UtilisationItemRowAnswer),
    items_total: num,
  }),
);

export const RepairCostRowAnswer = answerOf<RepairCostRow>()(
  v.strictObject({ category_id: nullableText, category: text, month: text, cost: num, reports: num }),
);

export const RepairCostReportAnswer = answerOf<RepairCostReport>()(
  v.strictObject({ from: text, to: text, months: v.array(text), rows: v.array(RepairCostRowAnswer) }),
);
