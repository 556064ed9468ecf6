// Equipment detail (spec 02): header with brand and model, category, serial number and status;
// the serial number's barcode (PNG download named after the serial, print on its own); info
// cards; field, breakdown and transfer histories. A failed load goes back to /equipment.
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { BackButton } from '@app/components/go-back';
import { Can } from '@app/components/can';
import { ItemActions } from '@app/components/scanner/item-actions';
import { dateColumn, FAULT_STATUS_COLUMN_WIDTH, statusColumn } from '@app/components/list-view';
import { PageHeader } from '@app/components/page-header';
import { Spinner } from '@app/components/spinner';
import { BrokenStatusBadge, EquipmentStatusBadge, FieldStatusBadge, StatusBadge } from '@app/components/status-badge';
import { formatCurrency, formatDateTime, fullName } from '@shared/format';
import { daysOverdue, formatLocalDay, overdueLabel, warehouseToday } from '@shared/local-day';
import { returnConditionLabel } from '@shared/schemas/operations';
import { EQUIPMENT_LOAD_FAILED, useEquipment } from '../api/get-equipment';
import {
  useEquipmentHistoryPages,
  type BrokenHistoryRow,
  type FieldHistoryRow,
  type TransferHistoryRow,
} from '../api/get-equipment-history';
import { downloadBarcodePng } from '@app/components/paper/barcode';
import { BarcodeImage } from '@app/components/paper/barcode-image';
import { EquipmentChecksSection } from './equipment-checks-section';
import { EquipmentValueSection } from './equipment-value-section';
import { EquipmentPhotosSection } from './equipment-photos-section';
import { ActivityTimeline } from './activity-timeline';
import { HistoryTable } from './history-table';
import { SingleBarcodePrint } from './label-sheet';
import { usePrintView } from '@app/components/paper/print-view';
import { PathLink } from '@app/components/path-link';

/** A link to another area's record inside a history row, whose own click opens the row. */
const rowLink = (to: string, text: string) => (
  <PathLink to={to} className="text-blue-700 hover:underline" onClick={(ev) => ev.stopPropagation()}>
    {text}
  </PathLink>
);
const person = (p: { first_name: string; last_name: string } | null | undefined) => (p ? fullName(p) : '-');

