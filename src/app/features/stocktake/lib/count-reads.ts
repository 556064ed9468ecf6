// The reads of a count as the count screen shows them, kept in memory and updated one read at a
// time: a read made on this device is on screen and in the counters the moment it is made, before
// any storage or network answers. The counters are kept as reads come and go (every serial counts
// once, whoever read it and however often), so a read costs the same on a 20,000-item count as on
// a small one. A read leaves the counters only when someone discarded it.
import { emptyCounters, type StocktakeCounters, type StocktakeOutcome } from '@shared/schemas/stocktake';
import type { ReadPlace } from './count-store';

export type ReadState = 'sent' | 'pending' | 'failed' | 'discarded';

export interface ShownRead {
  id: string;
  serial_number: string;
  counted_at: string;
  counted_by_name: string;
  source: string;
  place: ReadPlace;
  /** Made on this device. */
  mine: boolean;
  state: ReadState;
  error?: string;
  /** Reached the server after the close. */
  late?: boolean;
}

export interface CountSnapshot {
  /** The newest reads, newest first (at most SHOWN_READS). */
  newest: readonly ShownRead[];
  /** Every read shown, discarded ones included. */
  total: number;
  counters: StocktakeCounters;
  /** This device's reads not on the server yet, and of those the refused ones. */
  waiting: number;
  failed: number;
  /** When this device made its newest read. */
  lastMineAt: string | null;
}

export const SHOWN_READS = 100;

const counts = (r: ShownRead) => r.state !== 'discarded';
const waits = (r: ShownRead) => r.mine && (r.state === 'pending' || r.state === 'failed');
const newer = (a: ShownRead, b: ShownRead) => (a.counted_at > b.counted_at ? -1 : a.counted_at < b.counted_at ? 1 : 0);

export class CountReads {
  private readonly byId = new Map<string, ShownRead>();
  /** Newest first. */
  private order: ShownRead[] = [];
  private readonly serials = new Map<string, { reads: number; outcome: StocktakeOutcome }>();
  private readonly counters = emptyCounters();
  private expected = 0;
  private waiting = 0;
  private failed = 0;
  private lastMineAt: string | null = null;
  private snapshot: CountSnapshot | null = null;
  private readonly listeners = new Set<() => void>();

  setExpected(count: number): void {
    if (count === this.expected) return;
    this.expected = count;
    this.changed();
  }

  /** Counted already (by anyone, and not discarded). */
  has(serial: string): boolean {
    return (this.serials.get(serial)?.reads ?? 0) > 0;
  }

  get(id: string): ShownRead | undefined {
    return this.byId.get(id);
  }

  /** Reads placed nowhere ('Sistemde kayıtlı değil'): placed again once the device knows more. */
  unknownReads(): ShownRead[] {
    const out: ShownRead[] = [];
    for (const read of this.byId.values()) if (read.place.outcome === 'unknown' && read.state !== 'discarded') out.push(read);
    return out;
  }

  /** Adds new reads and replaces known ones (same id); one notification for the lot. */
  upsert(reads: readonly ShownRead[]): void {
    if (reads.length === 0) return;
    let resort = false;
    for (const read of reads) {
      const known = this.byId.get(read.id);
      if (known) {
        this.account(known, -1);
        const index = this.indexOf(known);
        if (index >= 0) this.order[index] = read;
        resort ||= known.counted_at !== read.counted_at;
      } else if (!resort && (this.order.length === 0 || read.counted_at >= this.order[0]!.counted_at)) {
        this.order.unshift(read);
      } else {
        this.order.push(read);
        resort = true;
      }
      this.byId.set(read.id, read);
      this.account(read, 1);
    }
    if (resort) this.order.sort(newer);
    this.changed();
  }

  /** A read's sending state changed (sent, refused, retried, discarded). */
  setState(id: string, state: ReadState, error?: string, late?: boolean): void {
    const known = this.byId.get(id);
    if (!known || (known.state === state && known.error === error && (late === undefined || known.late === late))) return;
    this.upsert([{ ...known, state, error, late: late ?? known.late }]);
  }

  /** A read that never reached the device's storage: as if it had not been made. */
  remove(id: string): void {
    const known = this.byId.get(id);
    if (!known) return;
    this.account(known, -1);
    this.byId.delete(id);
    this.order = this.order.filter((r) => r !== known);
    this.changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CountSnapshot => {
    this.snapshot ??= {
      newest: this.order.slice(0, SHOWN_READS),
      total: this.order.length,
      counters: { ...this.counters, expected: this.expected, missing: Math.max(0, this.expected - this.counters.found) },
      waiting: this.waiting,
      failed: this.failed,
      lastMineAt: this.lastMineAt,
    };
    return this.snapshot;
  };

  /** Where a read stands in `order` (sorted newest first): a binary search on its time. */
  private indexOf(read: ShownRead): number {
    let low = 0;
    let high = this.order.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.order[mid]!.counted_at > read.counted_at) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < this.order.length && this.order[i]!.counted_at === read.counted_at; i++) if (this.order[i] === read) return i;
    return this.order.indexOf(read);
  }

  private account(read: ShownRead, sign: 1 | -1): void {
    if (waits(read)) {
      this.waiting += sign;
      if (read.state === 'failed') this.failed += sign;
    }
    if (sign === 1 && read.mine && (this.lastMineAt === null || read.counted_at > this.lastMineAt)) this.lastMineAt = read.counted_at;
    if (!counts(read)) return;
    this.counters.reads += sign;
    const serial = this.serials.get(read.serial_number) ?? { reads: 0, outcome: read.place.outcome };
    if (serial.reads === 0) serial.outcome = read.place.outcome;
    serial.reads += sign;
    if (serial.reads === 0) this.counters[serial.outcome]--;
    else if (sign === 1 && serial.reads === 1) this.counters[serial.outcome]++;
    this.serials.set(read.serial_number, serial);
  }

  private changed(): void {
    this.snapshot = null;
    for (const listener of this.listeners) listener();
  }
}
