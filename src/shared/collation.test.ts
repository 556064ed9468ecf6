import { describe, expect, it } from 'vitest';
import { compareTurkish, nameOptions, sortByKey, sortByName } from './collation';

describe('Turkish collation', () => {
  it('puts the Turkish letters where the alphabet has them', () => {
    const names = [
      'Zeynep',
      'İrem',
      'Işık',
      'Ilgaz',
      'Çağrı',
      'Cem',
      'Hakan',
      'Şule',
      'Sibel',
      'Ömer',
      'Oya',
      'Ümit',
      'Ufuk',
      'Jale',
      'Gül',
      'Ğ',
    ];
    expect([...names].sort(compareTurkish)).toEqual([
      'Cem',
      'Çağrı',
      'Gül',
      'Ğ',
      'Hakan',
      'Ilgaz',
      'Işık',
      'İrem',
      'Jale',
      'Oya',
      'Ömer',
      'Sibel',
      'Şule',
      'Ufuk',
      'Ümit',
      'Zeynep',
    ]);
  });

  it('differs from byte order, which puts İrem after Zeynep', () => {
    expect(['İrem', 'Zeynep'].sort()).toEqual(['Zeynep', 'İrem']);
    expect(sortByName([{ name: 'İrem' }, { name: 'Zeynep' }]).map((r) => r.name)).toEqual(['İrem', 'Zeynep']);
  });

  it('ignores case and compares numbers by value', () => {
    expect(compareTurkish('istanbul', 'İSTANBUL')).toBe(0);
    expect(sortByName([{ name: 'Depo 10' }, { name: 'depo 2' }, { name: 'Depo 1' }]).map((r) => r.name)).toEqual([
      'Depo 1',
      'depo 2',
      'Depo 10',
    ]);
  });

  it('sorts by several keys and keeps equal rows in their order', () => {
    const people = [
      { id: 1, first: 'Ali', last: 'Şen' },
      { id: 2, first: 'Ali', last: 'Can' },
      { id: 3, first: 'Çetin', last: 'Ak' },
      { id: 4, first: 'Ali', last: 'Can' },
    ];
    expect(sortByKey(people, (p) => [p.first, p.last]).map((p) => p.id)).toEqual([2, 4, 1, 3]);
    expect(people.map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  it('turns named records into picker options in Turkish order', () => {
    expect(
      nameOptions([
        { id: 'b', name: 'Şantiye' },
        { id: 'a', name: 'Sahil' },
      ]),
    ).toEqual([
      { value: 'a', label: 'Sahil' },
      { value: 'b', label: 'Şantiye' },
    ]);
    expect(nameOptions(undefined)).toEqual([]);
  });
});
