import { describe, expect, it } from 'vitest';
import { FewAtOnce } from './few-at-once';

describe('FewAtOnce', () => {
  it('runs at most its limit at once, each in turn, and a failure frees its place', async () => {
    const few = new FewAtOnce(2);
    const order: string[] = [];
    // A turn of the event loop (no clock): the jobs overlap as real work would.
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    const jobs = Array.from({ length: 6 }, (_, i) =>
      few.run(async () => {
        order.push(`start ${i}`);
        await tick();
        if (i === 1) throw new Error('bozuk');
        order.push(`end ${i}`);
        return i;
      }),
    );
    const settled = await Promise.allSettled(jobs);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(few.peak).toBe(2);
    expect(order.slice(0, 2)).toEqual(['start 0', 'start 1']);
    expect(order.filter((s) => s.startsWith('start'))).toHaveLength(6);
  });
});
