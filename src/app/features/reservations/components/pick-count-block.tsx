// Dashboard block: how many reservations the storekeeper prepares today (late ones included), one
// tap from 'Bugün Hazırlanacaklar'. Shown only to users who may see reservations.
import { Link } from '@tanstack/react-router';
import { useSession } from '@app/lib/session';
import { usePickList } from '@app/lib/reservations/copy-fallback';

export function PickCountBlock() {
  const { can } = useSession();
  const allowed = can('view_reservations');
  const list = usePickList(undefined, allowed);
  if (!allowed || !list.data) return null;
  const late = list.data.late.length;
  return (
    <Link
      to="/reservations"
      className="mb-4 flex min-h-11 items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm hover:bg-slate-50"
      data-testid="pick-count"
    >
      <span className="font-semibold text-slate-900">Bugün Hazırlanacaklar ({list.data.today_out.length + late})</span>
      {late > 0 ? <span className="text-sm font-medium text-red-700">{late} gecikmiş</span> : null}
    </Link>
  );
}
