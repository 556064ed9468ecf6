import { describe, expect, it } from 'vitest';
import { scannedFirst } from './scanned-first';

const rows = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));

describe('scannedFirst', () => {
  it('keeps the order when nothing was scanned', () => {
    expect(scannedFirst(rows, []).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
  it('puts scanned items first, the latest scan on top, the rest in their order', () => {
    expect(scannedFirst(rows, ['d', 'b']).map((r) => r.id)).toEqual(['b', 'd', 'a', 'c', 'e']);
  });
  it('ignores scanned ids the list does not hold', () => {
    expect(scannedFirst(rows, ['x', 'e']).map((r) => r.id)).toEqual(['e', 'a', 'b', 'c', 'd']);
  });
});
