// The list kit: every list screen shows its rows through <ListView>. Columns are declared once
// with a priority (list-layout.ts decides from the list's own width): on a wide screen a table
// whose actions column stays pinned to the right edge (list-table.tsx), on a phone one compact
// line per row with its title, one line of detail, its status and a '⋯' menu of its actions
// (list-rows.tsx), so a phone's first screen shows more than five records. The table gives every
// column its planned width (fixed layout, list-layout.ts columnWidths), so nothing grows under the
// pinned actions. Text wraps between words and breaks inside a word only when one word is wider
// than its cell; long text is clamped to two lines in the table with the whole text in its title
// and a 'Devamını göster' button, and shown whole on the card.
// The column that names and opens the record (linkColumn), the status and date columns
// (statusColumn, dateColumn), the "no records yet" state (ListEmpty) and the "no results" state
// (`filtered`) are the kit's own. A row's key is its `id` unless the list names another (`rowKey`).
// The rows come from the caller (one page of them): the kit fetches nothing, and paging is the
// caller's state (useListPage or pageOf for a list held on the device, or a server's page).
//   const { pageRows, paging } = useListPage(filtered, 10);
//   <ListView caption="İşçiler" rows={pageRows} paging={paging}
//     columns={[linkColumn({ id: 'name', header: 'Ad Soyad' }, (w) => ({ to: linkOptions({ to: '/workers/$workerId', params: { workerId: w.id } }), text: fullName(w) })), …]}
//     actions={(w) => <Button variant="ghost" onClick={() => edit(w)}>Düzenle</Button>} actionsWidth={120}
//     summary={filtersActive ? <FilterSummary … /> : null} filtered={filtersActive}
//     empty={<ListEmpty title="Henüz işçi bulunmuyor" add={{ permission: 'create_worker', label: 'İlk İşçiyi Ekle', onClick: create }} />} />
import { useId, useState, type ReactNode } from 'react';
import { Link, type LinkOptions } from '@tanstack/react-router';
import { EmptyState } from './empty-state';
import { formatDate, formatDateTime, formatTime } from '@shared/format';
import { pageCount, pageSlice } from '@shared/pagination';
import { AddButton, type AddAction } from './add-button';
import { Paginator } from './paginator';
import { linkClasses } from './path-link';
import { StepPager, useElementWidth } from './list-view-parts';
import { Spinner } from './spinner';
import { DEFAULT_CARDS_BELOW, layoutColumns, MENU_ACTIONS_WIDTH, type ColumnPriority, type ColumnSize } from './list-layout';
import { CompactRows, ListCards } from './list-rows';
import { ListTable, SELECTION_WIDTH } from './list-table';

