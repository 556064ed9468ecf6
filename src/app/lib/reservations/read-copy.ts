// The device copy's reservations (docs/planning.md "Offline"), read when the server does not
// answer. Loaded only then (reservation-queries.ts imports it on demand): the first screen's
// dashboard count does not carry IndexedDB's code.
import { warehouseToday, type LocalDay } from '@shared/local-day';
import type { Reservation } from '@shared/reservations';
import { offlineDb } from '../offline/db';
import { readMirror, readMirrorRow } from '../offline/mirror-read';
import { refreshSyncedAt, setMirrorStatus } from '../offline/mirror-status';
import type { CopyHandover, CopyItem, CopyLists } from './reservations-copy';

/** Whether the device holds a copy of the reservations at all (a first download completed). */
async function held(): Promise<boolean> {
  const state = await (await offlineDb()).syncState.get('reservations').catch(() => undefined);
  return !!state?.syncedAt;
}

function servedFromCopy(): void {
  setMirrorStatus({ servedFromMirror: true });
  void refreshSyncedAt().catch(() => undefined);
}

/** The copy's reservations and today's day, or null when the device holds none. */
export async function copiedReservations(): Promise<{ rows: Reservation[]; today: LocalDay } | null> {
  if (!(await held())) return null;
  const rows = await readMirror<Reservation>('reservations');
  servedFromCopy();
  return { rows, today: warehouseToday() };
}

/** One reservation of the copy (the hand-over form's prefill), or undefined. */
export async function copiedReservation(id: string): Promise<Reservation | undefined> {
  const row = await readMirrorRow<Reservation>('reservations', id);
  if (row) servedFromCopy();
  return row;
}

/** Everything a model's availability is counted from, or null without a copy of the reservations. */
export async function copiedLists(): Promise<(CopyLists & { today: LocalDay }) | null> {
  const copy = await copiedReservations();
  if (!copy) return null;
  // Both with the outbox laid over: an item whose hand-over waits there counts as out.
  const [equipment, handovers, warehouses] = await Promise.all([
    readMirror<CopyItem & { id: string }>('equipment'),
    readMirror<CopyHandover & { id: string }>('field_equipment'),
    readMirror<{ id: string; name: string }>('warehouses'),
  ]);
  return { reservations: copy.rows, equipment, handovers, warehouses, today: copy.today };
}
