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

describe('verification codes', () => {
  it('are read as typed: case, separators and the letters people confuse', () => {
    expect(normalizeCode('abcde-fgh1k')).toBe('ABCDEFGH1K');
    expect(normalizeCode(' 0OIL1 23456 ')).toBe('00111' + '23456');
    expect(normalizeCode('ABCDE-FGHJ')).toBeNull();
    expect(normalizeCode('ABCDE-FGHJU')).toBeNull();
    expect(formatCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
  });

  it('are found in a verification address of any host, or typed alone', () => {
    expect(codeFromAddress('https://depo.example.com/belge/ABCDE12345')).toBe('ABCDE12345');
    expect(codeFromAddress('http://10.0.0.5:3000/belge/abcde-12345/?x=1')).toBe('ABCDE12345');
    expect(codeFromAddress('ABCDE-12345')).toBeNull();
    expect(codeFromScan('ABCDE-12345')).toBe('ABCDE12345');
    expect(codeFromScan('https://a.example/belge/ABCDE12345')).toBe('ABCDE12345');
    expect(codeFromScan('SN-00042')).toBeNull();
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
