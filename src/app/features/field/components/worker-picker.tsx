// Searchable worker choice (ARIA combobox + listbox). Search covers first and last name, national
// id and phone, Turkish-aware; the national id is never shown in a suggestion (docs/documents.md).
// The chosen worker shows as a card with a 'Değiştir' button. On a phone the search opens as a
// full-screen sheet (never under the keyboard); on larger screens the list opens under the box,
// brought into view and no taller than the room left on screen.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { SearchSheet, useSmallScreen } from '@app/components/search-sheet';
import { formatPhone, fullName } from '@shared/format';
import { foldTurkish, matchesQuery, searchKey } from '@shared/search';
import { controlClasses } from '@app/components/field';
import type { FieldWorker } from '../api/types';
import { sortByKey } from '@shared/collation';
import { useNationalIdMatches } from '@app/lib/documents/national-id-search';

const MAX_SHOWN = 50;

export interface WorkerPickerProps {
  label: string;
  workers: readonly FieldWorker[];
  value: string | null;
  onChange: (worker: FieldWorker | null) => void;
  error?: string;
  placeholder?: string;
  required?: boolean;
  /** Hidden from the options (the receiving worker cannot be their own team leader). */
  excludeId?: string | null;
  loading?: boolean;
  disabled?: boolean;
}

export function WorkerPicker({
  label,
  workers,
  value,
  onChange,
  error,
  placeholder,
  required,
  excludeId,
  loading,
  disabled,
}: WorkerPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const small = useSmallScreen();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [room, setRoom] = useState<number | null>(null);

  const keyed = useMemo(
    () =>
      sortByKey(workers, (w) => [w.first_name, w.last_name]).map((w) => ({
        worker: w,
        key: searchKey(w.first_name, w.last_name, `${w.first_name} ${w.last_name}`, w.tc_no, w.phone),
      })),
    [workers],
  );
  const selected = value ? (workers.find((w) => w.id === value) ?? null) : null;
  // A whole national id typed by a reader who sees ids masked is looked up on the server.
  const byNationalId = useNationalIdMatches(query);
  const matches = useMemo(() => {
    const q = foldTurkish(query);
    const found = (worker: FieldWorker, key: string) => (byNationalId ? byNationalId.worker_ids.includes(worker.id) : matchesQuery(key, q));
    return keyed.filter(({ worker, key }) => worker.id !== excludeId && found(worker, key)).map(({ worker }) => worker);
  }, [keyed, query, excludeId, byNationalId]);
  const shown = matches.slice(0, MAX_SHOWN);

  const choose = (worker: FieldWorker) => {
    onChange(worker);
    setQuery('');
    setOpen(false);
    setSheetOpen(false);
  };

  /** Room under the box on screen (what the keyboard leaves visible), or null where it cannot be known. */
  const roomBelow = () => {
    const input = inputRef.current;
    const viewport = window.visualViewport;
    return input && viewport ? viewport.offsetTop + viewport.height - input.getBoundingClientRect().bottom - 12 : null;
  };

  /** Larger screens: the box moves up when the list would not fit under it; the list fits the room left. */
  const openBelow = () => {
    setOpen(true);
    const room = roomBelow();
    if (room === null) return;
    if (room < 240) inputRef.current?.scrollIntoView({ block: 'start' });
    setRoom(Math.max(160, roomBelow() ?? room));
  };

  // While the list is open the page may still move (a section above finishes loading, the keyboard
  // opens or the page scrolls): the list keeps to the room left.
  useEffect(() => {
    if (!open || small) return;
    const measure = () => {
      const room = roomBelow();
      if (room !== null) setRoom(Math.max(160, room));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.visualViewport?.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      observer.disconnect();
      window.visualViewport?.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [open, small]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, shown.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter') {
      if ((open || sheetOpen) && shown[active]) {
        e.preventDefault();
        choose(shown[active]);
      }
    } else if (e.key === 'Escape' && open && !sheetOpen) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  };

  const labelText = (
    <>
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-600">
          {' '}
          *
        </span>
      ) : null}
    </>
  );

  if (selected) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-700">{labelText}</span>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2">
          <div className="min-w-0">
            <div className="font-medium text-slate-900" data-testid="selected-worker">
              {fullName(selected)}
            </div>
            <div className="text-xs text-slate-600">
              {selected.department?.name ?? '-'} · {formatPhone(selected.phone)}
            </div>
          </div>
          <div className="flex gap-1">
            <button
              type="button"
              disabled={disabled}
              onClick={() => {
                onChange(null);
                if (small) setSheetOpen(true);
                else requestAnimationFrame(() => inputRef.current?.focus());
              }}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-blue-700 hover:bg-blue-100"
              aria-label={`${label}: seçimi değiştir`}
            >
              Değiştir
            </button>
          </div>
        </div>
      </div>
    );
  }

  const errorText = error ? (
    <p id={errorId} role="alert" className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
  const input = (autoFocus: boolean) => (
    <input
      ref={inputRef}
      id={id}
      type="text"
      role="combobox"
      autoComplete="off"
      autoFocus={autoFocus}
      aria-autocomplete="list"
      aria-expanded={small ? sheetOpen : open}
      aria-controls={listId}
      aria-activedescendant={(small || open) && shown[active] ? `${listId}-${shown[active].id}` : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      aria-label={small ? label : undefined}
      placeholder={loading ? 'Yükleniyor...' : (placeholder ?? 'Ad, soyad veya TC ile arayın')}
      disabled={disabled}
      value={query}
      onChange={(e) => {
        setQuery(e.target.value);
        setActive(0);
        if (!small) setOpen(true);
      }}
      onFocus={small ? undefined : openBelow}
      onBlur={small ? undefined : () => setTimeout(() => setOpen(false), 150)}
      onKeyDown={onKeyDown}
      className={controlClasses(!!error)}
    />
  );
  const list = (
    <WorkerOptions
      listId={listId}
      label={label}
      shown={shown}
      active={active}
      loading={loading}
      more={matches.length > shown.length}
      onChoose={choose}
      onHover={setActive}
    />
  );

  if (small) {
    return (
      <div className="flex flex-col gap-1.5">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-700">
          {labelText}
        </span>
        {/* Named by its label first ('Teslim Alan İşçi'), then what it says (the placeholder). */}
        <button
          type="button"
          disabled={disabled}
          onClick={() => setSheetOpen(true)}
          aria-haspopup="dialog"
          aria-labelledby={`${id}-label ${id}-prompt`}
          aria-describedby={error ? errorId : undefined}
          className={`${controlClasses(!!error)} flex items-center text-left text-slate-500`}
        >
          <span id={`${id}-prompt`}>{loading ? 'Yükleniyor...' : (placeholder ?? 'Ad, soyad veya TC ile arayın')}</span>
        </button>
        {errorText}
        <SearchSheet open={sheetOpen} onClose={() => setSheetOpen(false)} title={label} search={input(true)}>
          {list}
        </SearchSheet>
      </div>
    );
  }

  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {labelText}
      </label>
      {input(false)}
      {open ? (
        <div
          className="absolute left-0 right-0 top-full z-20 mt-1 overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg"
          style={{ maxHeight: Math.min(288, room ?? 288) }}
        >
          {list}
        </div>
      ) : null}
      {errorText}
    </div>
  );
}

