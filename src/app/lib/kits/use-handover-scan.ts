// The hand-over form's and the transfer form's scan (camera or wedge): a kit's code adds every
// member or names the one that stops it (kit-scan.ts), and in a hand-over its stock lines with their
// quantities; any other read is one item's serial, added or refused as before. `?set=<kit id>` (the scan action sheet's kit, docs/scan-first.md) is read as
// that kit's code once the kits and the items are read, once per opening of the form.
import { useEffect, useRef } from 'react';
import { useSearch } from '@tanstack/react-router';
import { toast } from 'sonner';
import { KIT_MESSAGES, type Kit } from '@shared/kits';
import { findBySerial } from '@app/lib/scanner/match-serial';
import { unknownSerialMessage } from '@app/lib/scanner/find-scanned';
import { useWhenReady } from '@app/lib/use-when-ready';
import { useKits } from './kits-query';
import { issueKit, kitOfCode, type KitItem } from './kit-scan';

export function useHandoverScan<T extends KitItem>(deps: {
  /** The device copy's items the form picks from. */
  items: readonly T[] | undefined;
  /** The form's refusal of one item (state, outbox, the chosen warehouse). */
  refusal: (serial: string, item: T | undefined) => string | null;
  /** The form's add of one serial: undefined when added, else why not. */
  add: (serial: string) => string | undefined;
  /** A transfer: the required checks do not stop a member. */
  move?: 'issue' | 'transfer';
  /** The form is open (a page is always open); closing it lets the next opening take `?set=` again. */
  open?: boolean;
  /** A hand-over: the kit's stock lines join its stock lines (a note when they cannot). */
  stock?: (kit: Kit) => string | undefined;
}): (serial: string) => Promise<string | undefined> {
  const kits = useKits();
  const scan = async (serial: string) => {
    const kit = issueKit(kits.data, serial, {
      item: (id) => deps.items?.find((e) => e.id === id),
      refusal: deps.refusal,
      add: deps.add,
      checks: deps.move !== 'transfer',
    });
    if (kit && 'added' in kit) {
      const scanned = kitOfCode(kits.data, serial)!;
      toast.success(KIT_MESSAGES.added(scanned, kit.added));
      const note = deps.stock?.(scanned);
      if (note) toast.info(note);
    }
    if (kit) return 'refusal' in kit ? kit.refusal : undefined;
    const refusal = deps.add(serial);
    // An item outside the user's warehouses names where it is.
    if (refusal && !findBySerial(deps.items ?? [], serial)) return unknownSerialMessage(serial);
    return refusal;
  };

  const { set: kitId }: { set?: string } = useSearch({ strict: false });
  const open = deps.open ?? true;
  const done = useRef(false);
  // A scan read before the device copy's kits and items are waits for them (use-when-ready.ts).
  const judged = useWhenReady(!kits.isPending && deps.items !== undefined, scan);
  useEffect(() => {
    if (!open) done.current = false;
    if (!open || done.current || !kitId || !kits.data || !deps.items) return;
    done.current = true;
    const code = kits.data.find((k) => k.id === kitId)?.code;
    if (!code) toast.error(KIT_MESSAGES.notFound);
    else void judged(code).then((refusal) => (refusal ? toast.error(refusal) : undefined));
  }, [open, kitId, kits.data, deps.items, judged]);
  return judged;
}
