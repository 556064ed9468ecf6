// The low-stock recipients of a warehouse (docs/stock.md): the chosen people as removable chips,
// then a search box over a list of check boxes of those who may be chosen (users who see the
// warehouse and read stock). The app's other people pickers choose one person (OptionPicker,
// WorkerPicker); this one chooses several. One column, 44 px rows: the same on a phone and a desk.
import { useId, useMemo, useState } from 'react';
import { ChoiceList } from '@app/components/choice-list';
import { FieldError, FieldLegend } from '@app/components/field';
import { SearchInput } from '@app/components/search-input';
import { fullName } from '@shared/format';
import { foldTurkish, matchesQuery, searchKey } from '@shared/search';
import { RECIPIENT_FALLBACK_TEXT, type StockRecipient } from '@shared/stock-settings';

/** The candidates drawn at once; the search narrows a long list. */
const RENDER_LIMIT = 100;

export interface RecipientPickerProps {
  label: string;
  /** Who may be chosen, in Turkish order. */
  candidates: readonly StockRecipient[];
  /** The stored recipients (some may no longer be candidates: shown so they can be taken off). */
  stored: ReadonlyArray<StockRecipient & { can_receive: boolean }>;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  loading?: boolean;
  error?: string;
}

export function RecipientPicker({ label, candidates, stored, value, onChange, loading, error }: RecipientPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const known = useMemo(() => new Map([...stored, ...candidates].map((u) => [u.id, u])), [stored, candidates]);
  const eligible = useMemo(() => new Set(candidates.map((u) => u.id)), [candidates]);
  const shown = useMemo(() => {
    const q = foldTurkish(query);
    return candidates.filter((u) => matchesQuery(searchKey(u.first_name, u.last_name, u.email), q));
  }, [candidates, query]);
  const chosen = value.map((userId) => known.get(userId)).filter((u) => u !== undefined);
  // Nobody chosen, or nobody chosen who can still receive: the server falls back to the stock readers.
  const fallback = !chosen.some((u) => eligible.has(u.id));
  const toggle = (userId: string, on: boolean) => onChange(on ? [...value, userId] : value.filter((v) => v !== userId));

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? `${id}-error` : fallback ? `${id}-note` : undefined}>
      <FieldLegend>{label}</FieldLegend>
      {fallback ? (
        <p id={`${id}-note`} className="rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-600">
          {RECIPIENT_FALLBACK_TEXT}
        </p>
      ) : null}
      {chosen.length === 0 ? null : (
        <ul aria-label="Seçilen alıcılar" className="flex flex-wrap gap-2">
          {chosen.map((u) => (
            <li
              key={u.id}
              className="flex min-h-11 max-w-full items-center gap-1 rounded-2xl border border-blue-200 bg-blue-50 pl-3 text-sm text-slate-900"
            >
              <span className="min-w-0 break-words py-1">
                {fullName(u)}
                {eligible.has(u.id) ? null : <span className="text-amber-800"> (bildirim alamaz: depo ya da stok yetkisi yok)</span>}
              </span>
              <button
                type="button"
                onClick={() => toggle(u.id, false)}
                aria-label={`${fullName(u)}: alıcılardan çıkar`}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-blue-100"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <SearchInput label="Alıcı ara" placeholder="Ad, soyad veya e-posta ile ara" value={query} onChange={setQuery} />
      <ChoiceList
        items={shown.slice(0, RENDER_LIMIT)}
        getKey={(u) => u.id}
        empty={
          loading ? 'Yükleniyor...' : candidates.length === 0 ? 'Bu depoyu gören ve stok okuyabilen kullanıcı yok.' : 'Sonuç bulunamadı'
        }
        maxHeight="max-h-56"
        invalid={!!error}
        rowHeight="min-h-12"
        input={(u) => ({
          type: 'checkbox',
          checked: value.includes(u.id),
          onChange: (e) => toggle(u.id, e.target.checked),
          className: 'size-5 shrink-0 accent-blue-700',
        })}
      >
        {(u) => (
          <span className="min-w-0">
            <span className="block font-medium text-slate-900">{fullName(u)}</span>
            <span className="block truncate text-xs text-slate-500">{u.email}</span>
          </span>
        )}
      </ChoiceList>
      {shown.length > RENDER_LIMIT ? (
        <p className="text-xs text-slate-500">
          {shown.length} sonuçtan ilk {RENDER_LIMIT} tanesi gösteriliyor; aramayı daraltın.
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
