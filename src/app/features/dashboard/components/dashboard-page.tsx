// Placeholder: the dashboard (spec 01 §2 "Dashboard") replaces this file.
import { useSession } from '../../../lib/session';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';

export function Dashboard() {
  const { user } = useSession();
  return (
    <PageHeader
      title="Gösterge Paneli"
      description={user ? `Hoş geldiniz, ${user.first_name} ${user.last_name}` : undefined}
      actions={<StatusBadge tone="success">Sistem Aktif</StatusBadge>}
    />
  );
}

export const DashboardPage = Dashboard;
