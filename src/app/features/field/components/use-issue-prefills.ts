// What the hand-over form starts with (docs/planning.md): `?ekipman=<id>` (the scan action sheet's
// item, use-prefill-from-scan.ts) and `?rezervasyon=<id>`: the reservation's warehouse, worker and
// last day as the expected return day, once both are read; its specific items wait to be confirmed
// by a scan (use-awaiting-scan.tsx), and a reserved kit's stock lines join its stock lines. Numbers of
// a model are said, to be scanned. The hand-over that lands fulfils the reservation on the server.
import { useEffect, useRef } from 'react';
import { useSearch } from '@tanstack/react-router';
import type { UseFormSetValue } from 'react-hook-form';
import { toast } from 'sonner';
import { usePrefillFromScan } from '@app/components/use-prefill-from-scan';
import { addDays } from '@shared/local-day';
import { reservationLineLabel } from '@shared/reservations';
import type { IssueFormInput } from '@shared/schemas/operations';
import { useReservation } from '@app/lib/reservations/reservation-queries';
import { useKits } from '@app/lib/kits/kits-query';
import type { HandoverStock } from '@app/components/stock/handover-stock';
import type { AwaitingScan } from './use-awaiting-scan';

interface Options {
  itemId: string | undefined;
  items: ReadonlyArray<{ id: string; serial_number: string }> | undefined;
  choose: (serial: string) => string | null | undefined;
  setValue: UseFormSetValue<IssueFormInput>;
  /** The reservation's items not yet handed over wait for a scan here. */
  awaiting: Pick<AwaitingScan, 'expect'>;
  /** A reserved kit's stock lines join the hand-over's stock lines (a note when they cannot). */
  stock: Pick<HandoverStock, 'addKit'>;
}

export function useIssuePrefills({ itemId, items, choose, setValue, awaiting, stock }: Options): void {
  usePrefillFromScan({ itemId, items, choose });
  const search: { rezervasyon?: string } = useSearch({ strict: false });
  const id = search.rezervasyon;
  // From the device copy when the server does not answer (docs/planning.md "Offline").
  const reservation = useReservation(id);
  const done = useRef(false);
  const latest = useRef({ expect: awaiting.expect, addKit: stock.addKit });
  useEffect(() => {
    latest.current = { expect: awaiting.expect, addKit: stock.addKit };
  });
  const r = reservation.data;
  useEffect(() => {
    if (done.current || !r || !items) return;
    done.current = true;
    setValue('warehouse_id', r.warehouse.id);
    setValue('worker_id', r.worker.id);
    setValue('due_date', addDays(r.end_day, -1));
    const open = r.lines.filter((line) => line.handed < line.quantity);
    // An item of another warehouse or gone from the device's list cannot wait here (nor be handed over).
    latest.current.expect(
      open.flatMap((line) => (line.equipment && items.some((e) => e.id === line.equipment!.id) ? [line.equipment.id] : [])),
    );
    for (const line of open) {
      if (!line.equipment) toast.info(`Rezervasyondan: ${reservationLineLabel(line)}. Okutarak ekleyin.`);
    }
  }, [r, items, setValue]);

  // A reserved kit's stock lines (docs/planning.md "Kits"), once: its code scanned later adds none again.
  const kits = useKits(!!id);
  const kitsDone = useRef(false);
  useEffect(() => {
    if (kitsDone.current || !r || !kits.data) return;
    kitsDone.current = true;
    const reserved = new Set(r.lines.flatMap((line) => (line.kit && line.handed < line.quantity ? [line.kit.id] : [])));
    for (const kit of kits.data.filter((k) => reserved.has(k.id))) {
      const note = latest.current.addKit(kit);
      if (note) toast.info(note);
    }
  }, [r, kits.data]);
}
