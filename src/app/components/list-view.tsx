// The list kit: every list screen shows its rows through <ListView>. Columns are declared once
// with a priority (list-layout.ts decides from the list's own width): on a wide screen a table
// whose actions column stays pinned to the right edge, on a narrow one a card per row with its
// priority 1 and 2 fields and the actions as full-size (≥ 44 px) buttons. The table gives every
// column its planned width (fixed layout, list-layout.ts columnWidths), so nothing grows under the
// pinned actions. Text wraps between words and breaks inside a word only when one word is wider
// than its cell; long text is clamped to two lines in the table with the whole text in its title
// and a 'Devamını göster' button, and shown whole on the card.
// The status and date columns (statusColumn, dateColumn), the "no records yet" state (ListEmpty)
// and the "no results" state (`filtered`) are the kit's own.
// The rows come from the caller (one page of them): the kit fetches nothing, and paging is the
// caller's state (useListPage for a list held on the device, or a server's page).
//   const { pageRows, paging } = useListPage(filtered, 10);
//   <ListView caption="İşçiler" rows={pageRows} rowKey={(w) => w.id} paging={paging}
//     columns={[{ id: 'name', header: 'Ad Soyad', priority: 1, cell: (w) => fullName(w) }, …]}
//     actions={(w) => <Button variant="ghost" onClick={() => edit(w)}>Düzenle</Button>} actionsWidth={120}
//     summary={filtersActive ? <FilterSummary … /> : null} filtered={filtersActive}
//     empty={<ListEmpty title="Henüz işçi bulunmuyor" add={{ permission: 'create_worker', label: 'İlk İşçiyi Ekle', onClick: create }} />} />
import { useId, useState, type ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { formatDateTime } from '@shared/format';
import { pageCount, pageSlice } from '@shared/pagination';
import type { PermissionName } from '@shared/permissions';
import { Button } from './button';
import { Can } from './can';
import { Paginator } from './paginator';
import { LongText, rowClickHandler, StepPager, useElementWidth } from './list-view-parts';
import { Spinner } from './spinner';
import { columnWidths, layoutColumns, titleColumn, type ColumnPriority, type ColumnSize } from './list-layout';

export interface ListColumn<T> extends ColumnSize {
  /** Column header in the table, field label on the card. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Long free text (a fault description): two lines in the table, the whole text in its title and on the card. */
  longText?: (row: T) => string;
  align?: 'left' | 'right';
  /** On the card the value stands without its label (a status badge says what it is). */
  bareOnCard?: boolean;
}

export interface ListPaging {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** A sliding window of at most this many page buttons. */
  maxButtons?: number;
  /** 'steps': 'Önceki', 'Sayfa p / n', 'Sonraki' and the range text, shown even for one page (the histories). */
  variant?: 'numbers' | 'steps';
  /** Range text of the 'steps' pager. */
  rangeText?: (page: number, pageSize: number, total: number) => string;
}

export interface ListSelection<T> {
  isSelected: (row: T) => boolean;
  onToggle: (row: T, on: boolean) => void;
  /** Accessible name of a row's checkbox. */
  rowLabel: (row: T) => string;
  /** The header checkbox (table only): every row of the page. */
  onTogglePage?: (on: boolean) => void;
  pageLabel?: string;
}

export interface ListViewProps<T> {
  /** Names the list for screen readers. */
  caption: string;
  /** A visible heading at the top of the list's box (the detail pages' histories). */
  title?: string;
  /** Beside the heading: a count, a CSV button. */
  titleExtra?: ReactNode;
  titleNote?: ReactNode;
  /** The rows to show now (one page). */
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly ListColumn<T>[];
  /** The row's buttons and links; always visible (pinned in the table, full size on the card). */
  actions?: (row: T) => ReactNode;
  /** Room the actions take in the table, in px (about 100 per button). */
  actionsWidth?: number;
  onRowClick?: (row: T) => void;
  /** data-testid of each row (table row or card). */
  rowTestId?: string;
  loading?: boolean;
  /** Shown instead of the rows when there are none (and no search or filter is on). */
  empty?: ReactNode;
  /** A search or filter is on: no rows then reads 'Arama sonucu bulunamadı'. */
  filtered?: boolean;
  /** Above the rows: the filtered-count bar (FilterSummary). */
  summary?: ReactNode;
  paging?: ListPaging;
  selection?: ListSelection<T>;
  /** Dimmed while a new answer is being computed. */
  stale?: boolean;
  /** Below this list width rows are always cards (default 560 px; Infinity: always cards). */
  cardsBelow?: number;
  /** Cards side by side in a grid, each in its own box (a list of few, short records). */
  cardGrid?: boolean;
  className?: string;
}

const SELECTION_WIDTH = 52;
/** Room of the status column: a badge up to 'Tamamlandı' / 'İade Edildi' and the cell's padding. */
export const STATUS_COLUMN_WIDTH = 140;
/** Room of a fault's status column: its widest badge is 'Hurdaya Ayrıldı'. */
export const FAULT_STATUS_COLUMN_WIDTH = 165;

/** The status column of a list: 'Durum', its badges stacked, standing without a label on the card. */
export function statusColumn<T>(cell: (row: T) => ReactNode, options: { priority?: ColumnPriority; minWidth?: number } = {}): ListColumn<T> {
  return {
    id: 'status',
    header: 'Durum',
    priority: options.priority ?? 2,
    minWidth: options.minWidth ?? STATUS_COLUMN_WIDTH,
    bareOnCard: true,
    cell: (row) => <div className="flex flex-col items-start gap-1">{cell(row)}</div>,
  };
}

/** Room of a date column: '24 Kas 2026 08:36' and the cell's padding. */
export const DATE_COLUMN_WIDTH = 148;

/** A date and time column ('-' without a date), on one line. */
export function dateColumn<T>(id: string, header: string, date: (row: T) => string | null | undefined, priority: ColumnPriority = 2): ListColumn<T> {
  return { id, header, priority, minWidth: DATE_COLUMN_WIDTH, nowrap: true, cell: (row) => formatDateTime(date(row)) };
}

/** A list with no records yet: what it will hold and, for who may, the button that adds the first. */
export function ListEmpty({ title, description, add }: { title: string; description?: string; add?: { permission: PermissionName; label: string; onClick: () => void } }) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        add ? (
          <Can permission={add.permission}>
            <Button onClick={add.onClick}>{add.label}</Button>
          </Can>
        ) : undefined
      }
    />
  );
}

