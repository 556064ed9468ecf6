// 'Stok Raporları' (docs/stock.md): consumption per worker, department or warehouse over a period,
// PPE issued per worker, stock value per warehouse; each in the list kit (cards at 390 px, a table
// on a desktop) with its CSV made by the server ('CSV İndir', export_reports). The period is two
// warehouse days; a bad one is said before anything is asked, and the server's refusal is shown.
import { useMemo } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { buttonClasses } from '@app/components/button';
import { ListEmpty, ListView, useListPage, type ListColumn } from '@app/components/list-view';
import { PageHeader } from '@app/components/page-header';
import { PeriodDay } from '@app/components/period-day';
import { SelectField } from '@app/components/select-field';
import { ServerExportButton } from '@app/components/server-export';
import { ChoiceButtons } from '@app/components/choice-buttons';
import { errorMessage } from '@app/lib/api-client';
import { useSession } from '@app/lib/session';
import { formatCurrency } from '@shared/format';
import { addDays, warehouseToday } from '@shared/local-day';
import {
  CONSUMPTION_GROUP_LABELS,
  CONSUMPTION_GROUPS,
  REPORT_DEFAULT_DAYS,
  reportPeriod,
  STOCK_REPORT_LABELS,
  STOCK_REPORTS,
  stockReportCsvName,
  type ConsumptionGroup,
  type ConsumptionReport,
  type PpeIssuedReport,
  type StockReport,
  type StockValueReport,
} from '@shared/stock-reports';
import { stockReportQuery, useStockPickers, useStockReport } from '../api/stock-api';
import { consumptionColumns, PPE_COLUMNS, VALUE_COLUMNS } from './stock-report-columns';

export interface StockReportsSearch {
  rapor?: StockReport;
  grup?: ConsumptionGroup;
  depo?: string;
  bas?: string;
  bit?: string;
}

export function StockReportsPage({ search }: { search: StockReportsSearch }) {
  const navigate = useNavigate({ from: '/stock/reports' });
  const { can } = useSession();
  const pickers = useStockPickers();
  const warehouses = pickers.data?.warehouses ?? [];
  const report = search.rapor ?? 'consumption';
  const by = search.grup ?? 'worker';
  const today = warehouseToday();
  const to = search.bit ?? today;
  const from = search.bas ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  const setSearch = (patch: Partial<StockReportsSearch>) =>
    void navigate({ search: (prev: StockReportsSearch) => ({ ...prev, ...patch }), replace: true });

  const withPeriod = report !== 'value';
  const period = withPeriod ? reportPeriod({ from, to }, today) : { from, to };
  const periodError = 'error' in period ? period.error : undefined;
  const query = stockReportQuery({
    by: report === 'consumption' ? by : undefined,
    from: withPeriod ? from : undefined,
    to: withPeriod ? to : undefined,
    warehouse_id: search.depo,
  });
  const answer = useStockReport<ConsumptionReport | PpeIssuedReport | StockValueReport>(report, query, !periodError);
  const rows = useMemo(() => answer.data?.rows ?? [], [answer.data]);
  const { pageRows, paging } = useListPage<(typeof rows)[number]>(rows, 25);
  const total = useMemo(() => {
    if (report === 'consumption') return (rows as ConsumptionReport['rows']).reduce((sum, r) => sum + r.cost, 0);
    if (report === 'value') return (rows as StockValueReport['rows']).reduce((sum, r) => sum + r.value, 0);
    return undefined;
  }, [report, rows]);
  const columns = (report === 'consumption' ? consumptionColumns(by) : report === 'ppe' ? PPE_COLUMNS : VALUE_COLUMNS) as ListColumn<
    (typeof rows)[number]
  >[];
  const failure = answer.isError
    ? errorMessage(answer.error, 'Rapor şu anda alınamadı. Bağlantınızı kontrol edip tekrar deneyin.')
    : undefined;

  return (
    <div>
      <PageHeader
        title="Stok Raporları"
        description="Dönem içinde işçilere verilen malzeme, verilen KKD ve depoların stok değeri."
        summary={can('export_reports') ? <ReportsLink /> : undefined}
        back={
          <Link to="/stock" className={buttonClasses('ghost', '-ml-3')}>
            <span aria-hidden="true">←</span> Stoğa Dön
          </Link>
        }
      />
      <ChoiceButtons
        label="Rapor"
        className="mb-4"
        choices={STOCK_REPORTS.map((r) => ({ value: r, label: STOCK_REPORT_LABELS[r] }))}
        chosen={report}
        onChoose={(r) => setSearch({ rapor: r })}
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Depo"
          value={search.depo ?? ''}
          onChange={(e) => setSearch({ depo: e.target.value || undefined })}
          options={[{ value: '', label: 'Tüm depolarım' }, ...warehouses.map((w) => ({ value: w.id, label: w.name }))]}
        />
        {report === 'consumption' ? (
          <SelectField
            label="Grupla"
            value={by}
            onChange={(e) => setSearch({ grup: e.target.value as ConsumptionGroup })}
            options={CONSUMPTION_GROUPS.map((g) => ({ value: g, label: CONSUMPTION_GROUP_LABELS[g] }))}
          />
        ) : null}
        {withPeriod ? (
          <>
            <PeriodDay label="Başlangıç" value={from} onChange={(day) => setSearch({ bas: day })} />
            <PeriodDay label="Bitiş" value={to} onChange={(day) => setSearch({ bit: day })} />
          </>
        ) : null}
      </div>
      {periodError || failure ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {periodError ?? failure}
        </p>
      ) : null}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {answer.data ? `${rows.length.toLocaleString('tr-TR')} satır` : ''}
          {total !== undefined && answer.data ? (
            <>
              {' · '}
              {report === 'value' ? 'Toplam değer' : 'Toplam maliyet'}: <span className="font-semibold">{formatCurrency(total)}</span>
            </>
          ) : null}
        </p>
        <ServerExportButton
          path={`/stock/reports/${report}/export${query}`}
          name={stockReportCsvName(report, by)}
          disabled={!!periodError || !answer.data}
        />
      </div>
      <ListView
        caption={STOCK_REPORT_LABELS[report]}
        rows={pageRows}
        rowKey={(r) => ('item_id' in r ? `${'group_id' in r ? r.group_id : r.worker_id}/${r.item_id}` : r.warehouse_id)}
        rowTestId="stock-report-row"
        columns={columns}
        paging={paging}
        loading={!periodError && answer.isPending}
        // A report that could not be read is not an empty one: the alert above says why.
        empty={
          periodError || failure ? null : (
            <ListEmpty
              title={report === 'value' ? 'Depo bulunmuyor' : 'Bu dönemde kayıt yok'}
              description={
                report === 'value'
                  ? 'Yetkili olduğunuz depo yok.'
                  : 'Seçilen dönemde işçilere teslim edilen stok bulunmuyor; dönemi ya da depoyu değiştirin.'
              }
            />
          )
        }
      />
    </div>
  );
}

/** The equipment reports ('Raporlar'): utilisation and repair cost live there, not here. */
function ReportsLink() {
  return (
    <Link to="/reports" className="text-sm font-medium text-blue-800 hover:underline">
      Ekipman raporları: Raporlar
    </Link>
  );
}
