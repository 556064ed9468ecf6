// The next steps for one item as large links (the action sheet after a scan, the equipment detail
// page): what its status and the user's permissions allow (lib/scanner/scan-actions.ts).
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '@app/components/button';
import type { ScanAction } from '@app/lib/scanner/scan-actions';

/** '/transfers?yeni=1&ekipman=x' → the path and its search object, as the router's Link takes them. */
function splitHref(href: string): { to: string; search: Record<string, string | number> } {
  const url = new URL(href, 'http://local');
  // '1' stays the number the routes' search checks expect (`tara=1`, `yeni=1`).
  return { to: url.pathname, search: Object.fromEntries([...url.searchParams].map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v])) };
}

export interface ScanActionListProps {
  actions: readonly ScanAction[];
  /** Called when one is chosen (the sheet closes). */
  onChoose?: () => void;
  /** 'sheet': full-width stacked buttons; 'bar': a row that wraps (detail page). */
  layout?: 'sheet' | 'bar';
  serial: string;
  /** Said instead of the list when nothing is allowed ('Bu set için yapabileceğiniz bir işlem yok.'). */
  noneText?: string;
}

export function ScanActionList({ actions, onChoose, layout = 'sheet', serial, noneText }: ScanActionListProps) {
  if (actions.length === 0) return noneText ? <p className="text-sm text-slate-600">{noneText}</p> : null;
  return (
    <ul
      aria-label={`${serial} için işlemler`}
      className={layout === 'sheet' ? 'grid grid-cols-1 gap-2 min-[360px]:grid-cols-2' : 'flex flex-wrap gap-2'}
    >
      {actions.map((action, index) => {
        const { to, search } = splitHref(action.href);
        const primary = index === 0 && action.id !== 'detail';
        return (
          <li key={action.id} className={layout === 'sheet' && primary && actions.length % 2 === 1 ? 'min-[360px]:col-span-2' : undefined}>
            <Link
              to={to as '/'}
              search={search as never}
              onClick={onChoose}
              data-action={action.id}
              className={buttonClasses(primary ? 'primary' : 'secondary', layout === 'sheet' ? 'min-h-12 w-full text-base' : '')}
            >
              {action.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
