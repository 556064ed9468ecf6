// SMS length: a message in the GSM 7-bit alphabet fits 160 characters in one part (153 a part
// when split); anything else is sent as UCS-2, 70 characters in one part (67 when split). Turkish
// ş, ğ, ı, İ, Ş, Ğ and lower-case ç are not in the GSM alphabet, so most Turkish texts are UCS-2.
// The gateway may be told to spell them in Latin letters (SMS_TRANSLITERATE) to pay for fewer parts.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of the extension table: each takes two of the 160. */
const GSM_EXTENDED = '^{}\\[~]|€\f';

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Units the message takes (septets for GSM-7, UTF-16 code units for UCS-2). */
  units: number;
  segments: number;
}

function gsmUnits(text: string): number | null {
  let units = 0;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) units += 1;
    else if (GSM_EXTENDED.includes(ch)) units += 2;
    else return null;
  }
  return units;
}

export function smsSize(text: string): SmsSize {
  const gsm = gsmUnits(text);
  if (gsm !== null) return { encoding: 'gsm7', units: gsm, segments: gsm <= 160 ? 1 : Math.ceil(gsm / 153) };
  const units = text.length;
  return { encoding: 'ucs2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

const LATIN: Record<string, string> = { ç: 'c', ş: 's', ğ: 'g', ı: 'i', İ: 'I', Ş: 'S', Ğ: 'G', '…': '...', '’': "'", '–': '-' };

/** Turkish letters outside the GSM alphabet spelled in Latin letters (Ç, Ö, Ü, ö, ü are kept: GSM has them). */
export function toGsmLatin(text: string): string {
  return Array.from(text, (ch) => LATIN[ch] ?? ch).join('');
}

/** The text cut to at most `maxSegments` parts, ending in '...' when cut. */
export function fitSms(text: string, maxSegments: number): string {
  if (smsSize(text).segments <= maxSegments) return text;
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length;
  // The longest prefix (plus the ellipsis) that still fits.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (smsSize(`${chars.slice(0, mid).join('').trimEnd()}...`).segments <= maxSegments) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join('').trimEnd()}...`;
}
