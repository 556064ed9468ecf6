// Dashboard block: warehouses not counted in the last 90 days (never counted first). Shown only to
// users who may manage stocktakes; it asks nothing otherwise.
import { DashboardBlock } from '@app/components/dashboard-block';
import { useSession } from '@app/lib/session';
import { formatDate } from '@shared/format';
import { useCountOverview } from '../api/get-stocktakes';
import type { WarehouseCountOverview } from '../api/types';

export const COUNT_DUE_DAYS = 90;

export function countsDue(rows: readonly WarehouseCountOverview[], now: number = Date.now()): WarehouseCountOverview[] {
  const limit = now - COUNT_DUE_DAYS * 24 * 60 * 60 * 1000;
  return rows
    .filter((r) => !r.last_closed_at || Date.parse(r.last_closed_at) < limit)
    .sort((a, b) => (a.last_closed_at ?? '').localeCompare(b.last_closed_at ?? ''));
}

export function StocktakeDueBlock() {
  const { can } = useSession();
  const allowed = can('manage_stocktake');
  const overview = useCountOverview(allowed);
  if (!allowed || !overview.data) return null;
  const due = countsDue(overview.data);
  return (
    <DashboardBlock
      name="count-due"
      title={`${COUNT_DUE_DAYS} Gündür Sayılmayan Depolar (${due.length})`}
      link={{ to: '/stocktakes', label: 'Sayımlar' }}
    >
      {due.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-600">Tüm depolar son {COUNT_DUE_DAYS} günde sayıldı.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {due.slice(0, 5).map((w) => (
            <li key={w.warehouse_id} className="flex items-center justify-between gap-2 px-4 py-2 text-sm">
              <span className="font-medium text-slate-900">{w.warehouse_name}</span>
              <span className="text-slate-600">{w.last_closed_at ? `Son sayım: ${formatDate(w.last_closed_at)}` : 'Hiç sayılmadı'}</span>
            </li>
          ))}
        </ul>
      )}
    </DashboardBlock>
  );
}
