import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysOverdue,
  dueDateFor,
  formatLocalDay,
  isLocalDay,
  isOverdue,
  warehouseToday,
  type DueDateQuickPick,
} from './local-day';
import { itGives } from './test-cases';

describe('warehouseToday: the Europe/Istanbul calendar day', () => {
  const todayAt = (at: string) => warehouseToday(new Date(at));

  itGives('changes at 21:00 UTC (midnight in Istanbul), not at UTC midnight', todayAt, [
    ['2026-11-23T20:59:00Z', '2026-11-23'],
    ['2026-11-23T21:01:00Z', '2026-11-24'],
    ['2026-11-23T00:30:00Z', '2026-11-23'],
  ]);

  itGives('crosses a year end the same way', todayAt, [
    ['2026-12-31T20:59:59Z', '2026-12-31'],
    ['2026-12-31T21:00:00Z', '2027-01-01'],
  ]);
});

describe('daysOverdue', () => {
  const active = (due_date: string | null) => ({ status: 'active', due_date });

  it('due today is not overdue; due yesterday is one day overdue', () => {
    expect(daysOverdue(active('2026-11-23'), '2026-11-23')).toBe(0);
    expect(daysOverdue(active('2026-11-22'), '2026-11-23')).toBe(1);
    expect(daysOverdue(active('2026-11-24'), '2026-11-23')).toBe(0);
    expect(daysOverdue(active('2026-10-24'), '2026-11-23')).toBe(30);
  });

  it('across Istanbul midnight: the same record becomes overdue at 21:00 UTC', () => {
    const record = active('2026-11-23');
    expect(isOverdue(record, warehouseToday(new Date('2026-11-23T20:59:00Z')))).toBe(false);
    expect(daysOverdue(record, warehouseToday(new Date('2026-11-23T21:01:00Z')))).toBe(1);
  });

  it('returned records, missing or malformed due dates are never overdue', () => {
    expect(daysOverdue({ status: 'returned', due_date: '2020-01-01' }, '2026-11-23')).toBe(0);
    expect(daysOverdue(active(null), '2026-11-23')).toBe(0);
    expect(daysOverdue({ status: 'active' }, '2026-11-23')).toBe(0);
    expect(daysOverdue(active('23.11.2026'), '2026-11-24')).toBe(0);
  });
});

describe('due date quick picks', () => {
  itGives('bugün, yarın, 1 hafta, 1 ay from the warehouse day', (pick: DueDateQuickPick) => dueDateFor(pick, '2026-11-23'), [
    ['today', '2026-11-23'],
    ['tomorrow', '2026-11-24'],
    ['week', '2026-11-30'],
    ['month', '2026-12-23'],
  ]);

  it('cross month, year and leap-day ends', () => {
    expect(dueDateFor('tomorrow', '2026-12-31')).toBe('2027-01-01');
    expect(dueDateFor('week', '2028-02-25')).toBe('2028-03-03');
    expect(dueDateFor('month', '2026-12-15')).toBe('2027-01-15');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('a quick pick made just after Istanbul midnight counts from the new day', () => {
    expect(dueDateFor('tomorrow', warehouseToday(new Date('2026-11-23T21:01:00Z')))).toBe('2026-11-25');
    expect(dueDateFor('tomorrow', warehouseToday(new Date('2026-11-23T20:59:00Z')))).toBe('2026-11-24');
  });
});

describe('isLocalDay and formatLocalDay', () => {
  itGives('accepts only real calendar days', isLocalDay, [
    ['2026-11-23', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['2026-11-23T00:00:00Z', false],
    [20261123, false],
  ]);

  it('formats a day in Turkish without shifting it by a time zone', () => {
    expect(formatLocalDay('2026-11-30')).toBe('30 Kas 2026');
    expect(formatLocalDay('2026-11-30', 'long')).toBe('30 Kasım 2026 Pazartesi');
    expect(formatLocalDay(null)).toBe('-');
  });
});