export function EquipmentDetailPage({ equipmentId }: { equipmentId: string }) {
  const navigate = useNavigate();
  const validId = equipmentId.length === 36;
  const equipment = useEquipment(equipmentId);
  const fieldPages = useEquipmentHistoryPages(equipmentId, 'field-history');
  const brokenPages = useEquipmentHistoryPages(equipmentId, 'broken-history');
  const transferPages = useEquipmentHistoryPages(equipmentId, 'transfer-history');
  const { history: fieldHistory } = fieldPages;
  const { history: brokenHistory } = brokenPages;
  const { history: transferHistory } = transferPages;
  const today = warehouseToday();
  const printView = usePrintView();
  // The timeline fills in the records of the pages shown that its audit trail misses.
  const recorded = useMemo(
    () => ({ field: fieldHistory.rows, broken: brokenHistory.rows, transfers: transferHistory.rows }),
    [fieldHistory.rows, brokenHistory.rows, transferHistory.rows],
  );

  const failed = !validId || equipment.isError;
  useEffect(() => {
    if (!failed) return;
    // A failed load has had its toast from the query (see query-client); a malformed id says it here.
    if (!validId) toast.error(EQUIPMENT_LOAD_FAILED, { id: EQUIPMENT_LOAD_FAILED });
    void navigate({ to: '/equipment', replace: true });
  }, [failed, validId, navigate]);
  useEffect(() => {
    // History failures are only logged (spec 02 §8).
    for (const error of [fieldHistory.error, brokenHistory.error, transferHistory.error]) if (error) console.error(error);
  }, [fieldHistory.error, brokenHistory.error, transferHistory.error]);

  if (failed) return null;
  if (equipment.isPending) return <Spinner block />;
  const e = equipment.data;
  const title = `${e.brand.name} ${e.model}`;

  async function download() {
    try {
      await downloadBarcodePng(e.serial_number);
    } catch {
      toast.error('Barkod indirilemedi.');
    }
  }

  return (
    <div>
      <PageHeader
        back={<BackButton fallback="/equipment" />}
        title={title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>{e.category?.name ?? '-'}</span>
            <span aria-hidden="true">·</span>
            <span className="font-mono">{e.serial_number}</span>
            <EquipmentStatusBadge status={e.status} />
          </span>
        }
      />

      <ItemActions itemId={e.id} serial={e.serial_number} />

      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <InfoCard label="Marka" value={e.brand.name} />
          <InfoCard label="Kategori" value={e.category?.name ?? '-'} />
          <InfoCard
            label="Depo"
            value={
              e.warehouse ? (
                <Can permission="view_warehouses" fallback={e.warehouse.name}>
                  <Link to="/warehouses/$warehouseId" params={{ warehouseId: e.warehouse.id }} className="text-blue-700 hover:underline">
                    {e.warehouse.name}
                  </Link>
                </Can>
              ) : (
                '-'
              )
            }
          />
          <InfoCard label="Eklenme Tarihi" value={formatDateTime(e.created_at)} />
          {e.created_by_user ? <InfoCard label="Ekleyen" value={fullName(e.created_by_user)} /> : null}
          <InfoCard label="Seri Numarası" value={<span className="font-mono">{e.serial_number}</span>} />
        </dl>
        <section
          aria-labelledby="barcode-heading"
          className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 id="barcode-heading" className="self-start text-base font-semibold text-slate-900">
            Barkod
          </h2>
          <BarcodeImage value={e.serial_number} />
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="secondary" onClick={() => void download()}>
              Barkodu İndir
            </Button>
            <Button variant="secondary" onClick={() => printView.print(<SingleBarcodePrint serial={e.serial_number} />)}>
              Barkodu Yazdır
            </Button>
          </div>
        </section>
      </div>

      <div className="mt-6 flex flex-col gap-6">
        <EquipmentValueSection value={e.value} />
        <EquipmentChecksSection equipment={e} />
        <EquipmentPhotosSection equipmentId={e.id} />
        <HistoryTable
          title="Saha Kullanım Geçmişi"
          {...fieldPages}
          empty="Henüz saha kullanım geçmişi yok"
          rowHref={(r) => `/field-equipment/${r.id}`}
          columns={[
            {
              id: 'worker',
              header: 'İşçi',
              priority: 1,
              minWidth: 150,
              cell: (r) => (r.worker ? rowLink(`/workers/${r.worker.id}`, fullName(r.worker)) : '-'),
            },
            {
              id: 'warehouse',
              header: 'Depo',
              priority: 3,
              minWidth: 130,
              cell: (r) => (r.warehouse ? rowLink(`/warehouses/${r.warehouse.id}`, r.warehouse.name) : '-'),
            },
            { id: 'issuer', header: 'Teslim Eden', priority: 3, minWidth: 130, cell: (r) => person(r.issued_by_user) },
            dateColumn('issued', 'Teslim Tarihi', (r: FieldHistoryRow) => r.issued_at),
            dateColumn('returned', 'İade Tarihi', (r: FieldHistoryRow) => r.returned_at),
            { id: 'receiver', header: 'Teslim Alan', priority: 3, minWidth: 130, cell: (r) => person(r.returned_by_user) },
            statusColumn((r: FieldHistoryRow) => (
              <>
                <FieldStatusBadge status={r.status} />
                {daysOverdue(r, today) > 0 ? (
                  <StatusBadge tone="danger">{overdueLabel(daysOverdue(r, today))}</StatusBadge>
                ) : r.due_date && r.status === 'active' ? (
                  <div className="text-xs text-slate-500">İade: {formatLocalDay(r.due_date)}</div>
                ) : null}
                {r.status === 'returned' && r.return_condition ? (
                  <div className="text-xs text-slate-600">{returnConditionLabel(r.return_condition)}</div>
                ) : null}
              </>
            )),
          ]}
          actionsWidth={130}
          actions={(r) =>
            r.status === 'returned' ? (
              <Link
                to={`/field-equipment/${r.id}` as '/'}
                search={{ belge: 'iade' } as never}
                className="inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-2 font-medium text-blue-700 hover:underline"
              >
                İade Belgesi
              </Link>
            ) : null
          }
        />
        <HistoryTable
          title="Arıza Geçmişi"
          {...brokenPages}
          empty="Henüz arıza geçmişi yok"
          rowHref={(r) => `/broken-equipment/${r.id}`}
          columns={[
            { id: 'issue', header: 'Arıza', priority: 1, minWidth: 200, longText: (r) => r.issue, cell: (r) => r.issue },
            { id: 'warehouse', header: 'Depo', priority: 3, minWidth: 130, cell: (r) => r.warehouse?.name ?? '-' },
            { id: 'assignee', header: 'Atanan Kişi', priority: 3, minWidth: 130, cell: (r) => person(r.assigned_to_user) },
            { id: 'repairer', header: 'Tamirci', priority: 3, minWidth: 120, cell: (r) => r.repairer?.name ?? '-' },
            {
              id: 'cost',
              header: 'Maliyet',
              priority: 3,
              minWidth: 110,
              nowrap: true,
              align: 'right',
              cell: (r) => formatCurrency(r.repair_cost),
            },
            statusColumn((r: BrokenHistoryRow) => <BrokenStatusBadge status={r.status} />, { minWidth: FAULT_STATUS_COLUMN_WIDTH }),
            dateColumn('date', 'Tarih', (r: BrokenHistoryRow) => r.created_at),
          ]}
        />
        <HistoryTable
          title="Transfer Geçmişi"
          {...transferPages}
          empty="Henüz transfer geçmişi yok"
          rowHref={(r) => `/transfers/${r.id}`}
          columns={[
            { id: 'from', header: 'Kaynak Depo', priority: 1, minWidth: 140, cell: (r) => r.from_warehouse?.name ?? '-' },
            { id: 'to', header: 'Hedef Depo', priority: 1, minWidth: 140, cell: (r) => r.to_warehouse?.name ?? '-' },
            { id: 'receiver', header: 'Teslim Alan', priority: 3, minWidth: 130, cell: (r) => person(r.receiver) },
            dateColumn('date', 'Tarih', (r: TransferHistoryRow) => r.completed_at ?? r.created_at),
            statusColumn((r: TransferHistoryRow) =>
              r.status === 'completed' ? (
                <StatusBadge tone="success">Tamamlandı</StatusBadge>
              ) : (
                <StatusBadge tone="warning">Beklemede</StatusBadge>
              ),
            ),
          ]}
        />
        <ActivityTimeline equipmentId={equipmentId} history={recorded} />
      </div>
      {printView.portal}
    </div>
  );
}

function InfoCard({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 font-medium text-slate-900">{value}</dd>
    </div>
  );
}
