// A searchable single-choice list (equipment, people, repairers): a search box over a scrollable
// list of radio buttons, large enough to tap. Filtering uses the Turkish-aware search helper.
import { useId, useMemo, useState, type ReactNode } from 'react';
import { SearchInput } from '@app/components/search-input';
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
  /** Shown instead of the list when there is nothing to pick at all. */
  emptyText: ReactNode;
  required?: boolean;
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
  required,
}: OptionPickerProps<T>) {
  const [query, setQuery] = useState('');
  const name = useId();
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

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${name}-error` : undefined} disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </legend>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600">{emptyText}</p>
      ) : (
        <>
          <SearchInput label={searchLabel} placeholder={searchPlaceholder} value={query} onChange={setQuery} />
          <ul className={`max-h-56 overflow-y-auto rounded-lg border ${error ? 'border-red-500' : 'border-slate-300'} divide-y divide-slate-100 bg-white`}>
            {rendered.length === 0 ? <li className="px-3 py-3 text-sm text-slate-500">Sonuç bulunamadı</li> : null}
            {rendered.map((item) => {
              const id = getId(item);
              return (
                <li key={id}>
                  <label className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50 ${id === value ? 'bg-blue-50' : ''}`}>
                    <input type="radio" name={name} value={id} checked={id === value} onChange={() => onChange(id)} className="size-4 accent-blue-700" />
                    <span className="min-w-0 flex-1">{render(item)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          {shown.length > PICKER_RENDER_LIMIT ? (
            <p className="text-xs text-slate-500">
              {shown.length} sonuçtan ilk {PICKER_RENDER_LIMIT} tanesi gösteriliyor; aramayı daraltın.
            </p>
          ) : null}
        </>
      )}
      {error ? (
        <p id={`${name}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
