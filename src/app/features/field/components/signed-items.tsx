// What the worker signs for, shown right above the signature pad at every screen size: each chosen
// item by name and whole serial (not only '3 ekipman seçildi'), the scanned ones marked.
import { SCANNED_ROW, scannedFirst } from '@app/lib/scanner/scanned-first';
import type { PickerEquipment } from '../api/types';
import { equipmentTitle } from './field-labels';

export interface SignedItem {
  id: string;
  title: string;
  serial_number: string;
  category?: string | null;
}

/** The chosen items as signed for, the scanned ones first (an id not among the items is left out). */
export function signedItemsOf(
  ids: readonly string[],
  byId: ReadonlyMap<string, PickerEquipment>,
  scannedIds: readonly string[],
): SignedItem[] {
  const items = ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [{ id, title: equipmentTitle(item), serial_number: item.serial_number, category: item.category?.name ?? null }] : [];
  });
  return scannedFirst(items, scannedIds);
}

export function SignedItems({ items, scannedIds = [] }: { items: readonly SignedItem[]; scannedIds?: readonly string[] }) {
  const scanned = new Set(scannedIds);
  return (
    <section className="flex flex-col gap-2" aria-labelledby="signed-items-title" data-testid="signed-items">
      <h3 id="signed-items-title" className="text-sm font-semibold text-slate-800">
        İmzalanan ekipmanlar ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-500">Henüz ekipman seçilmedi.</p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-lg border border-slate-300 bg-white">
          {items.map((item, index) => (
            <li
              key={item.id}
              className={`flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-3 py-2 text-sm ${scanned.has(item.id) ? SCANNED_ROW : ''}`}
            >
              <span className="w-5 shrink-0 text-right text-slate-500">{index + 1}.</span>
              <span className="serial font-mono font-semibold text-slate-900">{item.serial_number}</span>
              <span className="min-w-0 text-slate-700">
                {item.title}
                {item.category ? <span className="text-slate-500"> · {item.category}</span> : null}
              </span>
              {scanned.has(item.id) ? <span className="ml-auto text-xs font-medium text-amber-800">Okutuldu</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
