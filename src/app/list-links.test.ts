// Each list's address, read as the router reads a link (its own search parser, then the route's
// `validateSearch`): a shared link restores the filters; a hostile or stale one falls back calmly,
// value by value, and never throws (an exception in validateSearch is the route's error screen).
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { MALFORMED_URL_PARTS, HOSTILE_TEXT, encodeLoosely } from '../../tests/helpers/hostile-values';
import { EQUIPMENT_LIST_SEARCH } from './features/equipment/list-search';
import { FIELD_LIST_SEARCH } from './features/field/list-search';
import { BROKEN_LIST_SEARCH } from './features/repairs/list-search';
import { countSearch } from './features/stocktake/lib/count-search';
import { TRANSFER_LIST_SEARCH } from './features/transfers/list-search';
import { USER_LIST_SEARCH } from './features/users/list-search';
import { WORKER_LIST_SEARCH } from './features/workers/list-search';
import { listSearchValidator, readFields, withoutPersonalNumbers } from './lib/list-search';

const LISTS = {
  equipment: EQUIPMENT_LIST_SEARCH,
  field: FIELD_LIST_SEARCH,
  broken: BROKEN_LIST_SEARCH,
  transfers: TRANSFER_LIST_SEARCH,
  users: USER_LIST_SEARCH,
  workers: WORKER_LIST_SEARCH,
} as const;

const WAREHOUSE = '3e9c6d84-4f50-4182-9dce-3f4a5b6c7d8e';
const BRAND = '4fad7e95-5061-4293-8edf-4a5b6c7d8e9f';

/** What a route keeps of a link's query string. */
const validate = (fields: (typeof LISTS)[keyof typeof LISTS], query: string) =>
  listSearchValidator(fields as Parameters<typeof listSearchValidator>[0])(defaultParseSearch(query));
/** A control character (the address keeps none: they become spaces). */
const hasControl = (text: string) => [...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\u007f');
/** What the page reads from a link. */
const read = (fields: (typeof LISTS)[keyof typeof LISTS], query: string) =>
  readFields(fields as Parameters<typeof readFields>[0], validate(fields, query));

describe('a shared link restores the list', () => {
  it('equipment: search, status in Turkish, brand, warehouse and page', () => {
    const query = `?ara=k%C4%B1r%C4%B1c%C4%B1%20%C4%B0%C5%9F%C3%A7i&durum=arizali&marka=${BRAND}&depo=${WAREHOUSE}&sayfa=3`;
    expect(read(LISTS.equipment, query)).toEqual({
      query: 'kırıcı İşçi',
      status: 'broken',
      brandId: BRAND,
      categoryId: '',
      warehouseId: WAREHOUSE,
      page: 3,
    });
  });

  it('field: the dashboard’s overdue link, and the default "in the field" when the address says nothing', () => {
    expect(read(LISTS.field, '?durum=gecikmis')).toMatchObject({ status: 'overdue', page: 1 });
    expect(read(LISTS.field, '')).toMatchObject({ status: 'active', query: '' });
    // 'Tüm Durumlar' is a choice of its own, not the default.
    expect(read(LISTS.field, '?durum=tumu')).toMatchObject({ status: '' });
    expect(validate(LISTS.field, '?durum=tumu')).toEqual({ durum: 'tumu' });
  });

  it('faults and transfers: each status word maps to its value', () => {
    expect(['bildirildi', 'tamirde', 'tamir-edildi'].map((w) => read(LISTS.broken, `?durum=${w}`).status)).toEqual([
      'reported',
      'assigned',
      'repaired',
    ]);
    expect(['transferde', 'tamamlandi'].map((w) => read(LISTS.transfers, `?durum=${w}`).status)).toEqual(['in_transit', 'completed']);
  });

  it('a page written with leading zeros or as a number is the same page', () => {
    expect(read(LISTS.users, '?sayfa=07').page).toBe(7);
    expect(read(LISTS.users, '?sayfa=7').page).toBe(7);
  });

  it('writes back only what differs from the defaults, in the same Turkish words, and reads back the same', () => {
    const address = validate(LISTS.equipment, `?ara=matkap&durum=musait&sayfa=1&depo=${WAREHOUSE}`);
    expect(address).toEqual({ ara: 'matkap', durum: 'musait', depo: WAREHOUSE });
    const again = defaultStringifySearch(address);
    expect(validate(LISTS.equipment, again)).toEqual(address);
  });
});

describe('a stale or hostile link falls back calmly, value by value', () => {
  it('unknown statuses, ids that are not UUIDs and impossible pages are dropped; the rest is kept', () => {
    const query = '?ara=hilti&durum=kayip&depo=1%20or%201%3D1&marka=../../etc&sayfa=0';
    expect(validate(LISTS.equipment, query)).toEqual({ ara: 'hilti' });
    for (const page of ['-1', '1.5', '99999999', 'abc', '%20', '1e3', '[1]']) {
      expect(read(LISTS.transfers, `?sayfa=${page}`).page).toBe(page === '1e3' ? 1000 : 1);
    }
  });

  it('a status given twice (an array) or as an object is dropped', () => {
    expect(validate(LISTS.broken, '?durum=tamirde&durum=bildirildi')).toEqual({});
    expect(validate(LISTS.broken, `?durum=${encodeURIComponent('{"a":"tamirde"}')}`)).toEqual({});
  });

  it('a status word that is a property of every object (constructor, __proto__) is not a status', () => {
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(validate(LISTS.transfers, `?durum=${word}`)).toEqual({});
      expect(read(LISTS.transfers, `?durum=${word}`).status).toBe('');
    }
  });

  it.each(MALFORMED_URL_PARTS)('every list takes %s in any field without throwing', (part) => {
    for (const fields of Object.values(LISTS)) {
      for (const key of ['ara', 'durum', 'depo', 'sayfa', 'marka', 'rol']) {
        const query = `?${key}=${part}`;
        expect(() => read(fields, query)).not.toThrow();
        const kept = validate(fields, query);
        for (const value of Object.values(kept)) {
          expect(hasControl(String(value))).toBe(false);
          expect(String(value).isWellFormed()).toBe(true);
        }
      }
    }
  });

  it('search text keeps no control character nor lone surrogate, and at most 200 characters', () => {
    for (const text of HOSTILE_TEXT) {
      const query = String(read(LISTS.equipment, `?ara=${encodeLoosely(text)}`).query);
      expect(hasControl(query)).toBe(false);
      expect(query.isWellFormed()).toBe(true);
    }
    expect(read(LISTS.equipment, `?ara=${'ş'.repeat(500)}`).query).toBe('ş'.repeat(200));
    expect(read(LISTS.workers, `?ara=${encodeURIComponent('Ali\u0000Veli')}`).query).toBe('Ali Veli');
    // A surrogate pair (an emoji) is a whole character: kept.
    expect(read(LISTS.workers, `?ara=${encodeURIComponent('🔧 tamir')}`).query).toBe('🔧 tamir');
  });

  it('a number in the address is searched as its digits', () => {
    expect(read(LISTS.equipment, '?ara=18').query).toBe('18');
  });
});

