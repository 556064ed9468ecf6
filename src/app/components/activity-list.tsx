// The short lists of the dashboard: a title, 'Tümünü Gör' to the full list, a few items each
// opening its record, and an empty text with an optional action. Links appear only where the
// user may go: without `viewAll` no 'Tümünü Gör', an item without `to` is plain text.
// Long titles wrap; the subtitle is cut to three lines with the whole text in its title. A list that
// could not be read (`unavailable`) says 'Bağlantı gerekiyor' instead of its empty text.
//   <ActivityList title="Son Transferler" viewAll={can('view_transfers') ? { to: '/transfers' } : undefined}
//     emptyText="Transfer kaydı bulunmuyor" items={[{ id, to: `/transfers/${id}`, title, subtitle, date }]} />
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDateTime } from '@shared/format';

export interface ActivityItem {
  id: string;
  /** Where the item leads; omit when the user may not open it. */
  to?: string;
  title: string;
  subtitle?: string;
  extra?: string;
  badge?: ReactNode;
  date: string;
}

export interface ActivityLink {
  to: string;
  label?: string;
  search?: Record<string, string | number>;
}

// Links into any area: those routes are registered by their own files.
const path = (to: string) => to as '/';
const linkClass = 'inline-flex min-h-11 items-center text-sm font-medium text-blue-700 hover:underline';

export function ActivityList({
  title,
  viewAll,
  items,
  emptyText,
  emptyAction,
  testId,
  unavailable = false,
}: {
  title: string;
  viewAll?: ActivityLink;
  items: readonly ActivityItem[];
  emptyText: string;
  emptyAction?: ActivityLink & { label: string };
  testId?: string;
  /** Neither the server answered nor does the device hold it: say so rather than "none". */
  unavailable?: boolean;
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 border-b border-slate-100 px-4 py-2">
        <h2 className="py-2 text-base font-semibold text-slate-900">{title}</h2>
        {viewAll ? (
          <Link to={path(viewAll.to)} search={viewAll.search as never} className={linkClass}>
            {viewAll.label ?? 'Tümünü Gör'}
          </Link>
        ) : null}
      </div>
      {items.length === 0 && unavailable ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-1 px-4 py-8 text-center" data-testid="needs-connection">
          <p className="text-sm font-medium text-slate-700">Bağlantı gerekiyor</p>
          <p className="text-xs text-slate-500">Bu liste cihazda tutulmuyor; bağlantı gelince gösterilir.</p>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-4 py-8 text-center">
          <p className="text-sm text-slate-500">{emptyText}</p>
          {emptyAction ? (
            <Link to={path(emptyAction.to)} search={emptyAction.search as never} className={linkClass}>
              {emptyAction.label}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => {
            const content = (
              <>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900 break-words">{item.title}</p>
                  {item.subtitle ? (
                    <p className="line-clamp-3 text-sm text-slate-600 break-words" title={item.subtitle}>
                      {wholeWords(item.subtitle)}
                    </p>
                  ) : null}
                  <p className="text-xs text-slate-500">
                    {formatDateTime(item.date)}
                    {item.extra ? ` · ${item.extra}` : ''}
                  </p>
                </div>
                {item.badge ? <div className="shrink-0">{item.badge}</div> : null}
              </>
            );
            const row = 'flex flex-wrap items-start justify-between gap-x-3 gap-y-1 px-4 py-3';
            return (
              <li key={item.id}>
                {item.to ? (
                  <Link to={path(item.to)} className={`${row} hover:bg-slate-50`}>
                    {content}
                  </Link>
                ) : (
                  <div className={row}>{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * A word with a hyphen (a serial 'ATC-25-000350', 'Kırıcı-Delici') never breaks at its hyphen:
 * the line breaks before it instead.
 */
function wholeWords(text: string) {
  return text.split(/(\S+-\S+)/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
