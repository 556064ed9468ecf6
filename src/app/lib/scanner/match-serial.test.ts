// A scanned serial finds its item: exactly first, then ignoring case, surrounding spaces and the
// Turkish letters a scanner on a wrong keyboard layout or a lower-case label gives.
import { describe, expect, it } from 'vitest';
import { findBySerial } from './match-serial';

const rows = [
  { id: 'a', serial_number: 'SN-İŞ-0001' },
  { id: 'b', serial_number: 'GÜÇ-ÖLÇER-77' },
  { id: 'c', serial_number: ' HLT-TE30-ç ' },
  { id: 'd', serial_number: 'SN-IS-0001' },
  { id: 'e', serial_number: 'sn-iş-0001' },
];

describe('finding a scanned serial', () => {
  it('an exact match wins over a folded one', () => {
    expect(findBySerial(rows, 'SN-IS-0001')?.id).toBe('d');
    expect(findBySerial(rows, 'sn-iş-0001')?.id).toBe('e');
    expect(findBySerial(rows, '  SN-İŞ-0001\r\n')?.id).toBe('a');
  });

  it('a label in lower case or without Turkish letters still finds the item', () => {
    expect(findBySerial(rows, 'güç-ölçer-77')?.id).toBe('b');
    expect(findBySerial(rows, 'GUC-OLCER-77')?.id).toBe('b');
    expect(findBySerial(rows, 'hlt-te30-Ç')?.id).toBe('c');
  });

  it('finds nothing for a serial that is not there, an empty scan or hostile text', () => {
    for (const scanned of ['SN-İŞ-0002', '', '   ', '\u0000', '\ud800', 'SN-İŞ-0001\u0000', '%E0%A4%A']) {
      expect(findBySerial(rows, scanned)).toBeUndefined();
    }
    expect(findBySerial([], 'SN-1')).toBeUndefined();
  });

  it('does not match a part of a serial', () => {
    expect(findBySerial(rows, 'SN-İŞ')).toBeUndefined();
    expect(findBySerial(rows, '77')).toBeUndefined();
  });
});
