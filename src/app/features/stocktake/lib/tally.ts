// Live counters of a count on the tablet: every serial counts once, whoever read it and however
// often. The server's result uses the same outcomes (src/shared/schemas/stocktake.ts).
import { emptyCounters, type StocktakeCounters } from '@shared/schemas/stocktake';
import type { ReadPlace } from './count-store';

export interface TallyRead {
  serial_number: string;
  place: ReadPlace;
}

export function tally(expectedCount: number, reads: readonly TallyRead[]): StocktakeCounters {
  const counters = emptyCounters();
  counters.expected = expectedCount;
  counters.reads = reads.length;
  const seen = new Set<string>();
  for (const r of reads) {
    if (seen.has(r.serial_number)) continue;
    seen.add(r.serial_number);
    counters[r.place.outcome]++;
  }
  counters.missing = Math.max(0, expectedCount - counters.found);
  return counters;
}
