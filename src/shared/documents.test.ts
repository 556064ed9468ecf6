import { describe, expect, it } from 'vitest';
import {
  codeFromAddress,
  codeFromScan,
  fingerprint,
  formatCode,
  isWholeNationalId,
  maskNationalId,
  normalizeCode,
  verificationUrl,
} from './documents';
import { itGives } from './test-cases';

describe('verification codes', () => {
  itGives('are read as typed: case, separators and the letters people confuse', normalizeCode, [
    ['abcde-fgh1k', 'ABCDEFGH1K'],
    [' 0OIL1 23456 ', '00111' + '23456'],
    ['ABCDE-FGHJ', null],
    ['ABCDE-FGHJU', null],
  ]);

  it('are written in two groups of five', () => {
    expect(formatCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
  });

  itGives('are found in a verification address of any host', codeFromAddress, [
    ['https://depo.example.com/belge/ABCDE12345', 'ABCDE12345'],
    ['http://10.0.0.5:3000/belge/abcde-12345/?x=1', 'ABCDE12345'],
    ['ABCDE-12345', null],
  ]);

  itGives('are read from a scan of the address, or typed alone', codeFromScan, [
    ['ABCDE-12345', 'ABCDE12345'],
    ['https://a.example/belge/ABCDE12345', 'ABCDE12345'],
    ['SN-00042', null],
  ]);

  it('make the verification address on the given host', () => {
    expect(verificationUrl('https://depo.example.com/', 'ABCDE12345')).toBe('https://depo.example.com/belge/ABCDE12345');
  });

  it('print the first 16 hex digits of the proof as the fingerprint', () => {
    expect(fingerprint('3f9a11c2deadbeef0123456789')).toBe('3F9A-11C2-DEAD-BEEF');
  });
});

describe('the national id', () => {
  it('is masked to its last four digits', () => {
    expect(maskNationalId('12345678170')).toBe('•••••••8170');
    expect(maskNationalId(null)).toBe('');
  });

  it('is searched for only whole', () => {
    expect(isWholeNationalId(' 12345678170 ')).toBe(true);
    expect(isWholeNationalId('8170')).toBe(false);
    expect(isWholeNationalId('•••••••8170')).toBe(false);
  });
});