describe('personal numbers typed in a search', () => {
  it('a national id or a phone (six digits or more, spaces and dashes aside) is kept off the address', () => {
    for (const text of ['10000000146', '532 123 45 67', '0532-123-4567', 'ayşe 123456']) expect(withoutPersonalNumbers(text)).toBe(false);
    for (const text of ['Şükrü Işıklı', 'GSB 18V-55', 'SN-12345', '2026 Ocak']) expect(withoutPersonalNumbers(text)).toBe(true);
  });

  it('the lists of people keep the rule; the lists of things do not need it', () => {
    expect(WORKER_LIST_SEARCH.query.keep).toBe(withoutPersonalNumbers);
    expect(USER_LIST_SEARCH.query.keep).toBe(withoutPersonalNumbers);
    expect(FIELD_LIST_SEARCH.query.keep).toBe(withoutPersonalNumbers);
    expect(EQUIPMENT_LIST_SEARCH.query.keep).toBeUndefined();
  });
});

describe('the count screen’s scanned serial (`?serial=`)', () => {
  it('takes a serial once, trimmed, with how it was read when that is known', () => {
    expect(countSearch(defaultParseSearch('?serial=%20SN-%C4%B0%C5%9E-0042%20&source=wedge'))).toEqual({
      serial: 'SN-İŞ-0042',
      source: 'wedge',
    });
    expect(countSearch(defaultParseSearch('?serial=SN-1&source=bluetooth'))).toEqual({ serial: 'SN-1' });
    // A serial of digits only is parsed as a number by the router: still the serial.
    expect(countSearch(defaultParseSearch('?serial=000123'))).toEqual({ serial: '000123' });
    expect(countSearch(defaultParseSearch('?serial=4711'))).toEqual({ serial: '4711' });
  });

  it('ignores an empty, blank, over-long or non-text serial', () => {
    expect(countSearch(defaultParseSearch('?serial='))).toEqual({});
    expect(countSearch(defaultParseSearch('?serial=%20%20'))).toEqual({});
    expect(countSearch(defaultParseSearch(`?serial=${'A'.repeat(201)}`))).toEqual({});
    expect(countSearch(defaultParseSearch(`?serial=${'A'.repeat(200)}`))).toEqual({ serial: 'A'.repeat(200) });
    expect(countSearch(defaultParseSearch('?serial=a&serial=b'))).toEqual({});
    expect(countSearch({ serial: { toString: () => 'SN-1' } })).toEqual({});
  });

  it.each(MALFORMED_URL_PARTS)('takes %s without throwing', (part) => {
    expect(() => countSearch(defaultParseSearch(`?serial=${part}&source=${part}`))).not.toThrow();
  });
});
