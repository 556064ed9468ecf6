// The timeline's window and bars: two weeks at least, reaching the last end up to five weeks; a
// half-open range covers its days, clipped at the window's edges with the clipped side said.
import { describe, expect, it } from 'vitest';
import { barOf, timelineDays } from './timeline-days';

describe('the reservations timeline', () => {
  it('shows two weeks from today, longer to reach the last end, at most five weeks', () => {
    expect(timelineDays('2026-12-30', [])).toHaveLength(14);
    expect(timelineDays('2026-12-30', [])[2]).toBe('2027-01-01');
    expect(timelineDays('2026-12-01', [{ end_day: '2026-12-21' }])).toHaveLength(20);
    expect(timelineDays('2026-12-01', [{ end_day: '2027-03-01' }])).toHaveLength(35);
  });

  it('a range covers its own days; clipped at either edge it says so; outside it has no bar', () => {
    const days = timelineDays('2026-12-01', []);
    expect(barOf(days, { start_day: '2026-12-02', end_day: '2026-12-05' })).toEqual({ from: 1, span: 3, before: false, after: false });
    expect(barOf(days, { start_day: '2026-11-28', end_day: '2026-12-02' })).toEqual({ from: 0, span: 1, before: true, after: false });
    expect(barOf(days, { start_day: '2026-12-10', end_day: '2027-01-10' })).toEqual({ from: 9, span: 5, before: false, after: true });
    expect(barOf(days, { start_day: '2026-12-15', end_day: '2026-12-16' })).toBeNull();
  });
});
