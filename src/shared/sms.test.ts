import { describe, expect, it } from 'vitest';
import { fitSms, smsSize, toGsmLatin } from './sms';

describe('SMS length', () => {
  it('counts a GSM-7 text in parts of 160, then 153', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(smsSize('a'.repeat(306)).segments).toBe(2);
    expect(smsSize('a'.repeat(307)).segments).toBe(3);
  });

  it('counts the extension table twice (€, brackets)', () => {
    expect(smsSize('€'.repeat(80))).toMatchObject({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSize('€'.repeat(81)).segments).toBe(2);
  });

  it('sends Turkish ş, ğ, ı, İ and ç as UCS-2: 70 a part, 67 when split', () => {
    expect(smsSize('ş'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsSize('ş'.repeat(71)).segments).toBe(2);
    expect(smsSize('İade tarihi geçti').encoding).toBe('ucs2');
    expect(smsSize('ç').encoding).toBe('ucs2');
    // Ö, Ü, ö, ü and Ç are in the GSM alphabet.
    expect(smsSize('ÖÜöüÇ').encoding).toBe('gsm7');
  });

  it('spells the Turkish letters outside GSM in Latin letters when asked', () => {
    const latin = toGsmLatin('Şişli’de İŞÇİ ağır çekiç… Ğ');
    expect(latin).toBe("Sisli'de ISÇI agir cekic... G");
    expect(smsSize(latin).encoding).toBe('gsm7');
  });

  it('cuts a text to the allowed parts with an ellipsis, keeping what fits', () => {
    const long = 'Örnek İnşaat: ' + 'ş'.repeat(400);
    const cut = fitSms(long, 3);
    expect(smsSize(cut).segments).toBe(3);
    expect(cut.endsWith('...')).toBe(true);
    expect(smsSize(`${cut}ş`).segments).toBeGreaterThanOrEqual(3);
    expect(fitSms('kısa', 1)).toBe('kısa');
  });
});
