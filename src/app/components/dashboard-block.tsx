// A block of the dashboard that lists what needs doing (checks running out, warehouses not counted):
// its heading with a count, a link to the full screen, and the list.
//   <DashboardBlock name="count-due" title="…" link={{ to: '/stocktakes', label: 'Sayımlar' }}>…</DashboardBlock>
import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';

export function DashboardBlock({
  name,
  title,
  link,
  wrap = false,
  children,
}: {
  /** The block's test id; its heading's id is `${name}-title`. */
  name: string;
  title: ReactNode;
  link?: { to: LinkProps['to']; label: string } | null;
  /** The link may go under a long heading. */
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${name}-title`} className="mb-4 rounded-xl border border-slate-200 bg-white shadow-sm" data-testid={name}>
      <div
        className={
          wrap
            ? 'flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3'
            : 'flex items-center justify-between border-b border-slate-100 px-4 py-3'
        }
      >
        <h2 id={`${name}-title`} className="font-semibold text-slate-900">
          {title}
        </h2>
        {link ? (
          <Link to={link.to} className="inline-flex min-h-11 items-center text-sm font-medium text-blue-800 hover:underline">
            {link.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
