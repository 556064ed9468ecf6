// What the hand-over form starts with (docs/planning.md): `?ekipman=<id>` (the scan action sheet's
// item, use-prefill-from-scan.ts) and `?rezervasyon=<id>`: the reservation's warehouse, worker and
// last day as the expected return day, once both are read; its specific items wait to be confirmed
// by a scan (use-awaiting-scan.tsx). Numbers of a model are said, to be scanned. The hand-over that
// lands fulfils the reservation on the server.
import { useEffect, useRef } from 'react';
import { useSearch } from '@tanstack/react-router';
import type { UseFormSetValue } from 'react-hook-form';
import { toast } from 'sonner';
import { usePrefillFromScan } from '@app/components/use-prefill-from-scan';
import { addDays } from '@shared/local-day';
import { reservationLineLabel } from '@shared/reservations';
import type { IssueFormInput } from '@shared/schemas/operations';
import { useReservation } from '@app/lib/reservations/reservation-queries';

interface Options {
  itemId: string | undefined;
  items: ReadonlyArray<{ id: string; serial_number: string }> | undefined;
  choose: (serial: string) => string | null | undefined;
  setValue: UseFormSetValue<IssueFormInput>;
  /** The reservation's items not yet handed over: they wait for a scan. */
  expect: (ids: readonly string[]) => void;
}

export function useIssuePrefills({ itemId, items, choose, setValue, expect }: Options): void {
  usePrefillFromScan({ itemId, items, choose });
  const search: { rezervasyon?: string } = useSearch({ strict: false });
  const id = search.rezervasyon;
  // From the device copy when the server does not answer (docs/planning.md "Offline").
  const reservation = useReservation(id);
  const done = useRef(false);
  const latest = useRef(expect);
  useEffect(() => {
    latest.current = expect;
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
    latest.current(open.flatMap((line) => (line.equipment && items.some((e) => e.id === line.equipment!.id) ? [line.equipment.id] : [])));
    for (const line of open) {
      if (!line.equipment) toast.info(`Rezervasyondan: ${reservationLineLabel(line)}. Okutarak ekleyin.`);
    }
  }, [r, items, setValue]);
}
