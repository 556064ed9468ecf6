import { describe, expect, it } from 'vitest';
import { barcodeFileName } from './barcode';

describe('barcodeFileName', () => {
  it('names the file after the serial number, sanitized', () => {
    expect(barcodeFileName('SN-2024-001')).toBe('SN-2024-001.png');
    expect(barcodeFileName('SN 2024/001')).toBe('SN_2024_001.png');
    expect(barcodeFileName('ŞİŞ-ığ-Çö')).toBe('SIS-ig-Co.png');
    expect(barcodeFileName('../../etc')).toBe('etc.png');
    expect(barcodeFileName('///')).toBe('barkod.png');
  });
});
