import { describe, expect, it } from 'vitest';
import { foldTurkish, matchesQuery, searchKey, searchRows } from './search';
import { itGives } from './test-cases';

describe('foldTurkish', () => {
  itGives('folds Turkish letters and both i forms to one key', foldTurkish, [
    ['IŞIK', 'isik'],
    ['ışık', 'isik'],
    ['İstanbul', 'istanbul'],
    ['ÇAĞLAR ÖZGÜR', 'caglar ozgur'],
    ['  Şimşek ', 'simsek'],
  ]);

  itGives('handles empty input', foldTurkish, [
    [null, ''],
    [undefined, ''],
    ['', ''],
  ]);
});

describe('searchRows', () => {
  const rows = [
    { name: 'IŞIK', city: 'Ankara' },
    { name: 'Ayşe', city: 'İstanbul' },
    { name: 'Mehmet Çelik', city: 'İzmir' },
  ];
  const fields = (r: (typeof rows)[number]) => [r.name, r.city];

  it("'ışık' finds 'IŞIK'", () => {
    expect(searchRows(rows, 'ışık', fields)).toEqual([rows[0]]);
  });

  it("'istanbul' and 'İSTANBUL' find 'İstanbul'", () => {
    expect(searchRows(rows, 'istanbul', fields)).toEqual([rows[1]]);
    expect(searchRows(rows, 'İSTANBUL', fields)).toEqual([rows[1]]);
  });

  it('matches without Turkish keys and across fields, every word required', () => {
    expect(searchRows(rows, 'celik izmir', fields)).toEqual([rows[2]]);
    expect(searchRows(rows, 'celik ankara', fields)).toEqual([]);
  });

  it('an empty query keeps every row (as a copy)', () => {
    const result = searchRows(rows, '  ', fields);
    expect(result).toEqual(rows);
    expect(result).not.toBe(rows);
  });
});

describe('searchKey and matchesQuery', () => {
  it('does not match across field boundaries', () => {
    const key = searchKey('ab', 'cd');
    expect(matchesQuery(key, 'ab')).toBe(true);
    expect(matchesQuery(key, 'bc')).toBe(false);
    expect(matchesQuery(key, '')).toBe(true);
  });
});
