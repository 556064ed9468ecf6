// Permission-dependent screens and actions (spec 01 §2, §6): without the permission the page is
// 'Erişim Engellendi' naming what is needed, and the page never mounts, so it makes no request the
// user may not make; an action a user may not take is not offered at all.
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '@app/lib/api-client';
import { fakeApi } from '../../../tests/helpers/fake-api';
import { renderInApp } from '../../../tests/helpers/render-in-app';
import { Can } from './can';
import { pageBehind, RequirePermission } from './require-permission';
import { SessionProvider } from '@app/lib/session';
import type { ReactNode } from 'react';

const server = fakeApi();

/** A page that reads its list as soon as it mounts. */
function WorkersPage() {
  const workers = useQuery({ queryKey: ['workers'], queryFn: () => api.get<unknown[]>('/workers') });
  return <h1>İşçiler ({workers.data?.length ?? '…'})</h1>;
}

const inSession = (ui: ReactNode) => <SessionProvider>{ui}</SessionProvider>;
/** The workers page behind its permission, as a route draws it (pageBehind). */
const GuardedWorkersPage = pageBehind('view_workers', WorkersPage);
const guardedWorkersPage = () => inSession(<GuardedWorkersPage />);

describe('a guarded page', () => {
  it('shows the page to a user holding the permission', async () => {
    server.signIn(['view_workers']);
    server.answer('GET /workers', [{ id: 'k1' }, { id: 'k2' }]);
    await renderInApp(guardedWorkersPage());
    expect(await screen.findByRole('heading', { name: 'İşçiler (2)' })).toBeInTheDocument();
  });

  it('without it says so in Turkish, names the permission, and makes no request', async () => {
    server.signIn(['view_equipment']);
    await renderInApp(guardedWorkersPage());
    expect(screen.getByRole('heading', { name: 'Erişim Engellendi' })).toBeInTheDocument();
    expect(screen.getByText('Bu sayfayı görüntülemek için yetkiniz bulunmamaktadır.')).toBeInTheDocument();
    expect(screen.getByText('view_workers')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /İşçiler/ })).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.path === '/workers')).toEqual([]);
  });

  it('with several permissions, any one is enough; none names them all', async () => {
    server.signIn(['resolve_malfunction']);
    const { unmount } = await renderInApp(
      inSession(
        <RequirePermission anyOf={['view_malfunctions', 'resolve_malfunction']}>
          <h1>Arızalı Ekipmanlar</h1>
        </RequirePermission>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Arızalı Ekipmanlar' })).toBeInTheDocument();
    unmount();
    server.signIn(['view_workers']);
    await renderInApp(
      inSession(
        <RequirePermission anyOf={['view_malfunctions', 'resolve_malfunction']}>
          <h1>Arızalı Ekipmanlar</h1>
        </RequirePermission>,
      ),
    );
    expect(screen.getByText('view_malfunctions, resolve_malfunction')).toBeInTheDocument();
  });

  it('"Geri Dön" on an address opened directly goes to the dashboard, not out of the app', async () => {
    server.signIn([]);
    const { router } = await renderInApp(
      inSession(
        <RequirePermission permission="manage_roles">
          <h1>Roller</h1>
        </RequirePermission>,
      ),
      '/users/roles',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Geri Dön' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('a session that ended (no token) grants nothing, whatever permissions were stored', async () => {
    localStorage.setItem('permissions', JSON.stringify(['view_workers']));
    await renderInApp(guardedWorkersPage());
    expect(screen.getByRole('heading', { name: 'Erişim Engellendi' })).toBeInTheDocument();
  });
});

describe('an action offered by permission', () => {
  const actions = (
    <>
      <Can permission="create_worker">
        <button type="button">Yeni İşçi</button>
      </Can>
      <Can anyOf={['edit_worker', 'delete_worker']}>
        <button type="button">İşlemler</button>
      </Can>
      <Can allOf={['view_users', 'manage_roles']} fallback={<span>Rolleri yalnızca yöneticiler düzenler.</span>}>
        <button type="button">Rolleri Düzenle</button>
      </Can>
    </>
  );
  const offered = () => screen.queryAllByRole('button').map((b) => b.textContent);

  it('a user with every permission is offered every action', async () => {
    server.signIn(['create_worker', 'edit_worker', 'view_users', 'manage_roles']);
    await renderInApp(inSession(actions));
    expect(offered()).toEqual(['Yeni İşçi', 'İşlemler', 'Rolleri Düzenle']);
  });

  it('any one of anyOf is enough; allOf needs all, else the fallback', async () => {
    server.signIn(['delete_worker', 'view_users']);
    await renderInApp(inSession(actions));
    expect(offered()).toEqual(['İşlemler']);
    expect(screen.getByText('Rolleri yalnızca yöneticiler düzenler.')).toBeInTheDocument();
  });

  it('a user without permissions is offered nothing', async () => {
    server.signIn([]);
    await renderInApp(inSession(actions));
    expect(offered()).toEqual([]);
  });
});
