import { describe, expect, it } from 'vitest';
import { CountReads, type ShownRead } from './count-reads';

const place = (outcome: ShownRead['place']['outcome']) => ({
  outcome,
  model: null,
  brand_name: null,
  warehouse_name: null,
  status: null,
  holder: null,
});

let clock = 0;
function read(serial: string, extra: Partial<ShownRead> = {}): ShownRead {
  clock += 1000;
  return {
    id: `r-${serial}-${clock}`,
    serial_number: serial,
    counted_at: new Date(Date.UTC(2026, 10, 20, 10, 0, 0) + clock).toISOString(),
    counted_by_name: 'Ayşe Demir',
    source: 'wedge',
    place: place('found'),
    mine: true,
    state: 'pending',
    ...extra,
  };
}

describe('the reads of a count on the device', () => {
  it('counts a read the moment it is made, and keeps counting it while it is sent', () => {
    const model = new CountReads();
    model.setExpected(3);
    const a = read('A');
    model.upsert([a]);
    expect(model.getSnapshot().counters).toMatchObject({ expected: 3, found: 1, missing: 2, reads: 1 });
    expect(model.getSnapshot()).toMatchObject({ waiting: 1, failed: 0 });
    model.setState(a.id, 'sent');
    expect(model.getSnapshot().counters).toMatchObject({ found: 1, missing: 2, reads: 1 });
    expect(model.getSnapshot().waiting).toBe(0);
    expect(model.getSnapshot().newest.map((r) => r.state)).toEqual(['sent']);
  });

  it('counts a serial once whoever read it, and drops a read only when it is discarded', () => {
    const model = new CountReads();
    model.setExpected(2);
    const mine = read('A');
    const theirs = read('A', { mine: false, state: 'sent', counted_by_name: 'Ali Kaya' });
    const unknown = read('YOK-1', { place: place('unknown') });
    model.upsert([mine, theirs, unknown]);
    expect(model.getSnapshot().counters).toMatchObject({ found: 1, unknown: 1, reads: 3 });
    expect(model.has('A')).toBe(true);

    model.setState(mine.id, 'discarded');
    expect(model.getSnapshot().counters).toMatchObject({ found: 1, reads: 2 });
    model.setState(unknown.id, 'failed', 'Reddedildi');
    expect(model.getSnapshot()).toMatchObject({ waiting: 1, failed: 1 });
    model.setState(unknown.id, 'discarded');
    expect(model.getSnapshot().counters).toMatchObject({ unknown: 0, reads: 1 });
    expect(model.has('YOK-1')).toBe(false);
    expect(model.getSnapshot()).toMatchObject({ waiting: 0, failed: 0, total: 3 });
  });

  it('moves a read placed again (the equipment list arrived) to its outcome', () => {
    const model = new CountReads();
    const theirs = read('SUB-1', { mine: false, state: 'sent', place: place('unknown') });
    model.upsert([theirs]);
    expect(model.unknownReads().map((r) => r.serial_number)).toEqual(['SUB-1']);
    model.upsert([{ ...theirs, place: place('elsewhere') }]);
    expect(model.getSnapshot().counters).toMatchObject({ unknown: 0, elsewhere: 1, reads: 1 });
    expect(model.unknownReads()).toEqual([]);
  });

  it('shows the newest first, whatever order reads arrive in', () => {
    const model = new CountReads();
    const first = read('A');
    const second = read('B');
    const third = read('C');
    model.upsert([second]);
    model.upsert([third, first]);
    expect(model.getSnapshot().newest.map((r) => r.serial_number)).toEqual(['C', 'B', 'A']);
    model.setState(first.id, 'sent');
    expect(model.getSnapshot().newest.map((r) => `${r.serial_number}:${r.state}`)).toEqual(['C:pending', 'B:pending', 'A:sent']);
    model.remove(second.id);
    expect(model.getSnapshot().newest.map((r) => r.serial_number)).toEqual(['C', 'A']);
    expect(model.getSnapshot().lastMineAt).toBe(third.counted_at);
  });

  it('tells its subscribers once per change, with a new snapshot', () => {
    const model = new CountReads();
    let calls = 0;
    const stop = model.subscribe(() => calls++);
    const before = model.getSnapshot();
    model.upsert([read('A'), read('B')]);
    expect(calls).toBe(1);
    expect(model.getSnapshot()).not.toBe(before);
    expect(model.getSnapshot()).toBe(model.getSnapshot());
    stop();
    model.upsert([read('C')]);
    expect(calls).toBe(1);
  });
});
