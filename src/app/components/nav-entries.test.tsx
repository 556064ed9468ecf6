// Which side-menu entries a session sees and which one is active (spec 01 §2), and the link tabs of
// an area: each entry needs its permission; an empty permission list sees only the dashboard.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../tests/helpers/render-in-app';
import { isNavActive, NAV_ENTRIES, visibleNavEntries } from './nav-entries';
import { isPathActive, Tabs } from './tabs';

const sessionWith = (permissions: string[]) => ({ permissions, can: (p: string) => permissions.includes(p) });
const labels = (permissions: string[]) =>
  visibleNavEntries(sessionWith(permissions) as Parameters<typeof visibleNavEntries>[0]).map((e) => e.label);

describe('the side menu', () => {
  it('lists the pages in the spec’s order, each behind its own permission', () => {
    expect(NAV_ENTRIES.map((e) => e.href)).toEqual([
      '/',
      '/users',
      '/workers',
      '/warehouses',
      '/equipment',
      '/field-equipment',
      '/reservations',
      '/kits',
      '/requests',
      '/incoming-requests',
      '/broken-equipment',
      '/transfers',
      '/stock',
      '/stocktakes',
      '/reports',
      '/settings',
    ]);
  });

  it('shows a field user only their pages and Ayarlar, without the dashboard they may not see', () => {
    expect(labels(['create_request', 'view_field_equipment'])).toEqual(['Sahadaki Ekipmanlar', 'Taleplerim', 'Ayarlar']);
    expect(labels(['view_dashboard', 'view_transfers', 'approve_request'])).toEqual([
      'Gösterge Paneli',
      'Gelen Talepler',
      'Transferler',
      'Ayarlar',
    ]);
  });

  it('shows a user without any permission only the dashboard', () => {
    expect(labels([])).toEqual(['Gösterge Paneli']);
  });

  it('marks an entry active on its page and below it; the dashboard only on itself', () => {
    expect(isNavActive('/', '/')).toBe(true);
    expect(isNavActive('/equipment', '/')).toBe(false);
    expect(isNavActive('/equipment/e1', '/equipment')).toBe(true);
    expect(isNavActive('/equipment', '/equipment')).toBe(true);
    // A page whose path only starts the same is another page.
    expect(isNavActive('/requests-archive', '/requests')).toBe(false);
    expect(isNavActive('/incoming-requests', '/requests')).toBe(false);
  });
});

describe('an area’s tabs', () => {
  it('match their path exactly, or below it when asked, a trailing slash aside', () => {
    expect(isPathActive('/workers/', '/workers', false)).toBe(true);
    expect(isPathActive('/workers/departments', '/workers', false)).toBe(false);
    expect(isPathActive('/workers/w1', '/workers', true)).toBe(true);
    expect(isPathActive('/workersx', '/workers', true)).toBe(false);
    expect(isPathActive('/anything', '/', true)).toBe(false);
  });

  it('show the visible ones as links, only the current page marked (not its parent tab too)', async () => {
    await renderInApp(
      <Tabs
        label="İşçi sekmeleri"
        tabs={[
          { to: '/workers', label: 'İşçiler' },
          { to: '/workers/departments', label: 'Departmanlar' },
          { to: '/workers/kvkk', label: 'KVKK', visible: false },
        ]}
      />,
      '/workers/departments',
    );
    const nav = screen.getByRole('navigation', { name: 'İşçi sekmeleri' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('aria-current')])).toEqual([
      ['İşçiler', '/workers', null],
      ['Departmanlar', '/workers/departments', 'page'],
    ]);
  });

  it('a tab asked to be active below its path is marked there', async () => {
    await renderInApp(<Tabs label="İşçi sekmeleri" tabs={[{ to: '/workers', label: 'İşçiler', prefix: true }]} />, '/workers/w1?sekme=kkd');
    expect(screen.getByRole('link', { name: 'İşçiler' })).toHaveAttribute('aria-current', 'page');
  });
});
