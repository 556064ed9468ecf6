// 'Raporlar' (docs/reports.md, export_reports): utilisation — days in the field per category and
// per item over a period — and repair cost per category and Istanbul month. Each chart carries its
// numbers as a table and has its CSV made by the server. Stock reports stay on 'Stok Raporları'
// (/stock/reports), linked from here.
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { BarChart, type ChartSeries } from '@app/components/bar-chart';
import { buttonClasses } from '@app/components/button';
import { PageHeader } from '@app/components/page-header';
import { PeriodDay } from '@app/components/period-day';
import { ServerExportButton } from '@app/components/server-export';
import { ChoiceButtons } from '@app/components/choice-buttons';
import { errorMessage } from '@app/lib/api-client';
import { useSession } from '@app/lib/session';
import {
  formatDays,
  formatMonth,
  formatPercent,
  REPORT_LABELS,
  reportCsvName,
  REPORTS,
  type RepairCostReport,
  type ReportName,
  type UtilisationReport,
} from '@shared/charts';
import { formatCurrency } from '@shared/format';
import { formatLocalDay, isLocalDay } from '@shared/local-day';
import { reportPath, useReport } from '../api/reports-api';

export interface ReportsSearch {
  rapor?: ReportName;
  bas?: string;
  bit?: string;
}

/** Items drawn in the utilisation chart (the most used); the CSV holds every one. */
const CHART_ITEMS = 10;
const PALETTE = [
  'bg-blue-600',
  'bg-emerald-500',
  'bg-amber-500',
  'bg-violet-500',
  'bg-red-500',
  'bg-cyan-600',
  'bg-pink-500',
  'bg-lime-600',
];

/** The address's `?rapor=`, `?bas=`, `?bit=`: what is not a report's name or a real day is left out. */
export function readReportsSearch(raw: Record<string, unknown>): ReportsSearch {
  return {
    ...((REPORTS as readonly unknown[]).includes(raw.rapor) ? { rapor: raw.rapor as ReportName } : {}),
    ...(isLocalDay(raw.bas) ? { bas: raw.bas } : {}),
    ...(isLocalDay(raw.bit) ? { bit: raw.bit } : {}),
  };
}

