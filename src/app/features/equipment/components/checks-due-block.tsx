// Dashboard block: checks run out and running out within 30 days (docs/equipment-care.md), the
// five most urgent, and the way to the full list. Asked only by users who may read it.
import { DashboardBlock } from '@app/components/dashboard-block';
import { useSession } from '@app/lib/session';
import { CHECK_DUE_SOON_DAYS } from '@shared/equipment-checks';
import { useDueChecks } from '../api/equipment-checks';
import { DueCheckText } from './check-state-badge';

export function ChecksDueBlock() {
  const { canAny, can } = useSession();
  const allowed = canAny(['view_equipment', 'view_dashboard', 'view_warehouses']);
  const due = useDueChecks(null, allowed);
  if (!allowed || !due.data || due.data.total === 0) return null;
  const { items, overdue, due_soon: soon } = due.data;
  return (
    <DashboardBlock
      name="checks-due"
      wrap
      title={`Periyodik Kontroller: ${overdue.toLocaleString('tr-TR')} süresi dolmuş, ${soon.toLocaleString('tr-TR')} ${CHECK_DUE_SOON_DAYS} gün içinde`}
      link={can('view_equipment') ? { to: '/equipment/checks', label: 'Tümünü Gör' } : null}
    >
      <ul className="divide-y divide-slate-100">
        {items.slice(0, 5).map((r) => (
          <li key={`${r.equipment_id}-${r.name}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
            <DueCheckText row={r} />
          </li>
        ))}
      </ul>
    </DashboardBlock>
  );
}
