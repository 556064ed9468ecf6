import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { inQuietHours, minuteText, parseMinute, preferencesSchema, TIME_INVALID } from './notifications';

describe('notification rules', () => {
  it('quiet hours that run past midnight hold 21:00–07:59 and free 08:00', () => {
    const start = 21 * 60;
    const end = 8 * 60;
    expect(inQuietHours(20 * 60 + 59, start, end)).toBe(false);
    expect(inQuietHours(21 * 60, start, end)).toBe(true);
    expect(inQuietHours(0, start, end)).toBe(true);
    expect(inQuietHours(7 * 60 + 59, start, end)).toBe(true);
    expect(inQuietHours(8 * 60, start, end)).toBe(false);
    // Within one day, and none at all when start equals end.
    expect(inQuietHours(13 * 60, 12 * 60, 14 * 60)).toBe(true);
    expect(inQuietHours(13 * 60, 9 * 60, 9 * 60)).toBe(false);
  });

  it('reads and writes HH:MM', () => {
    expect(parseMinute('08:00')).toBe(480);
    expect(parseMinute('23:59')).toBe(1439);
    expect(parseMinute('24:00')).toBeNull();
    expect(parseMinute('8:00')).toBeNull();
    expect(minuteText(75)).toBe('01:15');
  });

  it('refuses an unknown event or channel and a malformed time in Turkish', () => {
    const bad = (input: unknown) => v.safeParse(preferencesSchema, input).issues?.[0]?.message;
    expect(bad({ channels: {}, quiet_start: '25:00', quiet_end: '08:00' })).toBe(TIME_INVALID);
    expect(bad({ channels: { uzay: ['email'] }, quiet_start: '21:00', quiet_end: '08:00' })).toBe('Geçersiz bildirim türü.');
    expect(bad({ channels: { digest: ['sms'] }, quiet_start: '21:00', quiet_end: '08:00' })).toBe('Geçersiz bildirim kanalı.');
    expect(bad({ channels: { digest: ['email'] }, quiet_start: '21:00', quiet_end: '08:00' })).toBeUndefined();
  });
});