function WorkerOptions({
  listId,
  label,
  shown,
  active,
  loading,
  more,
  onChoose,
  onHover,
}: {
  listId: string;
  label: string;
  shown: readonly FieldWorker[];
  active: number;
  loading?: boolean;
  more: boolean;
  onChoose: (worker: FieldWorker) => void;
  onHover: (index: number) => void;
}): ReactNode {
  return (
    <ul id={listId} role="listbox" aria-label={label} className="py-1">
      {shown.length === 0 ? (
        <li className="px-3 py-3 text-sm text-slate-500" role="presentation">
          {loading ? 'Yükleniyor...' : 'İşçi bulunamadı'}
        </li>
      ) : (
        shown.map((w, index) => (
          <li
            key={w.id}
            id={`${listId}-${w.id}`}
            role="option"
            aria-selected={index === active}
            // mousedown keeps the input's blur from closing the list before the click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              onChoose(w);
            }}
            onMouseEnter={() => onHover(index)}
            className={`flex min-h-12 cursor-pointer flex-col justify-center px-3 py-1.5 ${index === active ? 'bg-blue-50' : ''}`}
          >
            <span className="font-medium text-slate-900">{fullName(w)}</span>
            <span className="text-xs text-slate-600">
              {w.department?.name ?? '-'} · {formatPhone(w.phone)}
            </span>
          </li>
        ))
      )}
      {more ? (
        <li role="presentation" className="px-3 py-2 text-xs text-slate-500">
          İlk {MAX_SHOWN} sonuç gösteriliyor; aramayı daraltın.
        </li>
      ) : null}
    </ul>
  );
}
