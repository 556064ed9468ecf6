// The hand-over form's scan (camera or wedge): a kit's code adds every member or names the one that
// stops it (kit-scan.ts); any other read is one item's serial, added or refused as before.
import { toast } from 'sonner';
import { KIT_MESSAGES } from '@shared/kits';
import { findBySerial } from '@app/lib/scanner/match-serial';
import { unknownSerialMessage } from '@app/lib/scanner/find-scanned';
import { useKits } from './kits-query';
import { issueKit, kitOfCode, type KitItem } from './kit-scan';

export function useHandoverScan<T extends KitItem>(deps: {
  /** The device copy's items the form picks from. */
  items: readonly T[] | undefined;
  /** The form's refusal of one item (state, outbox, the chosen warehouse). */
  refusal: (serial: string, item: T | undefined) => string | null;
  /** The form's add of one serial: undefined when added, else why not. */
  add: (serial: string) => string | undefined;
}): (serial: string) => Promise<string | undefined> {
  const kits = useKits();
  return async (serial) => {
    const kit = issueKit(kits.data, serial, {
      item: (id) => deps.items?.find((e) => e.id === id),
      refusal: deps.refusal,
      add: deps.add,
    });
    if (kit && 'added' in kit) toast.success(KIT_MESSAGES.added(kitOfCode(kits.data, serial)!, kit.added));
    if (kit) return 'refusal' in kit ? kit.refusal : undefined;
    const refusal = deps.add(serial);
    // An item outside the user's warehouses names where it is.
    if (refusal && !findBySerial(deps.items ?? [], serial)) return unknownSerialMessage(serial);
    return refusal;
  };
}
