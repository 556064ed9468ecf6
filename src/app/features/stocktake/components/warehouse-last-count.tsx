// Warehouse detail: the date and result of the warehouse's last closed count, and the open one.
import { Link } from '@tanstack/react-router';
import { useSession } from '@app/lib/session';
import { formatDateTime } from '@shared/format';
import { useCountOverview } from '../api/get-stocktakes';

export function WarehouseLastCount({ warehouseId }: { warehouseId: string }) {
  const { can } = useSession();
  const allowed = can('manage_stocktake');
  const overview = useCountOverview(allowed);
  const row = overview.data?.find((r) => r.warehouse_id === warehouseId);
  if (!allowed || !overview.data) return null;
  const c = row?.last_counters;
  return (
    <section
      aria-label="Son sayım"
      className="mt-4 mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm shadow-sm"
      data-testid="warehouse-last-count"
    >
      <span className="font-semibold text-slate-900">Son sayım:</span>
      {row?.last_closed_at && row.last_session_id && c ? (
        <>
          <span>{formatDateTime(row.last_closed_at)}</span>
          <span className="text-slate-700">
            Beklenen {c.expected} · Bulundu {c.found} · Bulunamadı {c.missing} · Fark{' '}
            {c.elsewhere + c.not_on_shelf + c.out_of_scope + c.unknown}
          </span>
          <Link to="/stocktakes/$id/result" params={{ id: row.last_session_id }} className="font-medium text-blue-800 hover:underline">
            Sonucu gör
          </Link>
        </>
      ) : (
        <span className="text-slate-700">Bu depo henüz sayılmadı.</span>
      )}
      {row?.open_session_id ? (
        <Link to="/stocktakes/$id" params={{ id: row.open_session_id }} className="font-medium text-blue-800 hover:underline">
          Devam eden sayıma git
        </Link>
      ) : null}
    </section>
  );
}
