// Dashboard (spec 01 §2): welcome line, four summary cards and four latest-activity lists; for users
// who may view field equipment, the overdue hand-overs (count and the five most overdue). The day's
// work comes first: large Tara / Teslim Et / İade Al actions (as permitted), then the counts (a 2×2
// grid on a phone), then the overdue list. Offline every block tells the truth from the device's
// copy, or says 'Bağlantı gerekiyor' where the copy holds nothing (faults, transfers).
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ActivityList } from '@app/components/activity-list';
import { QuickActions } from './quick-actions';
import { Spinner } from '@app/components/spinner';
import { BrokenStatusBadge, FieldStatusBadge, StatusBadge, TransferStatusBadge } from '@app/components/status-badge';
import { useSession } from '@app/lib/session';
import { formatCurrency, fullName } from '@shared/format';
import { daysOverdue, formatLocalDay, overdueLabel, warehouseToday } from '@shared/local-day';
import {
  newest,
  useDashboardCounts,
  useDashboardList,
  useDashboardReference,
  type DashboardBrokenReport,
  type DashboardEquipment,
  type DashboardFieldRecord,
  type DashboardTransfer,
} from '../api/get-dashboard-data';

type Summary =
  { model: string; serial_number: string; brand?: { name: string } | null; category?: { name: string } | null } | null | undefined;

function equipmentTitle(e: Summary): string {
  if (!e) return '-';
  return [e.brand?.name, e.model].filter(Boolean).join(' ') || '-';
}
function equipmentSubtitle(e: Summary): string {
  if (!e) return '';
  return [e.category?.name, e.serial_number].filter(Boolean).join(' · ');
}

/** A list row about a record of one item: the item's title, its subtitle and `detail`, the record's date. */
function itemRow(
  r: { id: string; equipment: Summary; created_at: string },
  href: string | undefined,
  detail: string | null,
  badge: ReactNode,
) {
  return {
    id: r.id,
    to: href,
    title: equipmentTitle(r.equipment),
    subtitle: [equipmentSubtitle(r.equipment), detail].filter(Boolean).join(' · '),
    badge,
    date: r.created_at,
  };
}

const workerName = (r: DashboardFieldRecord) => (r.worker ? fullName(r.worker) : '');

// Links into other areas: those routes are registered by their own files.
const to = (path: string) => path as '/';

/**
 * `blocks`: self-contained blocks of other areas, put in by the route (each checks its own permission);
 * `after`: what goes under the lists, placed once they are drawn (the charts' slot then starts below them).
 */
