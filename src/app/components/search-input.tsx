// Controlled search box for list filters, with a clear (×) button. Filter with src/shared/search.ts:
//   <SearchInput label="İşçi ara" placeholder="Ad, soyad, TC veya telefon" value={q} onChange={setQ} />
// The label is visually hidden by default (the placeholder and icon carry the meaning on screen).
import { useId } from 'react';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  showLabel?: boolean;
  className?: string;
  autoFocus?: boolean;
}

export function SearchInput({ value, onChange, label, placeholder, showLabel = false, className = '', autoFocus }: SearchInputProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium text-slate-700' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-400">
          <path fillRule="evenodd" d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.08 3.08a.75.75 0 1 1-1.06 1.06l-3.08-3.08A7 7 0 0 1 2 9Z" clipRule="evenodd" />
        </svg>
        <input
          id={id}
          type="search"
          value={value}
          autoFocus={autoFocus}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && value) {
              e.stopPropagation();
              onChange('');
            }
          }}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pl-10 pr-11 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:-outline-offset-1 focus:outline-blue-600 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label="Aramayı temizle"
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-400 hover:text-slate-700"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M5.28 4.22a.75.75 0 0 0-1.06 1.06L8.94 10l-4.72 4.72a.75.75 0 1 0 1.06 1.06L10 11.06l4.72 4.72a.75.75 0 1 0 1.06-1.06L11.06 10l4.72-4.72a.75.75 0 0 0-1.06-1.06L10 8.94 5.28 4.22Z" />
            </svg>
          </button>
        ) : null}
      </div>
    </div>
  );
}