/** What a list shows when a search or filter leaves no rows. */
export function NoResults() {
  return <EmptyState title="Arama sonucu bulunamadı" description="Arama veya filtre ölçütlerini değiştirip tekrar deneyin." />;
}

/** Paging of a list held on the device: the page's rows and the paginator's props. */
export function useListPage<T>(rows: readonly T[], pageSize: number, initialPage = 1) {
  const [page, setPage] = useState(initialPage);
  const current = Math.min(Math.max(1, page), pageCount(rows.length, pageSize));
  const paging: ListPaging = { page: current, pageSize, total: rows.length, onPageChange: setPage };
  return { page: current, setPage, pageRows: pageSlice(rows, current, pageSize), paging };
}

export function ListView<T>(props: ListViewProps<T>) {
  const { title, titleExtra, titleNote, rows, columns, actions, actionsWidth = 0, loading, empty, filtered, summary, paging, selection, stale, cardsBelow, cardGrid, className = '' } = props;
  const headingId = useId();
  const [ref, width] = useElementWidth();
  const layout = width === null ? null : layoutColumns(columns, width, { actionsWidth: actions ? actionsWidth : 0, selectionWidth: selection ? SELECTION_WIDTH : 0, cardsBelow });
  const shown = layout ? columns.filter((c) => layout.columns.includes(c.id)) : [];

  let body: ReactNode;
  if (loading) body = <Spinner block />;
  else if (rows.length === 0) body = filtered ? <NoResults /> : (empty ?? null);
  else if (!layout || width === null) body = null;
  else if (layout.mode === 'table') body = <ListTable {...props} shown={shown} width={width} />;
  else body = <ListCards {...props} shown={shown} />;

  return (
    <div className={`flex min-w-0 flex-col gap-3 ${className}`}>
      {summary}
      <div
        ref={ref}
        data-list-mode={layout?.mode ?? 'measuring'}
        aria-busy={stale || undefined}
        role={title ? 'region' : undefined}
        aria-labelledby={title ? headingId : undefined}
        className={`min-w-0 ${cardGrid ? '' : 'overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm'} ${stale ? 'opacity-70' : ''}`}
      >
        {title ? (
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
            <div className="min-w-0">
              <h2 id={headingId} className="text-base font-semibold text-slate-900">
                {title}
              </h2>
              {titleNote ? <p className="text-sm text-slate-600">{titleNote}</p> : null}
            </div>
            {titleExtra}
          </div>
        ) : null}
        {body}
        {paging && !loading && paging.variant === 'steps' ? (
          rows.length > 0 ? <StepPager {...paging} /> : null
        ) : paging && !loading ? (
          <Paginator
            className="border-t border-slate-100 px-4"
            page={paging.page}
            pageSize={paging.pageSize}
            total={paging.total}
            onPageChange={paging.onPageChange}
            maxButtons={paging.maxButtons}
          />
        ) : null}
      </div>
    </div>
  );
}

