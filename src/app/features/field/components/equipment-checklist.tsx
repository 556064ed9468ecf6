// Multi-select of a warehouse's available equipment: search (brand, model, serial, category),
// 'Tümünü Seç' over what the search shows, and a 12rem scrolling checklist.
import { useId, useMemo, useState } from 'react';
import { foldTurkish, matchesQuery, searchKey } from '@shared/search';
import { SearchInput } from '@app/components/search-input';
import type { PickerEquipment } from '../api/types';
import { equipmentTitle } from './field-labels';

export interface EquipmentChecklistProps {
  items: readonly PickerEquipment[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
  /** No warehouse chosen yet. */
  disabled?: boolean;
  loading?: boolean;
}

export function EquipmentChecklist({ items, selected, onChange, error, disabled, loading }: EquipmentChecklistProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const keyed = useMemo(
    () => items.map((e) => ({ item: e, key: searchKey(e.brand?.name, e.model, e.serial_number, e.category?.name) })),
    [items],
  );
  const shown = useMemo(() => {
    const q = foldTurkish(query);
    return keyed.filter(({ key }) => matchesQuery(key, q)).map(({ item }) => item);
  }, [keyed, query]);
  const chosen = new Set(selected);
  const allShownChosen = shown.length > 0 && shown.every((e) => chosen.has(e.id));

  const toggle = (itemId: string) => {
    const next = new Set(chosen);
    if (next.has(itemId)) next.delete(itemId);
    else next.add(itemId);
    onChange([...next]);
  };
  const toggleAll = () => {
    const next = new Set(chosen);
    for (const e of shown) {
      if (allShownChosen) next.delete(e.id);
      else next.add(e.id);
    }
    onChange([...next]);
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        Ekipmanlar
        <span aria-hidden="true" className="text-red-600">
          {' '}
          *
        </span>
      </legend>
      {disabled ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-500">Ekipman seçmek için önce bir depo seçin.</p>
      ) : loading ? (
        <p className="px-3 py-4 text-sm text-slate-500">Yükleniyor...</p>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-500">Bu depoda müsait ekipman bulunmuyor.</p>
      ) : (
        <>
          <SearchInput label="Ekipman ara" placeholder="Marka, model, seri no veya kategori" value={query} onChange={setQuery} />
          <div className={`rounded-lg border ${error ? 'border-red-400' : 'border-slate-300'}`}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 border-b border-slate-200 bg-slate-50 px-3 text-sm font-medium text-slate-800">
              <input type="checkbox" className="size-5 accent-blue-700" checked={allShownChosen} disabled={shown.length === 0} onChange={toggleAll} />
              Tümünü Seç
              <span className="ml-auto text-xs font-normal text-slate-600" aria-live="polite">
                {selected.length} ekipman seçildi
              </span>
            </label>
            <ul className="max-h-48 overflow-y-auto" aria-label="Müsait ekipmanlar">
              {shown.length === 0 ? (
                <li className="px-3 py-3 text-sm text-slate-500">Arama sonucu bulunamadı</li>
              ) : (
                shown.map((e) => (
                  <li key={e.id}>
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm hover:bg-slate-50">
                      <input type="checkbox" className="size-5 shrink-0 accent-blue-700" checked={chosen.has(e.id)} onChange={() => toggle(e.id)} />
                      <span className="min-w-0">
                        <span className="block font-medium text-slate-900">{equipmentTitle(e)}</span>
                        <span className="block text-xs text-slate-600">
                          {e.serial_number}
                          {e.category ? ` · ${e.category.name}` : ''}
                        </span>
                      </span>
                    </label>
                  </li>
                ))
              )}
            </ul>
          </div>
        </>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
