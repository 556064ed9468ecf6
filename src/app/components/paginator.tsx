// Paginator of spec 01 §2: renders nothing when there is at most one page; shows every page up to 7,
// otherwise the first, the last and the current page's neighbours with ellipses; plus the range
// text ('1-10 / 42 kayıt gösteriliyor'). `maxButtons` switches to a sliding window of at most that
// many page buttons (worker history: 5). Pages are 1-based.
//   <Paginator page={page} pageSize={10} total={rows.length} onPageChange={setPage} />
import { pageCount, pageItems, pageRange, pageWindow, type PageItem } from '@shared/pagination';
import { SolidIcon } from './solid-icon';

export interface PaginatorProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  maxButtons?: number;
  className?: string;
}

export function paginatorRangeText(page: number, pageSize: number, total: number): string {
  const { from, to } = pageRange(page, pageSize, total);
  return `${from}-${to} / ${total} kayıt gösteriliyor`;
}

const itemBase =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

export function Paginator({ page, pageSize, total, onPageChange, maxButtons, className = '' }: PaginatorProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  const items: PageItem[] = maxButtons ? pageWindow(current, pages, maxButtons) : pageItems(current, pages);

  return (
    <nav aria-label="Sayfalama" className={`flex flex-col items-center justify-between gap-3 py-3 sm:flex-row ${className}`}>
      <p className="text-sm text-slate-600" aria-live="polite">
        {paginatorRangeText(current, pageSize, total)}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <StepButton label="Önceki sayfa" disabled={current <= 1} onClick={() => onPageChange(current - 1)} arrow={PREVIOUS_ARROW} />
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                onClick={() => onPageChange(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Sayfa ${item}`}
                className={`${itemBase} ${item === current ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ),
        )}
        <StepButton label="Sonraki sayfa" disabled={current >= pages} onClick={() => onPageChange(current + 1)} arrow={NEXT_ARROW} />
      </ul>
    </nav>
  );
}

const PREVIOUS_ARROW =
  'M11.78 5.22a.75.75 0 0 1 0 1.06L8.06 10l3.72 3.72a.75.75 0 1 1-1.06 1.06l-4.25-4.25a.75.75 0 0 1 0-1.06l4.25-4.25a.75.75 0 0 1 1.06 0Z';
const NEXT_ARROW =
  'M8.22 5.22a.75.75 0 0 1 1.06 0l4.25 4.25a.75.75 0 0 1 0 1.06l-4.25 4.25a.75.75 0 0 1-1.06-1.06L11.94 10 8.22 6.28a.75.75 0 0 1 0-1.06Z';

/** The previous/next page button: an arrow named by its label. */
function StepButton({ label, disabled, onClick, arrow }: { label: string; disabled: boolean; onClick: () => void; arrow: string }) {
  return (
    <li>
      <button
        type="button"
        className={`${itemBase} text-slate-700 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent`}
        onClick={onClick}
        disabled={disabled}
        aria-label={label}
      >
        <SolidIcon d={arrow} evenOdd className="size-5" />
      </button>
    </li>
  );
}