type PartProps<T> = ListViewProps<T> & { shown: readonly ListColumn<T>[] };

function ListTable<T>({ caption, rows, rowKey, shown, actions, actionsWidth = 0, onRowClick, rowTestId, selection, width }: PartProps<T> & { width: number }) {
  const allOnPage = selection ? rows.length > 0 && rows.every((r) => selection.isSelected(r)) : false;
  // A header word never breaks: one wider than its column shows as a cell wider than its plan.
  const th = 'px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
  const widths = columnWidths(shown, width, { actionsWidth: actions ? actionsWidth : 0, selectionWidth: selection ? SELECTION_WIDTH : 0 });
  return (
    <div className="overflow-x-auto">
      <table className="w-full table-fixed divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          {selection ? <col style={{ width: widths.selection }} /> : null}
          {shown.map((c) => (
            <col key={c.id} style={{ width: widths.columns[c.id] }} />
          ))}
          {actions ? <col style={{ width: widths.actions }} /> : null}
        </colgroup>
        <thead className="bg-slate-50">
          <tr>
            {selection ? (
              <th scope="col" className="w-12 px-2 py-1">
                {selection.onTogglePage ? (
                  <label className="flex size-11 cursor-pointer items-center justify-center">
                    <input type="checkbox" className="size-5" aria-label={selection.pageLabel ?? 'Bu sayfadakileri seç'} checked={allOnPage} onChange={(e) => selection.onTogglePage?.(e.target.checked)} />
                  </label>
                ) : (
                  <span className="sr-only">Seç</span>
                )}
              </th>
            ) : null}
            {shown.map((c) => (
              <th key={c.id} scope="col" className={`${th} ${c.align === 'right' ? 'text-right' : ''}`}>
                {c.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className={`${th} sticky right-0 bg-slate-50 text-right`}>
                <span className="sr-only">İşlemler</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId} onClick={rowClickHandler(row, onRowClick)} className={`group align-top ${onRowClick ? 'cursor-pointer hover:bg-slate-50' : ''}`}>
              {selection ? (
                <td className="px-2 py-1">
                  {/* The whole 44 px cell toggles: touch-first. */}
                  <label className="flex size-11 cursor-pointer items-center justify-center">
                    <input type="checkbox" className="size-5" aria-label={selection.rowLabel(row)} checked={selection.isSelected(row)} onChange={(e) => selection.onToggle(row, e.target.checked)} />
                  </label>
                </td>
              ) : null}
              {shown.map((c) => (
                <td
                  key={c.id}
                  className={`px-3 py-3 text-slate-800 ${c.nowrap ? 'whitespace-nowrap' : 'break-words'} ${c.align === 'right' ? 'text-right' : ''}`}
                >
                  {c.longText ? <LongText text={c.longText(row)}>{c.cell(row)}</LongText> : c.cell(row)}
                </td>
              ))}
              {actions ? (
                <td className={`sticky right-0 bg-white px-3 py-2 ${onRowClick ? 'group-hover:bg-slate-50' : ''}`}>
                  <div data-row-actions className="flex items-center justify-end gap-1 whitespace-nowrap">
                    {actions(row)}
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ListCards<T>({ caption, rows, rowKey, columns, shown, actions, onRowClick, rowTestId, selection, cardGrid }: PartProps<T>) {
  const title = titleColumn(shown) ?? titleColumn(columns);
  const fields = shown.filter((c) => c !== title);
  return (
    <ul aria-label={caption} className={cardGrid ? 'grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-4' : 'divide-y divide-slate-100'}>
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
              {selection ? (
                <label className="-my-2 -ml-2 flex size-11 shrink-0 cursor-pointer items-center justify-center">
                  <input type="checkbox" className="size-5" aria-label={selection.rowLabel(row)} checked={selection.isSelected(row)} onChange={(e) => selection.onToggle(row, e.target.checked)} />
                </label>
              ) : null}
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
              <div data-row-actions className="flex flex-wrap gap-2 [&_a]:min-h-11 [&_a]:rounded-lg [&_a]:ring-1 [&_a]:ring-slate-300 [&_button]:min-h-11 [&_button]:ring-1 [&_button]:ring-slate-300">
                {buttons}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