export interface ListColumn<T> extends ColumnSize {
  /** Column header in the table, field label on the card. */
  header: string;
  cell: (row: T) => ReactNode;
  /** What a phone's one-line row shows instead of `cell` (e.g. the serial first, whole). */
  compactCell?: (row: T) => ReactNode;
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

/** What a list shows and how, but for its rows' keys (RowKeyProp). */
export interface ListViewOptions<T> {
  /** Names the list for screen readers. */
  caption: string;
  /** A visible heading at the top of the list's box (the detail pages' histories). */
  title?: string;
  /** Beside the heading: a count, a CSV button. */
  titleExtra?: ReactNode;
  titleNote?: ReactNode;
  /** The rows to show now (one page). */
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  /** The row's buttons and links; always visible (pinned in the table, full size on the card). */
  actions?: (row: T) => ReactNode;
  /** Room the actions take in the table, in px (about 100 per button). */
  actionsWidth?: number;
  onRowClick?: (row: T) => void;
  /** Names a row for its '⋯' menu ('SN-001 işlemleri'); the list's caption otherwise. */
  rowLabel?: (row: T) => string;
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
  /** The actions fold into the '⋯' menu whenever that lets more columns in (list-layout foldForColumns). */
  foldActions?: boolean;
  /** Below this list width rows are always cards (default 560 px; Infinity: always cards). */
  cardsBelow?: number;
  /** Cards side by side in a grid, each in its own box (a list of few, short records). */
  cardGrid?: boolean;
  className?: string;
}

/** A row's React key: its `id`, unless the list names another (`rowKey`), as rows without an id must. */
export type RowKeyProp<T> = [T] extends [{ id: string }] ? { rowKey?: (row: T) => string } : { rowKey: (row: T) => string };

export type ListViewProps<T> = ListViewOptions<T> & RowKeyProp<T>;

const idOf = (row: unknown) => (row as { id: string }).id;

/** Room of the status column: a badge up to 'Tamamlandı' / 'İade Edildi' and the cell's padding. */
export const STATUS_COLUMN_WIDTH = 140;
/** Room of a fault's status column: its widest badge is 'Hurdaya Ayrıldı'. */
export const FAULT_STATUS_COLUMN_WIDTH = 165;

/** The status column of a list: 'Durum', its badges stacked, standing without a label on the card. */
export function statusColumn<T>(
  cell: (row: T) => ReactNode,
  options: { priority?: ColumnPriority; minWidth?: number } = {},
): ListColumn<T> {
  return {
    id: 'status',
    header: 'Durum',
    priority: options.priority ?? 2,
    minWidth: options.minWidth ?? STATUS_COLUMN_WIDTH,
    bareOnCard: true,
    cell: (row) => <div className="flex flex-col items-start gap-1">{cell(row)}</div>,
  };
}

/** Where a record's title leads: its page (`to`, undefined while the record is not on the server yet). */
export interface RecordLinkTarget {
  /** The record's page (`linkOptions({ to: '/workers/$workerId', params: … })`, checked against the routes). */
  to: LinkOptions | undefined;
  text: ReactNode;
  /** The link is drawn but does not open (a record whose page cannot open yet). */
  disabled?: boolean;
}

/** A click on a link in a row is the link's: the row's own click does not run too. */
export const stopRowClick = (e: { stopPropagation: () => void }) => e.stopPropagation();

/**
 * The column that names the record (priority 1, the card's title): its title as a link to the
 * record's page, the row's other lines (`below`) under it. A record with no page yet shows its
 * title unlinked. `className`: the link's classes (the app's link style by default).
 */
export function linkColumn<T>(
  column: Pick<ListColumn<T>, 'id' | 'header' | 'minWidth' | 'compactCell'>,
  link: (row: T) => RecordLinkTarget,
  options: { className?: string; below?: (row: T) => ReactNode } = {},
): ListColumn<T> {
  const { className = linkClasses, below } = options;
  const title = (row: T) => {
    const { to, text, disabled } = link(row);
    return to === undefined ? (
      <div className="font-medium text-slate-900">{text}</div>
    ) : (
      <Link {...to} disabled={disabled} onClick={stopRowClick} className={className}>
        {text}
      </Link>
    );
  };
  return {
    ...column,
    priority: 1,
    cell: below
      ? (row) => (
          <>
            {title(row)}
            {below(row)}
          </>
        )
      : title,
  };
}

/**
 * A column of text shown bare in the table and named on a phone's line, which has no column heads
 * ('Son teslim 3 Kas 2026', 'Okuma 12').
 */
export function namedOnPhone<T>(
  column: Omit<ListColumn<T>, 'cell' | 'compactCell'>,
  name: string,
  text: (row: T) => string,
): ListColumn<T> {
  return { ...column, cell: text, compactCell: (row) => `${name} ${text(row)}` };
}

/** Room of a date column: '24 Kas 2026 08:36' and the cell's padding. */
export const DATE_COLUMN_WIDTH = 148;

/** A date and time column ('-' without a date), on one line; `stacked`: the day over the time (a narrow table). */
export function dateColumn<T>(
  id: string,
  header: string,
  date: (row: T) => string | null | undefined,
  priority: ColumnPriority = 2,
  options: { stacked?: boolean } = {},
): ListColumn<T> {
  if (!options.stacked)
    return { id, header, priority, minWidth: DATE_COLUMN_WIDTH, nowrap: true, cell: (row) => formatDateTime(date(row)) };
  return {
    id,
    header,
    priority,
    minWidth: STACKED_DATE_COLUMN_WIDTH,
    nowrap: true,
    cell: (row) => {
      const value = date(row);
      return value ? (
        <span className="flex flex-col">
          <span>{formatDate(value)}</span>
          <span className="text-xs text-slate-500">{formatTime(value)}</span>
        </span>
      ) : (
        '-'
      );
    },
  };
}

/** Room of a date over its time: '24 Kas 2026' and the cell's padding. */
export const STACKED_DATE_COLUMN_WIDTH = 104;

/** A list with no records yet: what it will hold and, for who may, the button that adds the first. */
export function ListEmpty({ title, description, add }: { title: string; description?: string; add?: AddAction }) {
  return <EmptyState title={title} description={description} action={add ? <AddButton {...add} /> : undefined} />;
}

/** What a list shows when a search or filter leaves no rows. */
export function NoResults() {
  return <EmptyState title="Arama sonucu bulunamadı" description="Arama veya filtre ölçütlerini değiştirip tekrar deneyin." />;
}

/**
 * One page of a list held on the device, its page held by the caller (e.g. in the address): the
 * page's rows and the paginator's props, as ListView takes them.
 *   <ListView caption="İşçiler" {...pageOf(filtered, page, 10, setPage)} … />
 */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number, onPageChange: (page: number) => void) {
  const paging: ListPaging = { page, pageSize, total: rows.length, onPageChange };
  return { rows: pageSlice(rows, page, pageSize), paging };
}

