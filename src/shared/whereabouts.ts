// Where an item is now, and the refusals that say it ("Sahada — Ahmet Yılmaz'da, 12.11.2026'dan
// beri"). Apart from equipment-moves.ts, which the first screen loads: the Turkish endings after
// names and dates are needed only by the forms and the server.
import { equipmentStatusLabel } from './equipment-moves';
import { locative, sinceDay } from './turkish-suffix';

/** Where an item is, as the refusals below say it. */
export interface Whereabouts {
  status: string;
  /** The warehouse's name. */
  warehouse?: string | null;
  /** Who holds it (a worker's full name), while it is in the field. */
  holder?: string | null;
  /** Since when (an ISO moment): the hand-over, the arrival in the warehouse. */
  since?: string | null;
}

/** "Sahada — Ahmet Yılmaz'da, 12.11.2026'dan beri"; "Ankara Bölge Deposu, Müsait, 14.11.2026'dan beri". */
export function whereaboutsText(w: Whereabouts): string {
  const since = w.since ? `, ${sinceDay(w.since)}` : '';
  if (w.holder) return `${equipmentStatusLabel(w.status)} — ${locative(w.holder)}${since}`;
  return `${[w.warehouse, equipmentStatusLabel(w.status)].filter(Boolean).join(', ')}${since}`;
}

/** Messages naming a scanned or returned item with where it is. */
export const whereMessages = {
  /** A return refused because the record was closed meanwhile: where the item went since. */
  alreadyReturnedNow: (serial: string, where: Whereabouts) =>
    `${serial} seri numaralı ekipman zaten iade alınmış. Şu anda: ${whereaboutsText(where)}.`,
  /** A scanned item that cannot join a hand-over, with where it is. */
  cannotIssue: (serial: string, where: Whereabouts) => `${serial} teslim edilemez: ${whereaboutsText(where)}.`,
  /** A scanned item that cannot join a return of this worker. */
  otherWorkerHolds: (serial: string, holder: string, since?: string | null) =>
    `${serial} bu işçide değil: başka işçinin zimmetinde (${locative(holder)}${since ? `, ${sinceDay(since)}` : ''}).`,
  cannotReturn: (serial: string, where: Whereabouts) => `${serial} iade alınamaz: şu anda ${whereaboutsText(where)}.`,
};
