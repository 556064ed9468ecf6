// The side menu's entries (spec 01 §2): each page's href, Turkish label, the permission that shows it
// and its icon path, with the rules for which entries a session sees and which one is active.
import type { ReactNode } from 'react';
import type { Session } from '../lib/session';
import type { PermissionName } from '@shared/permissions';
import { OutlineIcon } from './outline-icon';
export interface NavEntry {
  href: string;
  label: string;
  /** Null: every signed-in user who holds any permission (Ayarlar: one's own profile and signature). */
  permission: PermissionName | null;
  icon: ReactNode;
}

/** A 24×24 outline icon (the side menu's style) from one path. */
export const icon = (d: string) => <OutlineIcon d={d} strokeWidth={1.6} className="size-5 shrink-0" />;

export const NAV_ENTRIES: readonly NavEntry[] = [
  {
    href: '/',
    label: 'Gösterge Paneli',
    permission: 'view_dashboard',
    icon: icon('M3.75 3.75h6.5v6.5h-6.5zM13.75 3.75h6.5v6.5h-6.5zM3.75 13.75h6.5v6.5h-6.5zM13.75 13.75h6.5v6.5h-6.5z'),
  },
  {
    href: '/users',
    label: 'Kullanıcılar',
    permission: 'view_users',
    icon: icon(
      'M15 19.13a9.38 9.38 0 0 0 2.63.37 9.34 9.34 0 0 0 4.12-.95 4.13 4.13 0 0 0-7.53-2.5M15 19.13v-.01c0-1.12-.29-2.17-.78-3.08M15 19.13v.1A12.32 12.32 0 0 1 8.62 21c-2.33 0-4.51-.65-6.37-1.77v-.1a6.38 6.38 0 0 1 11.96-3.08M12 6.38a3.38 3.38 0 1 1-6.75 0 3.38 3.38 0 0 1 6.75 0Zm8.25 2.25a2.63 2.63 0 1 1-5.25 0 2.63 2.63 0 0 1 5.25 0Z',
    ),
  },
  {
    href: '/workers',
    label: 'İşçiler',
    permission: 'view_workers',
    icon: icon(
      'M15.75 6a3.75 3.75 0 1 1-7.5 0 3.75 3.75 0 0 1 7.5 0ZM4.5 20.12a7.5 7.5 0 0 1 15 0A17.93 17.93 0 0 1 12 21.75c-2.68 0-5.22-.58-7.5-1.63Z',
    ),
  },
  {
    href: '/warehouses',
    label: 'Depolar',
    permission: 'view_warehouses',
    icon: icon('M2.25 21h19.5M3.75 21V9.75L12 4.5l8.25 5.25V21M8.25 21v-6h7.5v6M8.25 12h7.5'),
  },
  {
    href: '/equipment',
    label: 'Ekipmanlar',
    permission: 'view_equipment',
    icon: icon('M21 7.5l-9-5.25L3 7.5m18 0-9 5.25m9-5.25v9l-9 5.25M3 7.5l9 5.25M3 7.5v9l9 5.25m0-9v9'),
  },
  {
    href: '/field-equipment',
    label: 'Sahadaki Ekipmanlar',
    permission: 'view_field_equipment',
    icon: icon('M15 10.5a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z M19.5 10.5c0 7.14-7.5 11.25-7.5 11.25S4.5 17.64 4.5 10.5a7.5 7.5 0 1 1 15 0Z'),
  },
  {
    href: '/reservations',
    label: 'Rezervasyonlar',
    permission: 'view_reservations',
    icon: icon(
      'M6.75 3v2.25M17.25 3v2.25M3 18.75V7.5a2.25 2.25 0 0 1 2.25-2.25h13.5A2.25 2.25 0 0 1 21 7.5v11.25M3 18.75A2.25 2.25 0 0 0 5.25 21h13.5A2.25 2.25 0 0 0 21 18.75M3 18.75v-7.5h18v7.5',
    ),
  },
  {
    href: '/kits',
    label: 'Setler',
    permission: 'view_kits',
    icon: icon(
      'M3.75 6.75h16.5v12a1.5 1.5 0 0 1-1.5 1.5H5.25a1.5 1.5 0 0 1-1.5-1.5v-12ZM8.25 6.75V5.25a1.5 1.5 0 0 1 1.5-1.5h4.5a1.5 1.5 0 0 1 1.5 1.5v1.5M3.75 12h16.5',
    ),
  },
  {
    href: '/requests',
    label: 'Taleplerim',
    permission: 'create_request',
    icon: icon('M12 4.5v15m7.5-7.5h-15'),
  },
  {
    href: '/incoming-requests',
    label: 'Gelen Talepler',
    permission: 'approve_request',
    icon: icon('M4.5 12.75l6 6 9-13.5'),
  },
  {
    href: '/broken-equipment',
    label: 'Arızalı Ekipmanlar',
    permission: 'view_malfunctions',
    icon: icon(
      'M12 9v3.75m-9.3 3.38c-.87 1.5.22 3.37 1.95 3.37h14.7c1.73 0 2.82-1.87 1.95-3.37L13.95 3.38c-.87-1.5-3.03-1.5-3.9 0L2.7 16.13ZM12 15.75h.01',
    ),
  },
  {
    href: '/transfers',
    label: 'Transferler',
    permission: 'view_transfers',
    icon: icon('M7.5 21 3 16.5m0 0L7.5 12M3 16.5h13.5m0-13.5L21 7.5m0 0L16.5 12M21 7.5H7.5'),
  },
  {
    href: '/stock',
    label: 'Stok',
    permission: 'view_stock',
    icon: icon(
      'M20.25 7.5l-.63 10.63a2.25 2.25 0 0 1-2.24 2.12H6.62a2.25 2.25 0 0 1-2.24-2.12L3.75 7.5M10 11.25h4M3.38 7.5h17.25c.62 0 1.12-.5 1.12-1.12v-1.5c0-.63-.5-1.13-1.12-1.13H3.38c-.63 0-1.13.5-1.13 1.13v1.5c0 .62.5 1.12 1.13 1.12Z',
    ),
  },
  {
    href: '/stocktakes',
    label: 'Sayımlar',
    permission: 'manage_stocktake',
    icon: icon(
      'M9 12h6m-6 4h6M9 8h6M6.75 3.75h10.5a1.5 1.5 0 0 1 1.5 1.5v13.5a1.5 1.5 0 0 1-1.5 1.5H6.75a1.5 1.5 0 0 1-1.5-1.5V5.25a1.5 1.5 0 0 1 1.5-1.5Z',
    ),
  },
  {
    href: '/reports',
    label: 'Raporlar',
    permission: 'export_reports',
    icon: icon('M3 20.25h18M6.75 16.5v-4.5m5.25 4.5V7.5m5.25 9v-6.75'),
  },
  {
    href: '/settings',
    label: 'Ayarlar',
    permission: null,
    icon: icon(
      'M9.59 3.94c.09-.54.56-.94 1.11-.94h2.6c.55 0 1.02.4 1.11.94l.21 1.28c.06.37.31.68.65.87l.22.13c.33.2.74.26 1.1.12l1.22-.46a1.13 1.13 0 0 1 1.37.49l1.3 2.25c.27.48.16 1.08-.26 1.43l-1 .83c-.3.24-.45.61-.44.99v.25c-.01.38.14.75.44.99l1 .83c.42.35.53.95.26 1.43l-1.3 2.25a1.13 1.13 0 0 1-1.37.49l-1.22-.46c-.36-.14-.77-.08-1.1.12l-.22.13c-.34.19-.59.5-.65.87l-.21 1.28c-.09.54-.56.94-1.11.94h-2.6c-.55 0-1.02-.4-1.11-.94l-.21-1.28a1.25 1.25 0 0 0-.65-.87l-.22-.13a1.25 1.25 0 0 0-1.1-.12l-1.22.46a1.13 1.13 0 0 1-1.37-.49l-1.3-2.25a1.13 1.13 0 0 1 .26-1.43l1-.83c.3-.24.45-.61.44-.99v-.25c.01-.38-.14-.75-.44-.99l-1-.83a1.13 1.13 0 0 1-.26-1.43l1.3-2.25a1.13 1.13 0 0 1 1.37-.49l1.22.46c.36.14.77.08 1.1-.12l.22-.13c.34-.19.59-.5.65-.87l.21-1.28ZM15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
    ),
  },
];

/**
 * Spec 01 §2: every entry needs its permission, and "a user with an empty permission list sees only
 * the dashboard entry". Read literally, the dashboard entry shows with view_dashboard OR when the
 * permission list is empty; a user holding other permissions but not view_dashboard does not see it.
 */
export function visibleNavEntries(session: Pick<Session, 'permissions' | 'can'>): NavEntry[] {
  const held = session.permissions.length > 0;
  return NAV_ENTRIES.filter((e) => (e.permission === null ? held : session.can(e.permission)) || (e.href === '/' && !held));
}

/** Spec 01 §2: active when the path equals the href or lies below it; the root only exactly. */
export function isNavActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
