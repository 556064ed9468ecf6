// The dashboard's charts (docs/reports.md): stock per warehouse by status, overdue hand-overs by
// age, repair cost per month for 12 Istanbul months, checks run out and due. One call
// (/api/dashboard/charts, view_dashboard, the caller's warehouses). Loaded by charts-slot.tsx once
// the first screen is painted and the block comes near the view: never part of the first screen's JS.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BarChart, type ChartSeries } from '@app/components/bar-chart';
import { api, errorMessage } from '@app/lib/api-client';
import { useSession } from '@app/lib/session';
import { formatMonth, OVERDUE_BAND_LABELS, OVERDUE_BANDS, type DashboardCharts } from '@shared/charts';
import { formatCurrency } from '@shared/format';
import { EQUIPMENT_STATUS_LABELS, EQUIPMENT_STATUSES, type EquipmentStatus } from '@shared/status';

export const DASHBOARD_CHARTS_PATH = '/dashboard/charts';

const STATUS_COLORS: Record<EquipmentStatus, string> = {
  available: 'bg-emerald-500',
  in_field: 'bg-blue-600',
  broken: 'bg-amber-500',
  scrapped: 'bg-slate-400',
  in_transfer: 'bg-violet-500',
};
const STATUS_SERIES: ChartSeries[] = EQUIPMENT_STATUSES.map((s) => ({
  key: s,
  label: EQUIPMENT_STATUS_LABELS[s],
  color: STATUS_COLORS[s],
}));
const one = (key: string, label: string, color: string): ChartSeries[] => [{ key, label, color }];

export function DashboardChartsBlock() {
  const { can } = useSession();
  const query = useQuery({
    queryKey: ['dashboard', 'charts'],
    queryFn: () => api.get<DashboardCharts>(DASHBOARD_CHARTS_PATH),
    staleTime: 60_000,
    meta: { persist: false },
  });
  const c = query.data;
  return (
    <section aria-labelledby="dashboard-charts-title" className="mt-4" data-testid="dashboard-charts">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-charts-title" className="text-lg font-semibold text-slate-900">
          Grafikler
        </h2>
        {can('export_reports') ? (
          <Link to="/reports" className="inline-flex min-h-11 items-center text-sm font-medium text-blue-800 hover:underline">
            Raporlar
          </Link>
        ) : null}
      </div>
      {query.isError ? (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {errorMessage(query.error, 'Grafikler şu anda yüklenemedi. Bağlantı gelince yeniden denenecek.')}
        </p>
      ) : !c ? (
        <p className="text-sm text-slate-600">Grafikler yükleniyor…</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <BarChart
            title="Depolara göre ekipman durumu"
            rowHeader="Depo"
            testId="chart-stock"
            series={STATUS_SERIES}
            rows={c.stock_by_warehouse.map((r) => ({ key: r.warehouse_id, label: r.warehouse, values: r.counts }))}
            emptyText="Yetkili olduğunuz depolarda ekipman yok."
          />
          <BarChart
            title="Gecikmiş iadeler (gecikme süresine göre)"
            rowHeader="Gecikme"
            testId="chart-overdue"
            series={one('n', 'İade', 'bg-red-500')}
            rows={OVERDUE_BANDS.map((b) => ({ key: b, label: OVERDUE_BAND_LABELS[b], values: { n: c.overdue_by_age[b] } }))}
            emptyText="Beklenen iade tarihi geçmiş ekipman yok."
          />
          <BarChart
            title="Aylık tamir maliyeti (son 12 ay)"
            rowHeader="Ay"
            testId="chart-repair-cost"
            series={one('cost', 'Maliyet', 'bg-blue-600')}
            rows={c.repair_cost_by_month.map((m) => ({ key: m.month, label: formatMonth(m.month), values: { cost: m.cost } }))}
            format={formatCurrency}
            emptyText="Son 12 ayda tamir maliyeti girilmemiş."
          />
          <BarChart
            title="Periyodik kontroller"
            rowHeader="Durum"
            testId="chart-checks"
            series={one('n', 'Kontrol', 'bg-amber-500')}
            rows={[
              { key: 'overdue', label: 'Süresi dolmuş', values: { n: c.checks.overdue } },
              { key: 'due_soon', label: `${c.checks.due_soon_days} gün içinde dolacak`, values: { n: c.checks.due_soon } },
            ]}
            emptyText="Süresi dolmuş ya da yaklaşan kontrol yok."
          />
        </div>
      )}
    </section>
  );
}
