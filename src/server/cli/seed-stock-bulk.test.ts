// `seed.ts medium --stock=N` (the device-ready bench's stock): the command line's option. What it
// seeds is checked on both databases in tests/api/stock-device-copy-bulk.test.ts.
import { describe, expect, it } from 'vitest';
import { bulkStockOption } from './seed-stock-bulk';

describe('bulkStockOption', () => {
  it('reads --stock and --stock-warehouses, and refuses what is not a count', () => {
    expect(bulkStockOption(['medium', '--force'])).toBeNull();
    expect(bulkStockOption(['medium', '--stock=5000'])).toEqual({ items: 5000, warehouses: 1 });
    expect(bulkStockOption(['--stock=20', '--stock-warehouses=3'])).toEqual({ items: 20, warehouses: 3 });
    expect(bulkStockOption(['--stock=0'])).toMatch(/--stock/);
    expect(bulkStockOption(['--stock=beş'])).toMatch(/--stock/);
    expect(bulkStockOption(['--stock=10', '--stock-warehouses=0'])).toMatch(/--stock-warehouses/);
  });
});
