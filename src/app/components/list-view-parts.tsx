// The list kit's inner parts (list-view.tsx): the list's own width, a row's click, a long text
// clamped to two lines, and the histories' 'Önceki / Sayfa p / n / Sonraki' pager.
import { useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { pageCount } from '@shared/pagination';
import { Button } from './button';
import { paginatorRangeText } from './paginator';
import type { ListPaging, ListSelection } from './list-view';

export function useElementWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A click on a link, button or field inside a row does its own thing, not the row's; nor does a
 * click in something the row renders in a portal (its '⋯' menu, a dialog), which React passes up
 * to the row although it is not inside it on the page.
 */
export function rowClickHandler<T>(row: T, onRowClick: ((row: T) => void) | undefined) {
  if (!onRowClick) return undefined;
  return (e: MouseEvent) => {
    if (!e.currentTarget.contains(e.target as Node)) return;
    if ((e.target as HTMLElement).closest('a, button, input, select, label, textarea, [data-row-actions]')) return;
    onRowClick(row);
  };
}

/** A 44 px box (touch-first: the whole of it toggles) around a 20 px checkbox. */
export function CheckBox({
  label,
  checked,
  onChange,
  className = '',
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={`flex size-11 cursor-pointer items-center justify-center ${className}`}>
      <input type="checkbox" className="size-5" aria-label={label} checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </label>
  );
}

/** The box that selects one row. */
export function RowCheckBox<T>({ selection, row, className }: { selection: ListSelection<T>; row: T; className?: string }) {
  return (
    <CheckBox
      label={selection.rowLabel(row)}
      checked={selection.isSelected(row)}
      onChange={(checked) => selection.onToggle(row, checked)}
      className={className}
    />
  );
}

/** Two lines of a long text with the whole of it in the title; 'Devamını göster' opens the rest where it was cut. */
export function LongText({ text, children }: { text: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || open) return;
    const measure = () => setCut(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [open, text]);
  return (
    <div>
      <div ref={ref} className={open ? '' : 'line-clamp-2'} title={open ? undefined : text}>
        {children}
      </div>
      {cut || open ? (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="mt-1 rounded text-xs font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 pointer-coarse:min-h-11"
        >
          {open ? 'Daha az göster' : 'Devamını göster'}
        </button>
      ) : null}
    </div>
  );
}

export function StepPager({ page, pageSize, total, onPageChange, rangeText = paginatorRangeText }: ListPaging) {
  const pages = pageCount(total, pageSize);
  return (
    <div className="flex flex-col items-center justify-between gap-2 border-t border-slate-100 px-4 py-3 text-sm text-slate-600 sm:flex-row">
      <span>{rangeText(page, pageSize, total)}</span>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            Önceki
          </Button>
          <span aria-live="polite" className="whitespace-nowrap">
            Sayfa {page} / {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            Sonraki
          </Button>
        </div>
      ) : (
        <span>
          Sayfa {page} / {pages}
        </span>
      )}
    </div>
  );
}
