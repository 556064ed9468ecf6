import { describe, expect, it } from 'vitest';
import { checkState, dayWithLocative, handoverCheck, nextDueOn, worstCheckState, type CheckDue } from './equipment-checks';

const check = (values: Partial<CheckDue>): CheckDue => ({
  name: 'Periyodik kontrol',
  due_on: null,
  checked_on: null,
  failed: false,
  ...values,
});

describe('a required check on an Istanbul day', () => {
  it('runs out on its due day, is due soon within 30 days, and is missing or failed without a passing record', () => {
    const recorded = check({ checked_on: '2025-10-12', due_on: '2026-10-12' });
    expect(checkState(recorded, '2026-10-12')).toBe('overdue');
    expect(checkState(recorded, '2026-10-11')).toBe('due_soon');
    expect(checkState(recorded, '2026-09-12')).toBe('due_soon');
    expect(checkState(recorded, '2026-09-11')).toBe('valid');
    expect(checkState(check({}), '2026-01-01')).toBe('missing');
    expect(checkState(check({ checked_on: '2026-03-10', failed: true }), '2026-03-11')).toBe('failed');
  });

  it('is due again after the interval in calendar months (a month without the day ends on its last day); a failed check has no next day', () => {
    expect(nextDueOn('2026-01-31', 1, 'passed')).toBe('2026-02-28');
    expect(nextDueOn('2026-10-12', 12, 'passed')).toBe('2027-10-12');
    expect(nextDueOn('2026-10-12', 12, 'failed')).toBeNull();
  });
});

describe('the hand-over decision', () => {
  it('refuses with the day the check ran out, in Turkish with the right suffix, and warns when it runs out soon', () => {
    const item = {
      serial_number: 'VN-7',
      check_due: [
        check({ checked_on: '2025-10-12', due_on: '2026-10-12' }),
        check({ name: 'Kalibrasyon', checked_on: '2026-06-01', due_on: '2026-11-01' }),
      ],
    };
    expect(handoverCheck(item, '2026-10-12')).toEqual({
      refusal: "VN-7 seri numaralı ekipmanın Periyodik kontrol süresi 12.10.2026'da doldu.",
      warnings: ["VN-7 seri numaralı ekipmanın Kalibrasyon süresi 01.11.2026'da doluyor (20 gün kaldı)."],
    });
    expect(handoverCheck({ serial_number: 'VN-8', check_due: null }, '2026-10-12')).toEqual({ refusal: null, warnings: [] });
    expect(worstCheckState(item.check_due, '2026-10-12')).toBe('overdue');
  });

  it('reads the year aloud for the suffix', () => {
    expect(['2020', '2023', '2026', '2027', '2030', '2040', '2060', '2000'].map((y) => dayWithLocative(`${y}-01-05`))).toEqual([
      "05.01.2020'de",
      "05.01.2023'te",
      "05.01.2026'da",
      "05.01.2027'de",
      "05.01.2030'da",
      "05.01.2040'ta",
      "05.01.2060'ta",
      "05.01.2000'de",
    ]);
  });
});
