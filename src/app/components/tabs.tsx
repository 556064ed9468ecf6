// Link tabs (each tab is a route): active when the path equals the tab's href, or starts with it
// when `prefix` is set. Each tab can be hidden with `visible` (e.g. a permission check).
//   <Tabs label="İşçi sekmeleri" tabs={[{ to: '/workers', label: 'İşçiler' },
//     { to: '/workers/departments', label: 'Departmanlar', visible: can('manage_departments') }]} />
import { Link, useLocation } from '@tanstack/react-router';

export interface TabItem {
  to: string;
  label: string;
  /** Also active on sub-paths (e.g. '/workers' for '/workers/{id}'). Off by default. */
  prefix?: boolean;
  visible?: boolean;
}

export function isPathActive(pathname: string, href: string, prefix: boolean): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === href) return true;
  return prefix && href !== '/' && path.startsWith(`${href}/`);
}

export function Tabs({ tabs, label }: { tabs: readonly TabItem[]; label: string }) {
  const { pathname } = useLocation();
  const shown = tabs.filter((t) => t.visible !== false);
  return (
    <nav aria-label={label} className="-mb-px overflow-x-auto border-b border-slate-200">
      {/* On a phone the tabs wrap rather than cut the last one ('Ko…'). */}
      <ul className="flex flex-wrap sm:flex-nowrap sm:gap-1">
        {shown.map((tab) => {
          const active = isPathActive(pathname, tab.to, tab.prefix ?? false);
          return (
            <li key={tab.to}>
              <Link
                // Area routes are registered by their own files; the tab only needs the path.
                to={tab.to as '/'}
                // The router marks a link current on every path below it too ('/workers' on
                // '/workers/departments'): only this tab's own rule (exact or `prefix`) may say so.
                activeOptions={{ exact: true, includeSearch: false }}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-2 text-sm sm:px-4 font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 ${
                  active ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
