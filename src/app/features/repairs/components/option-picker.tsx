// A searchable single-choice list (equipment, people, repairers): a search box over a scrollable
// list of radio buttons, large enough to tap. Filtering uses the Turkish-aware search helper. On a
// phone the list opens as a full-screen search sheet from a button showing the choice, so the
// on-screen keyboard never covers it. A list that could not be loaded says so with 'Yeniden Dene':
// a network failure, a time limit or a 5xx is never told as 'nothing to pick'.
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@app/components/button';
import { FieldError, FieldLegend } from '@app/components/field';
import { SearchInput } from '@app/components/search-input';
import { SearchSheet, useSmallScreen } from '@app/components/search-sheet';
import { foldTurkish, matchesQuery, searchKey } from '@shared/search';

/** A warehouse may hold thousands of items: only this many rows are drawn; the search narrows them. */
export const PICKER_RENDER_LIMIT = 100;

export interface OptionPickerProps<T> {
  label: string;
  items: readonly T[];
  value: string;
  onChange: (id: string) => void;
  getId: (item: T) => string;
  render: (item: T) => ReactNode;
  searchFields: (item: T) => ReadonlyArray<string | null | undefined>;
  searchLabel: string;
  searchPlaceholder?: string;
  error?: string;
  disabled?: boolean;
  /** Shown instead of the list when the list is loaded and there is nothing to pick at all. */
  emptyText: ReactNode;
  /** The query the items come from: the picker says when it loads, and when it failed (`failedText`, a retry). */
  query: PickerQuery;
  /** The list's load-failure text ('Kullanıcılar yüklenirken bir hata oluştu.'). */
  failedText: string;
  required?: boolean;
}

/** The part of a list's query (`useQuery`'s answer) the picker reads. */
export type PickerQuery = Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'isFetching' | 'refetch'>;

/** What stands instead of an empty list: loading, the load's failure with a retry, or `emptyText`. */
function NothingToPick({ query, failedText, emptyText }: { query: PickerQuery; failedText: string; emptyText: ReactNode }) {
  const box = 'rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm';
  if (query.isPending) return <p className={`${box} text-slate-600`}>Yükleniyor...</p>;
  if (!query.isError) return <p className={`${box} text-slate-600`}>{emptyText}</p>;
  return (
    <div className={`${box} flex flex-wrap items-center justify-between gap-2`}>
      <p role="alert" className="text-red-700">
        {failedText}
      </p>
      <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching} busyLabel="Yükleniyor...">
        Yeniden Dene
      </Button>
    </div>
  );
}

export function OptionPicker<T>({
  label,
  items,
  value,
  onChange,
  getId,
  render,
  searchFields,
  searchLabel,
  searchPlaceholder,
  error,
  disabled,
  emptyText,
  query: source,
  failedText,
  required,
}: OptionPickerProps<T>) {
  const [query, setQuery] = useState('');
  const name = useId();
  const small = useSmallScreen();
  const [sheetOpen, setSheetOpen] = useState(false);
  const keyed = useMemo(() => items.map((item) => ({ item, key: searchKey(...searchFields(item)) })), [items, searchFields]);
  const shown = useMemo(() => {
    const q = foldTurkish(query);
    return keyed.filter(({ key }) => matchesQuery(key, q)).map(({ item }) => item);
  }, [keyed, query]);
  // The chosen row stays visible even when the search or the render limit would hide it (e.g. scanned).
  const rendered = useMemo(() => {
    const head = shown.slice(0, PICKER_RENDER_LIMIT);
    if (!value || head.some((item) => getId(item) === value)) return head;
    const chosen = items.find((item) => getId(item) === value);
    return chosen ? [chosen, ...head] : head;
  }, [shown, items, value, getId]);

  const chosen = value ? items.find((item) => getId(item) === value) : undefined;
  const list = (choose: (id: string) => void, boxed: boolean) => (
    <ul
      className={
        boxed
          ? `max-h-56 overflow-y-auto rounded-lg border ${error ? 'border-red-500' : 'border-slate-300'} divide-y divide-slate-100 bg-white`
          : 'divide-y divide-slate-100'
      }
    >
      {rendered.length === 0 ? <li className="px-3 py-3 text-sm text-slate-500">Sonuç bulunamadı</li> : null}
      {rendered.map((item) => {
        const id = getId(item);
        return (
          <li key={id}>
            <label
              className={`flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50 ${id === value ? 'bg-blue-50' : ''}`}
            >
              <input
                type="radio"
                name={name}
                value={id}
                checked={id === value}
                onChange={() => choose(id)}
                className="size-4 accent-blue-700"
              />
              <span className="min-w-0 flex-1">{render(item)}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${name}-error` : undefined} disabled={disabled}>
      <FieldLegend required={required}>{label}</FieldLegend>
      {items.length === 0 ? (
        <NothingToPick query={source} failedText={failedText} emptyText={emptyText} />
      ) : small ? (
        <>
          <div
            className={`flex items-center justify-between gap-2 rounded-lg border px-3 py-2 ${error ? 'border-red-500' : 'border-slate-300'}`}
          >
            <div className="min-w-0 text-sm">{chosen ? render(chosen) : <span className="text-slate-500">Seçilmedi</span>}</div>
            <Button
              variant="secondary"
              className="shrink-0"
              onClick={() => setSheetOpen(true)}
              aria-haspopup="dialog"
              aria-label={`${label}: ${chosen ? 'Değiştir' : 'Seç'}`}
            >
              {chosen ? 'Değiştir' : 'Seç'}
            </Button>
          </div>
          <SearchSheet
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            title={label}
            search={<SearchInput label={searchLabel} placeholder={searchPlaceholder} value={query} onChange={setQuery} autoFocus />}
          >
            {list((id) => {
              onChange(id);
              setSheetOpen(false);
            }, false)}
          </SearchSheet>
        </>
      ) : (
        <>
          <SearchInput label={searchLabel} placeholder={searchPlaceholder} value={query} onChange={setQuery} />
          {list(onChange, true)}
          {shown.length > PICKER_RENDER_LIMIT ? (
            <p className="text-xs text-slate-500">
              {shown.length} sonuçtan ilk {PICKER_RENDER_LIMIT} tanesi gösteriliyor; aramayı daraltın.
            </p>
          ) : null}
        </>
      )}
      <FieldError id={name} error={error} />
    </fieldset>
  );
}
