// /users: header with the two tabs (users, roles); each tab is its own route below it.
import { Outlet } from '@tanstack/react-router';
import { PageHeader } from '@app/components/page-header';
import { Tabs } from '@app/components/tabs';

export function UsersLayout() {
  return (
    <div>
      <PageHeader title="Kullanıcı Yönetimi" description="Sistem kullanıcılarını ve rollerini yönetin">
        <Tabs
          label="Kullanıcı yönetimi sekmeleri"
          tabs={[
            { to: '/users', label: 'Kullanıcılar' },
            { to: '/users/roles', label: 'Roller' },
          ]}
        />
      </PageHeader>
      <Outlet />
    </div>
  );
}
