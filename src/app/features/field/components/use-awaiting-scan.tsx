// A reservation's items in the hand-over form (`?rezervasyon=`, docs/planning.md) wait to be
// confirmed: listed as 'Tarama bekliyor' until the item is scanned (camera, typed, keyboard wedge:
// the form's own add, which chooses it), ticked in the list, or confirmed with 'Elle Onayla' when its
// label cannot be read; 'Çıkar' takes it off this hand-over. The form is not signed while one waits.
// An item once chosen is confirmed for good (unticking it later leaves it out, as any item).
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import type { PickerEquipment } from '../api/types';
import { equipmentTitle } from './field-labels';

export const AWAITING_SCAN = 'Tarama bekleyen ekipmanları okutun, elle onaylayın ya da listeden çıkarın.';

export interface AwaitingScan {
  /** The reservation's items to wait for (added to those already waiting). */
  expect: (ids: readonly string[]) => void;
  /** False (and said) while an item waits. */
  check: () => boolean;
  /** The list of waiting items; nothing when none waits. */
  section: ReactNode;
}

export function useAwaitingScan(deps: {
  selectedIds: readonly string[];
  byId: ReadonlyMap<string, PickerEquipment>;
  warehouseId: string;
  refusalOf: (serial: string, item: PickerEquipment, warehouseId: string) => string | null;
  /** The form's add of one serial (the same as a scan): undefined when added, else why not. */
  add: (serial: string) => string | undefined;
}): AwaitingScan {
  const { selectedIds, byId, warehouseId, refusalOf, add } = deps;
  const [pending, setPending] = useState<string[]>([]);
  const [error, setError] = useState(false);
  // A waiting item chosen by any way (scan, kit, tick, 'Elle Onayla') is confirmed: it stops waiting.
  const waiting = pending.filter((id) => !selectedIds.includes(id));
  if (waiting.length !== pending.length) setPending(waiting);
  if (error && waiting.length === 0) setError(false);

  const expect = (ids: readonly string[]) => setPending((list) => [...list, ...ids.filter((id) => !list.includes(id))]);
  const check = () => {
    if (waiting.length === 0) return true;
    setError(true);
    toast.error(AWAITING_SCAN);
    return false;
  };
  const items = waiting.flatMap((id) => {
    const item = byId.get(id);
    return item ? [{ item, refusal: refusalOf(item.serial_number, item, warehouseId) }] : [];
  });
  const section =
    items.length === 0 ? null : (
      <AwaitingScanList
        items={items}
        error={error}
        onConfirm={(serial) => {
          const refusal = add(serial);
          if (refusal) toast.error(refusal);
        }}
        onRemove={(id) => setPending((list) => list.filter((p) => p !== id))}
      />
    );
  return { expect, check, section };
}

export function AwaitingScanList(props: {
  items: ReadonlyArray<{ item: PickerEquipment; refusal: string | null }>;
  error: boolean;
  onConfirm: (serial: string) => void;
  onRemove: (id: string) => void;
}) {
  const { items, error, onConfirm, onRemove } = props;
  return (
    <section
      aria-labelledby="awaiting-scan-title"
      className={`flex flex-col gap-2 rounded-lg border p-3 ${error ? 'border-red-400' : 'border-amber-300'} bg-amber-50/60`}
      data-testid="awaiting-scan"
    >
      <h3 id="awaiting-scan-title" className="text-sm font-semibold text-slate-900">
        Rezervasyondan gelenler ({items.length})
      </h3>
      <p className="text-sm text-slate-700">Her birini okutun; etiketi okunmayanı elle onaylayın.</p>
      <ul className="divide-y divide-amber-200">
        {items.map(({ item, refusal }) => (
          <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm" data-testid="awaiting-item">
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-900">{equipmentTitle(item)}</span>
              <span className="block font-mono text-xs whitespace-nowrap text-slate-700">{item.serial_number}</span>
              {refusal ? (
                <span role="alert" className="block text-red-800">
                  {refusal}
                </span>
              ) : null}
            </span>
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900">
              Tarama bekliyor
            </span>
            <span className="flex gap-1">
              <Button variant="secondary" onClick={() => onConfirm(item.serial_number)} aria-label={`${item.serial_number} elle onayla`}>
                Elle Onayla
              </Button>
              <Button variant="ghost" onClick={() => onRemove(item.id)} aria-label={`${item.serial_number} listeden çıkar`}>
                Çıkar
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {AWAITING_SCAN}
        </p>
      ) : null}
    </section>
  );
}
