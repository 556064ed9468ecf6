// `?ekipman=<id>` (the scan action sheet's item, docs/scan-first.md): once the list is read, the item
// is chosen as a scan would choose it, or refused with why. Once per opening of the form.
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';

export const PREFILL_NOT_FOUND = 'Ekipman bulunamadı.';

export function usePrefillFromScan(options: {
  /** The form is open (a page is always open); closing it lets the next opening prefill again. */
  open?: boolean;
  itemId: string | undefined;
  items: ReadonlyArray<{ id: string; serial_number: string }> | undefined;
  /** What a scan of the serial does: undefined/null when chosen, the refusal otherwise. */
  choose: (serial: string) => string | null | undefined;
}): void {
  const { open = true, itemId, items } = options;
  const done = useRef(false);
  const choose = useRef(options.choose);
  useEffect(() => {
    choose.current = options.choose;
  });
  useEffect(() => {
    if (!open) done.current = false;
    if (!open || done.current || !itemId || !items) return;
    done.current = true;
    const item = items.find((e) => e.id === itemId);
    const refusal = item ? choose.current(item.serial_number) : PREFILL_NOT_FOUND;
    if (refusal) toast.error(refusal);
  }, [open, itemId, items]);
}
