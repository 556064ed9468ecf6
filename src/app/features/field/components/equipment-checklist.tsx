// Multi-select of a warehouse's available equipment: search (brand, model, serial, category),
// 'Tümünü Seç' over what the search shows, and a 12rem scrolling checklist. On a phone the chosen
// items show as a list and the checklist opens as a full-screen search sheet ('Listeden Seç').
// A chosen item that can no longer be handed over (taken meanwhile on another device) stays in
// the list, refused in place with the reason, until it is removed: it is never dropped silently.
import { FieldError } from '@app/components/field';
import { useId, useState } from 'react';
import { Button } from '@app/components/button';
import { SearchInput } from '@app/components/search-input';
import { SearchSheet, useSmallScreen } from '@app/components/search-sheet';
import { SCANNED_ROW, scannedFirst } from '@app/lib/scanner/scanned-first';
import { useEquipmentSearch } from '@app/lib/scanner/use-equipment-search';
import type { PickerEquipment } from '../api/types';
import { equipmentTitle } from './field-labels';

export interface RefusedItem {
  id: string;
  serial_number: string;
  title: string;
  reason: string;
}

export interface EquipmentChecklistProps {
  items: readonly PickerEquipment[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** Chosen items that cannot be handed over now, with the reason. */
  refused?: readonly RefusedItem[];
  error?: string;
  /** No warehouse chosen yet. */
  disabled?: boolean;
  loading?: boolean;
  /** Items scanned in this form, the latest last: shown first and marked. */
  scanned?: readonly string[];
}

export function EquipmentChecklist({
  items,
  selected,
  onChange,
  refused = [],
  error,
  disabled,
  loading,
  scanned = [],
}: EquipmentChecklistProps) {
  const id = useId();
  const small = useSmallScreen();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [query, setQuery] = useState('');
  const shown = useEquipmentSearch(items, query, scanned);
  const wasScanned = new Set(scanned);
  const chosen = new Set(selected);
  const allShownChosen = shown.length > 0 && shown.every((e) => chosen.has(e.id));
  const remove = (itemId: string) => onChange(selected.filter((s) => s !== itemId));

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

  const search = (
    <SearchInput
      label="Ekipman ara"
      placeholder="Marka, model, seri no veya kategori"
      value={query}
      onChange={setQuery}
      autoFocus={small}
    />
  );
  const checklist = (
    <div className={small ? '' : `rounded-lg border ${error ? 'border-red-400' : 'border-slate-300'}`}>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 border-b border-slate-200 bg-slate-50 px-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-5 accent-blue-700"
          checked={allShownChosen}
          disabled={shown.length === 0}
          onChange={toggleAll}
        />
        Tümünü Seç
        <span className="ml-auto text-xs font-normal text-slate-600" aria-live="polite">
          {selected.length} ekipman seçildi
        </span>
      </label>
      <ul className={small ? '' : 'max-h-48 overflow-y-auto'} aria-label="Müsait ekipmanlar">
        {shown.length === 0 ? (
          <li className="px-3 py-3 text-sm text-slate-500">Arama sonucu bulunamadı</li>
        ) : (
          shown.map((e) => (
            <li key={e.id} data-scanned={wasScanned.has(e.id) || undefined}>
              <label
                className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm hover:bg-slate-50 ${wasScanned.has(e.id) ? SCANNED_ROW : ''}`}
              >
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-blue-700"
                  checked={chosen.has(e.id)}
                  onChange={() => toggle(e.id)}
                />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{equipmentTitle(e)}</span>
                  <span className="block text-xs text-slate-600">
                    <span className="font-mono whitespace-nowrap">{e.serial_number}</span>
                    {e.category ? ` · ${e.category.name}` : ''}
                  </span>
                </span>
                {wasScanned.has(e.id) ? <span className="ml-auto shrink-0 text-xs font-medium text-amber-800">Okutuldu</span> : null}
              </label>
            </li>
          ))
        )}
      </ul>
    </div>
  );
  const chosenItems = scannedFirst(
    items.filter((e) => chosen.has(e.id)),
    scanned,
  );

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        Ekipmanlar
        <span aria-hidden="true" className="text-red-600">
          {' '}
          *
        </span>
      </legend>
      {refused.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Teslim edilemeyen ekipmanlar" data-testid="refused-items">
          {refused.map((r) => (
            <li key={r.id} className="flex items-start justify-between gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block font-medium text-red-900">{r.title || r.serial_number}</span>
                <span role="alert" className="block text-red-800">
                  {r.reason}
                </span>
              </span>
              <RemoveButton serial={r.serial_number} onRemove={() => remove(r.id)} className="text-red-800" />
            </li>
          ))}
        </ul>
      ) : null}
      {disabled ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-500">
          Ekipman seçmek için önce bir depo seçin ya da barkod okutun.
        </p>
      ) : loading ? (
        <p className="px-3 py-4 text-sm text-slate-500">Ekipmanlar yükleniyor…</p>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-500">
          Bu depoda müsait ekipman bulunmuyor.
        </p>
      ) : small ? (
        <>
          {chosenItems.length > 0 ? (
            <ul
              className="divide-y divide-slate-100 rounded-lg border border-slate-300"
              aria-label="Seçilen ekipmanlar"
              data-testid="chosen-items"
            >
              {chosenItems.map((e) => (
                <li
                  key={e.id}
                  className={`flex items-center justify-between gap-2 px-3 py-1.5 text-sm ${wasScanned.has(e.id) ? SCANNED_ROW : ''}`}
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">{equipmentTitle(e)}</span>
                    <span className="block font-mono text-xs whitespace-nowrap text-slate-600">{e.serial_number}</span>
                  </span>
                  <RemoveButton serial={e.serial_number} onRemove={() => remove(e.id)} />
                </li>
              ))}
            </ul>
          ) : null}
          <Button variant="secondary" className="self-start" onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
            Listeden Seç ({selected.length})
          </Button>
          <SearchSheet
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            title="Ekipman seçin"
            search={search}
            footer={
              <Button className="w-full" onClick={() => setSheetOpen(false)}>
                Tamam ({selected.length})
              </Button>
            }
          >
            {checklist}
          </SearchSheet>
        </>
      ) : (
        <>
          {search}
          {checklist}
        </>
      )}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** 'Çıkar': takes one item off the chosen list. */
function RemoveButton({ serial, onRemove, className = '' }: { serial: string; onRemove: () => void; className?: string }) {
  return (
    <Button variant="ghost" className={`shrink-0 ${className}`} onClick={onRemove} aria-label={`${serial} listeden çıkar`}>
      Çıkar
    </Button>
  );
}
