// Header of the workers area with its tabs; Departments only with manage_departments.
import type { ReactNode } from 'react';
import { PageHeader } from '@app/components/page-header';
import { Tabs } from '@app/components/tabs';
import { useSession } from '@app/lib/session';

export function WorkersHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const { can } = useSession();
  return (
    <PageHeader title={title} description="Sahada çalışan personeli ve departmanları yönetin" actions={actions}>
      <Tabs
        label="İşçi sekmeleri"
        tabs={[
          { to: '/workers', label: 'İşçiler' },
          { to: '/workers/departments', label: 'Departmanlar', visible: can('manage_departments') },
        ]}
      />
    </PageHeader>
  );
}