export function Dashboard({ blocks, after }: { blocks?: ReactNode; after?: ReactNode }) {
  const { user, canAny, can } = useSession();
  const equipment = useDashboardReference<DashboardEquipment>('equipment', canAny);
  const workers = useDashboardReference<{ id: string }>('workers', canAny);
  const warehouses = useDashboardReference<{ id: string }>('warehouses', canAny);
  const field = useDashboardList<DashboardFieldRecord>('fieldEquipment', canAny);
  const overdueList = useDashboardList<DashboardFieldRecord>('fieldOverdue', canAny);
  const broken = useDashboardList<DashboardBrokenReport>('brokenEquipment', canAny);
  const transfers = useDashboardList<DashboardTransfer>('transfers', canAny);

  // Links appear only where the user may go (the route guards of spec 01 §2).
  const mayField = can('view_field_equipment');
  const mayBroken = can('view_malfunctions');
  const mayEquipment = can('view_equipment');
  const mayTransfers = can('view_transfers');
  const link = (allowed: boolean, href: string) => (allowed ? href : undefined);

  // The cards: the server's counts until the device copy has read its three lists (a new device
  // fetches them whole), the device copy's after (it lays this device's pending writes over them).
  const onServer = [equipment, workers, warehouses].some((q) => q.loading);
  const server = useDashboardCounts(onServer);
  const cards = onServer ? server : null;
  const loading = [field, overdueList, broken, transfers].some((q) => q.loading) || (onServer && !server);
  const byStatus = cards?.equipment?.by_status;
  const count = (status: string) =>
    byStatus ? (byStatus[status as keyof typeof byStatus] ?? 0) : equipment.rows.filter((e) => e.status === status).length;
  const brokenCount = count('broken');
  // Overdue on the warehouse's local day, most overdue first (the server's first page of them).
  const today = warehouseToday();
  const overdue = overdueList.rows.map((r) => ({ r, late: daysOverdue(r, today) })).filter((o) => o.late > 0);

  return (
    <div>
      <header className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 sm:mb-6">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">Gösterge Paneli</h1>
          <p className="text-sm text-slate-600 sm:mt-1 sm:text-base">Hoş geldiniz, {user ? `${user.first_name} ${user.last_name}` : ''}</p>
        </div>
        <StatusBadge tone="success">Sistem Aktif</StatusBadge>
      </header>

      <QuickActions />

      {loading ? (
        <Spinner block label="Gösterge paneli yükleniyor…" />
      ) : (
        <>
          <div className="mb-4 grid grid-cols-2 gap-3 sm:mb-6 sm:gap-4 xl:grid-cols-4">
            <SummaryCard
              to={link(mayEquipment, '/equipment')}
              label="Toplam Ekipman"
              value={byStatus ? Object.values(byStatus).reduce((a, b) => a + b) : equipment.rows.length}
              testId="card-equipment"
            >
              Müsait: {count('available')} · Sahada: {count('in_field')}
            </SummaryCard>
            <SummaryCard
              to={link(mayBroken, '/broken-equipment')}
              label="Arızalı Ekipman"
              value={brokenCount}
              tone={brokenCount > 0 ? 'danger' : 'ok'}
              testId="card-broken"
            >
              {brokenCount === 0 ? 'Tüm ekipmanlar çalışır durumda' : 'Dikkat gerekiyor'}
            </SummaryCard>
            <SummaryCard
              to={link(can('view_workers'), '/workers')}
              label="İşçiler"
              value={cards ? (cards.workers ?? 0) : workers.rows.length}
              testId="card-workers"
            >
              Kayıtlı işçi sayısı
            </SummaryCard>
            <SummaryCard
              to={link(can('view_warehouses'), '/warehouses')}
              label="Depolar"
              value={cards ? (cards.warehouses ?? 0) : warehouses.rows.length}
              testId="card-warehouses"
            >
              Aktif depo sayısı
            </SummaryCard>
          </div>

          {mayField ? (
            <div className="mb-4">
              <ActivityList
                title={`Gecikmiş İadeler (${overdueList.count})`}
                testId="overdue-block"
                viewAll={{ to: '/field-equipment', search: { durum: 'gecikmis' } }}
                emptyText="Beklenen iade tarihi geçmiş ekipman yok"
                unavailable={overdueList.source === 'unavailable'}
                items={overdue.slice(0, 5).map(({ r, late }) => ({
                  ...itemRow(r, `/field-equipment/${r.id}`, workerName(r), <StatusBadge tone="danger">{overdueLabel(late)}</StatusBadge>),
                  extra: `Beklenen iade: ${formatLocalDay(r.due_date)}`,
                }))}
              />
            </div>
          ) : null}

          {blocks}

          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <ActivityList
              title="Sahadaki Ekipmanlar"
              testId="field-block"
              unavailable={field.source === 'unavailable'}
              viewAll={mayField ? { to: '/field-equipment' } : undefined}
              emptyText="Henüz sahada ekipman bulunmuyor"
              emptyAction={mayField ? { to: '/field-equipment/issue', label: 'Ekipman Teslim Et' } : undefined}
              items={newest(field.rows, 5).map((r) =>
                itemRow(r, link(mayField, `/field-equipment/${r.id}`), workerName(r), <FieldStatusBadge status={r.status} />),
              )}
            />
            <ActivityList
              title="Son Arıza Bildirimleri"
              unavailable={broken.source === 'unavailable'}
              viewAll={mayBroken ? { to: '/broken-equipment' } : undefined}
              emptyText="Arıza bildirimi bulunmuyor"
              items={newest(broken.rows, 5).map((r) => ({
                ...itemRow(r, link(mayBroken, `/broken-equipment/${r.id}`), r.issue, <BrokenStatusBadge status={r.status} />),
                extra: r.repair_cost !== null ? formatCurrency(r.repair_cost) : undefined,
              }))}
            />
            <ActivityList
              title="Son Eklenen Ekipmanlar"
              viewAll={mayEquipment ? { to: '/equipment' } : undefined}
              emptyText="Henüz ekipman eklenmemiş"
              items={(cards ? (cards.equipment?.newest ?? []) : newest(equipment.rows, 6)).map((e) => ({
                id: e.id,
                to: link(mayEquipment, `/equipment/${e.id}`),
                title: equipmentTitle(e),
                subtitle: [equipmentSubtitle(e), e.warehouse?.name].filter(Boolean).join(' · '),
                date: e.created_at,
              }))}
            />
            <ActivityList
              title="Son Transferler"
              unavailable={transfers.source === 'unavailable'}
              viewAll={mayTransfers ? { to: '/transfers' } : undefined}
              emptyText="Transfer kaydı bulunmuyor"
              emptyAction={
                mayTransfers && can('create_transfer')
                  ? { to: '/transfers', label: 'Yeni Transfer Oluştur', search: { yeni: 1 } }
                  : undefined
              }
              items={newest(transfers.rows, 5).map((t) => ({
                id: t.id,
                to: link(mayTransfers, `/transfers/${t.id}`),
                title: equipmentTitle(t.equipment),
                subtitle: `${t.from_warehouse?.name ?? '-'} → ${t.to_warehouse?.name ?? '-'}`,
                badge: <TransferStatusBadge status={t.status} />,
                date: t.created_at,
              }))}
            />
          </div>
          {after}
        </>
      )}
    </div>
  );
}

export const DashboardPage = Dashboard;

function SummaryCard({
  to: href,
  label,
  value,
  tone,
  testId,
  children,
}: {
  /** The list it opens; omitted when the user may not open it. */
  to?: string;
  label: string;
  value: number;
  tone?: 'ok' | 'danger';
  testId: string;
  children: ReactNode;
}) {
  const body = (
    <>
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className={`mt-0.5 text-2xl font-semibold sm:mt-1 sm:text-3xl ${tone === 'danger' ? 'text-red-700' : 'text-slate-900'}`}>
        {value}
      </p>
      <p
        className={`mt-1 text-xs sm:mt-2 sm:text-sm ${tone === 'danger' ? 'text-red-700' : tone === 'ok' ? 'text-green-700' : 'text-slate-500'}`}
      >
        {children}
      </p>
    </>
  );
  const box = 'block min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5';
  if (!href)
    return (
      <div data-testid={testId} className={box}>
        {body}
      </div>
    );
  return (
    <Link
      to={to(href)}
      data-testid={testId}
      className={`${box} transition hover:border-blue-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600`}
    >
      {body}
    </Link>
  );
}