/** Paging of a list held on the device: the page's rows and the paginator's props. */
export function useListPage<T>(rows: readonly T[], pageSize: number, initialPage = 1) {
  const [page, setPage] = useState(initialPage);
  const current = Math.min(Math.max(1, page), pageCount(rows.length, pageSize));
  const { rows: pageRows, paging } = pageOf(rows, current, pageSize, setPage);
  return { page: current, setPage, pageRows, paging };
}

export function ListView<T>(props: ListViewProps<T>) {
  const {
    title,
    titleExtra,
    titleNote,
    rows,
    columns,
    actions,
    actionsWidth = 0,
    loading,
    empty,
    filtered,
    summary,
    paging,
    selection,
    stale,
    cardsBelow,
    cardGrid,
    className = '',
  } = props;
  const rowKey: (row: T) => string = props.rowKey ?? idOf;
  const headingId = useId();
  const [ref, width] = useElementWidth();
  const layout =
    width === null
      ? null
      : layoutColumns(columns, width, {
          actionsWidth: actions ? actionsWidth : 0,
          menuWidth: actions ? MENU_ACTIONS_WIDTH : 0,
          foldForColumns: props.foldActions,
          selectionWidth: selection ? SELECTION_WIDTH : 0,
          cardsBelow,
        });
  const shown = layout ? columns.filter((c) => layout.columns.includes(c.id)) : [];
  const actionsLabel = (row: T) => (props.rowLabel ? `${props.rowLabel(row)} işlemleri` : 'Satır işlemleri');
  const phone = width !== null && width < DEFAULT_CARDS_BELOW;

  let body: ReactNode;
  if (loading) body = <Spinner block showLabel label={`${props.caption} yükleniyor…`} />;
  else if (rows.length === 0) body = filtered ? <NoResults /> : (empty ?? null);
  else if (!layout || width === null) body = null;
  else if (layout.mode === 'table')
    body = (
      <ListTable {...props} rowKey={rowKey} shown={shown} width={width} actionsMenu={layout.actionsMenu} actionsLabel={actionsLabel} />
    );
  else if (cardGrid && !phone) body = <ListCards {...props} rowKey={rowKey} shown={shown} actionsLabel={actionsLabel} />;
  else body = <CompactRows {...props} rowKey={rowKey} shown={shown} actionsLabel={actionsLabel} />;

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
          rows.length > 0 ? (
            <StepPager {...paging} />
          ) : null
        ) : paging && !loading ? (
          <Paginator {...paging} className="border-t border-slate-100 px-4" />
        ) : null}
      </div>
    </div>
  );
}
