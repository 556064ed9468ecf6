// The list kit's rows when there is no room for a table (list-view.tsx): on a phone one compact
// line per record with a '⋯' menu of its actions; a short list of few records on a wider screen
// as cards side by side (`cardGrid`).
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { titleColumn } from './list-layout';
import type { PartProps } from './list-table';
import { rowClickHandler, RowCheckBox } from './list-view-parts';
import { MoreMenu } from './more-menu';

/** Cards side by side, each in its own box: a list of few, short records on a wider screen. */
export function ListCards<T>({ caption, rows, rowKey, columns, shown, actions, onRowClick, rowTestId, selection, cardGrid }: PartProps<T>) {
  const title = titleColumn(shown) ?? titleColumn(columns);
  const fields = shown.filter((c) => c !== title);
  return (
    <ul
      aria-label={caption}
      className={cardGrid ? 'grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-4' : 'divide-y divide-slate-100'}
    >
      {rows.map((row) => {
        const buttons = actions?.(row);
        return (
          <li
            key={rowKey(row)}
            data-testid={rowTestId}
            onClick={rowClickHandler(row, onRowClick)}
            className={`flex flex-col gap-3 p-4 ${cardGrid ? 'rounded-xl border border-slate-200 bg-white shadow-sm' : ''} ${onRowClick ? (cardGrid ? 'cursor-pointer hover:border-blue-300' : 'cursor-pointer hover:bg-slate-50') : ''}`}
          >
            <div className="flex items-start gap-2">
              {selection ? <RowCheckBox selection={selection} row={row} className="-my-2 -ml-2 shrink-0" /> : null}
              {title ? <div className="min-w-0 flex-1 text-base font-medium text-slate-900 break-words">{title.cell(row)}</div> : null}
            </div>
            {fields.length > 0 ? (
              <dl className={`grid grid-cols-1 gap-x-6 gap-y-2 text-sm ${cardGrid ? '' : 'sm:grid-cols-2'}`}>
                {fields.map((c) => (
                  <div key={c.id} className="min-w-0">
                    <dt className={c.bareOnCard ? 'sr-only' : 'text-xs font-medium text-slate-500'}>{c.header}</dt>
                    <dd className="text-slate-800 break-words">{c.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {buttons ? (
              <div
                data-row-actions
                className="flex flex-wrap gap-2 [&_a]:min-h-11 [&_a]:rounded-lg [&_a]:ring-1 [&_a]:ring-slate-300 [&_button]:min-h-11 [&_button]:ring-1 [&_button]:ring-slate-300"
              >
                {buttons}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A row's actions behind its '⋯' menu; nothing when the row has none (they are counted as drawn). */
function RowActions({ label, children }: { label: string; children: ReactNode }) {
  const probe = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(0);
  useLayoutEffect(() => {
    setCount(probe.current?.querySelectorAll('a, button').length ?? 0);
  }, [children]);
  return (
    <>
      <div ref={probe} hidden>
        {children}
      </div>
      {count > 0 ? <MoreMenu label={label}>{children}</MoreMenu> : null}
    </>
  );
}

/**
 * A phone's list: one compact line per row (about 60 px, so a screen shows more than five): the
 * title, one line of the other fields, the status, and the row's actions behind '⋯'.
 */
export function CompactRows<T>({
  caption,
  rows,
  rowKey,
  columns,
  shown,
  actions,
  actionsLabel,
  onRowClick,
  rowTestId,
  selection,
}: PartProps<T>) {
  const title = titleColumn(shown) ?? titleColumn(columns);
  const badges = shown.filter((c) => c !== title && c.bareOnCard);
  const details = shown.filter((c) => c !== title && !c.bareOnCard);
  return (
    <ul aria-label={caption} className="divide-y divide-slate-100">
      {rows.map((row) => (
        <li
          key={rowKey(row)}
          data-testid={rowTestId}
          onClick={rowClickHandler(row, onRowClick)}
          className={`flex min-h-14 items-center gap-2 py-1.5 pl-3 pr-1 ${onRowClick ? 'cursor-pointer hover:bg-slate-50' : ''}`}
        >
          {selection ? <RowCheckBox selection={selection} row={row} className="-ml-2 shrink-0" /> : null}
          <div className="min-w-0 flex-1">
            {title?.compactCell ? (
              // The column lays out its own phone line (e.g. a serial that must show whole).
              <div className="min-w-0 font-medium text-slate-900">{title.compactCell(row)}</div>
            ) : title ? (
              <div className="truncate font-medium text-slate-900 [&_*]:inline [&_*+*]:before:content-['_']">{title.cell(row)}</div>
            ) : null}
            {details.length > 0 ? (
              <div className="truncate text-xs text-slate-600 [&_*]:inline">
                {details.map((c, i) => (
                  <span key={c.id} className="[&_*]:inline [&_div+div]:before:content-['_·_']">
                    {i > 0 ? ' · ' : ''}
                    {(c.compactCell ?? c.cell)(row)}
                  </span>
                ))}
              </div>
            ) : null}
          </div>
          {badges.length > 0 ? (
            <div className="flex shrink-0 flex-col items-end gap-1 text-xs">
              {badges.map((c) => (
                <div key={c.id}>{(c.compactCell ?? c.cell)(row)}</div>
              ))}
            </div>
          ) : null}
          {actions ? <RowActions label={actionsLabel(row)}>{actions(row)}</RowActions> : null}
        </li>
      ))}
    </ul>
  );
}