export function ReportsPage() {
  const search = readReportsSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const { can } = useSession();
  const report = search.rapor ?? 'utilisation';
  const setSearch = (patch: Partial<ReportsSearch>) => void navigate({ to: '/reports', search: { ...search, ...patch }, replace: true });
  // The period not given is the server's (the last 30 days); its rules and Turkish refusals are the server's
  // too (src/shared/stock-reports.ts), so this lazy page shares no period module with 'Stok Raporları'.
  const answer = useReport<UtilisationReport | RepairCostReport>(report, search.bas, search.bit);
  const failure = answer.isError
    ? errorMessage(answer.error, 'Rapor şu anda alınamadı. Bağlantınızı kontrol edip tekrar deneyin.')
    : undefined;
  const data = answer.data;
  const from = search.bas ?? data?.from ?? '';
  const to = search.bit ?? data?.to ?? '';

  return (
    <div>
      <PageHeader
        title="Raporlar"
        description="Ekipmanların sahada geçirdiği gün ve tamir maliyetleri; her grafik tablosu ve CSV dosyasıyla."
        summary={
          can('view_stock') ? (
            <Link to="/stock/reports" className="text-sm font-medium text-blue-800 hover:underline">
              Stok tüketimi ve değeri: Stok Raporları
            </Link>
          ) : undefined
        }
        back={
          <Link to="/" className={buttonClasses('ghost', '-ml-3')}>
            <span aria-hidden="true">←</span> Gösterge Paneline Dön
          </Link>
        }
      />
      <ChoiceButtons
        label="Rapor"
        className="mb-4"
        choices={REPORTS.map((r) => ({ value: r, label: REPORT_LABELS[r] }))}
        chosen={report}
        onChoose={(r) => setSearch({ rapor: r })}
      />
      <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <PeriodDay label="Başlangıç" value={from} onChange={(day) => setSearch({ bas: day })} />
        <PeriodDay label="Bitiş" value={to} onChange={(day) => setSearch({ bit: day })} />
      </div>
      {failure ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      {answer.isPending ? <p className="text-sm text-slate-600">Rapor hazırlanıyor…</p> : null}
      {data && !failure && 'period_days' in data && report === 'utilisation' ? <Utilisation report={data} /> : null}
      {data && !failure && 'months' in data && report === 'repair-costs' ? <RepairCosts report={data} /> : null}
    </div>
  );
}

function Period({ from, to, extra }: { from: string; to: string; extra?: string }) {
  return (
    <p className="mb-3 text-sm text-slate-700" aria-live="polite">
      {formatLocalDay(from)} – {formatLocalDay(to)}
      {extra ? ` · ${extra}` : ''}
    </p>
  );
}

function Utilisation({ report }: { report: UtilisationReport }) {
  const days: ChartSeries[] = [{ key: 'days', label: 'Sahada gün', color: 'bg-blue-600' }];
  return (
    <div className="space-y-4">
      <Period from={report.from} to={report.to} extra={`${report.period_days.toLocaleString('tr-TR')} gün`} />
      <div className="flex justify-end">
        <ServerExportButton
          label="Kategoriler CSV"
          path={reportPath('utilisation', report.from, report.to, '/export')}
          name={reportCsvName('utilisation', 'category')}
        />
      </div>
      <BarChart
        title="Kategorilere göre kullanım (sahada geçen günün payı)"
        rowHeader="Kategori"
        testId="chart-utilisation-category"
        series={[{ key: 'percent', label: 'Kullanım', color: 'bg-emerald-500' }]}
        rows={report.categories.map((c) => ({
          key: c.category_id ?? '-',
          label: `${c.category} (${c.items.toLocaleString('tr-TR')} ekipman)`,
          values: { percent: c.percent },
        }))}
        format={formatPercent}
        emptyText="Bu dönemde sahaya çıkan ekipman yok."
        tableOpen
      />
      <div className="flex justify-end">
        <ServerExportButton
          label="Ekipmanlar CSV"
          path={`${reportPath('utilisation', report.from, report.to, '/export')}&by=item`}
          name={reportCsvName('utilisation', 'item')}
        />
      </div>
      <BarChart
        title={`En çok sahada kalan ekipmanlar (ilk ${CHART_ITEMS}, toplam ${report.items_total.toLocaleString('tr-TR')})`}
        rowHeader="Ekipman"
        testId="chart-utilisation-items"
        series={days}
        rows={report.items.slice(0, CHART_ITEMS).map((i) => ({
          key: i.equipment_id,
          label: `${i.brand} ${i.model} · ${i.serial_number}`,
          values: { days: i.days },
        }))}
        format={formatDays}
        emptyText="Bu dönemde sahaya çıkan ekipman yok."
        tableOpen
      />
    </div>
  );
}

function RepairCosts({ report }: { report: RepairCostReport }) {
  const categories = [...new Map(report.rows.map((r) => [r.category_id ?? '-', r.category])).entries()];
  const series: ChartSeries[] = categories.map(([key, label], i) => ({ key, label, color: PALETTE[i % PALETTE.length]! }));
  const rows = report.months.map((month) => ({
    key: month,
    label: formatMonth(month),
    values: Object.fromEntries(report.rows.filter((r) => r.month === month).map((r) => [r.category_id ?? '-', r.cost])),
  }));
  const total = report.rows.reduce((sum, r) => sum + r.cost, 0);
  return (
    <div className="space-y-4">
      <Period from={report.from} to={report.to} extra={`Toplam ${formatCurrency(total)}`} />
      <div className="flex justify-end">
        <ServerExportButton path={reportPath('repair-costs', report.from, report.to, '/export')} name={reportCsvName('repair-costs')} />
      </div>
      <BarChart
        title="Aylara ve kategorilere göre tamir maliyeti"
        rowHeader="Ay"
        testId="chart-repair-costs"
        series={series}
        rows={rows}
        format={formatCurrency}
        emptyText="Bu dönemde tamir maliyeti girilmemiş."
        tableOpen
      />
    </div>
  );
}
