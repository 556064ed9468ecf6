import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldTurkish } from '@shared/search';
import {
  createEquipmentFilter,
  EMPTY_FILTERS,
  equipmentIndexOf,
  filterEquipment,
  narrows,
  rowsAt,
  hasActiveFilters,
  indexEquipment,
  summarizeStatuses,
  type FilterableEquipment,
} from './filter-equipment';

const brandA = { id: 'b1', name: 'Işık Elektronik' };
const brandB = { id: 'b2', name: 'Bosch' };
const catA = { id: 'c1', name: 'Matkap' };
const whA = { id: 'w1', name: 'İstanbul' };
const whB = { id: 'w2', name: 'Ankara' };

function row(id: string, over: Partial<FilterableEquipment> = {}): FilterableEquipment {
  const brand = over.brand === undefined ? brandA : over.brand;
  const category = over.category === undefined ? catA : over.category;
  const warehouse = over.warehouse === undefined ? whA : over.warehouse;
  return {
    id,
    serial_number: `SN-${id}`,
    model: 'XR-500',
    status: 'available',
    ...over,
    brand,
    category,
    warehouse,
    brand_id: brand?.id ?? null,
    category_id: category?.id ?? null,
    warehouse_id: warehouse?.id ?? null,
  };
}

const rows = [
  row('1'),
  row('2', { status: 'in_field', brand: brandB }),
  row('3', { status: 'broken', warehouse: whB, model: 'Şarjlı Matkap' }),
  row('4', { status: 'scrapped', category: null, warehouse: null }),
];
const index = indexEquipment(rows);
const ids = (list: FilterableEquipment[]) => list.map((r) => r.id);

describe('filterEquipment', () => {
  it('returns every row without filters, in order', () => {
    expect(ids(filterEquipment(index, EMPTY_FILTERS))).toEqual(['1', '2', '3', '4']);
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
  });

  it('searches serial, model, brand and category, Turkish-aware', () => {
    expect(ids(filterEquipment(index, { ...EMPTY_FILTERS, query: 'sn-3' }))).toEqual(['3']);
    expect(ids(filterEquipment(index, { ...EMPTY_FILTERS, query: 'IŞIK' }))).toEqual(['1', '3', '4']);
    expect(ids(filterEquipment(index, { ...EMPTY_FILTERS, query: 'isik' }))).toEqual(['1', '3', '4']);
    expect(ids(filterEquipment(index, { ...EMPTY_FILTERS, query: 'sarjli' }))).toEqual(['3']);
    expect(ids(filterEquipment(index, { ...EMPTY_FILTERS, query: 'bosch xr' }))).toEqual(['2']);
    // The warehouse name is not searched (it has its own filter).
    expect(ids(filterEquipment(index, { ...EMPTY_FILTERS, query: 'ankara' }))).toEqual([]);
  });

  it('combines the four selects with the search', () => {
    expect(ids(filterEquipment(index, { ...EMPTY_FILTERS, status: 'in_field' }))).toEqual(['2']);
    expect(ids(filterEquipment(index, { ...EMPTY_FILTERS, brandId: 'b1', warehouseId: 'w1' }))).toEqual(['1']);
    expect(ids(filterEquipment(index, { ...EMPTY_FILTERS, categoryId: 'c1', query: 'matkap' }))).toEqual(['1', '2', '3']);
    expect(ids(filterEquipment(index, { ...EMPTY_FILTERS, warehouseId: 'nope' }))).toEqual([]);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, brandId: 'b1' })).toBe(true);
  });

  it('agrees with a naive filter on random data', () => {
    const statuses = ['available', 'in_field', 'broken', 'scrapped', 'in_transfer'];
    const arbRow = fc.record({
      serial: fc.string({ maxLength: 6 }),
      model: fc.constantFrom('XR-500', 'Işık', 'matkap', 'İNCE'),
      status: fc.constantFrom(...statuses),
      brand: fc.constantFrom(brandA, brandB),
      category: fc.constantFrom(catA, null),
      warehouse: fc.constantFrom(whA, whB, null),
    });
    const arbFilters = fc.record({
      query: fc.constantFrom('', 'ı', 'i', 'xr', 'bosch', 'ince', 'MATKAP'),
      status: fc.constantFrom('all', ...statuses),
      brandId: fc.constantFrom('', 'b1', 'b2'),
      categoryId: fc.constantFrom('', 'c1'),
      warehouseId: fc.constantFrom('', 'w1', 'w2'),
    });
    fc.assert(
      fc.property(fc.array(arbRow, { maxLength: 30 }), arbFilters, (raw, f) => {
        const list = raw.map((r, i) =>
          row(String(i), {
            serial_number: r.serial,
            model: r.model,
            status: r.status,
            brand: r.brand,
            category: r.category,
            warehouse: r.warehouse,
          }),
        );
        const q = foldTurkish(f.query);
        const naive = list.filter(
          (r) =>
            (f.status === 'all' || r.status === f.status) &&
            (!f.brandId || r.brand_id === f.brandId) &&
            (!f.categoryId || r.category_id === f.categoryId) &&
            (!f.warehouseId || r.warehouse_id === f.warehouseId) &&
            q
              .split(/\s+/)
              .every((w) => [r.serial_number, r.model, r.brand?.name, r.category?.name].some((x) => foldTurkish(x).includes(w))),
        );
        expect(ids(filterEquipment(indexEquipment(list), f))).toEqual(ids(naive));
      }),
    );
  });
});

describe('createEquipmentFilter', () => {
  it('narrows from the last result while typing and starts over when a select changes', () => {
    expect(narrows({ ...EMPTY_FILTERS, query: 'sn' }, { ...EMPTY_FILTERS, query: 'sn-3' })).toBe(true);
    expect(narrows({ ...EMPTY_FILTERS, query: 'sn-3' }, { ...EMPTY_FILTERS, query: 'sn' })).toBe(false);
    expect(narrows({ ...EMPTY_FILTERS, query: 'sn' }, { ...EMPTY_FILTERS, query: 'sn', status: 'broken' })).toBe(false);
    const filter = createEquipmentFilter(index);
    const run = (f: typeof EMPTY_FILTERS) => rowsAt(index, filter(f));
    expect(ids(run({ ...EMPTY_FILTERS, query: 's' }))).toEqual(['1', '2', '3', '4']);
    expect(ids(run({ ...EMPTY_FILTERS, query: 'sn-' }))).toEqual(['1', '2', '3', '4']);
    expect(ids(run({ ...EMPTY_FILTERS, query: 'sn-2' }))).toEqual(['2']);
    expect(ids(run({ ...EMPTY_FILTERS, query: 'sn-' }))).toEqual(['1', '2', '3', '4']);
    expect(ids(run({ ...EMPTY_FILTERS, query: 'sn-', status: 'broken' }))).toEqual(['3']);
  });
});

describe('summarizeStatuses', () => {
  it('counts the tiles', () => {
    expect(summarizeStatuses(rows)).toEqual({ total: 4, available: 1, in_field: 1, broken: 1, scrapped: 1, in_transfer: 0 });
  });
});

describe('equipmentIndexOf', () => {
  it('builds the index once per rows array and again for a new one', () => {
    const rows = [{ id: 'a', serial_number: 'SN-1', model: 'GSB', status: 'available' }];
    const first = equipmentIndexOf(rows);
    expect(equipmentIndexOf(rows)).toBe(first);
    expect(first.keys).toEqual(['sn-1\u0001gsb\u0001']);
    const next = equipmentIndexOf([...rows]);
    expect(next).not.toBe(first);
    expect(next.keys).toEqual(first.keys);
  });
});
