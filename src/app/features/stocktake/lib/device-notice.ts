// What the close dialog says of another counter's device (docs/stocktake.md, "Devices"), in
// Turkish with the right suffixes: "Ayşe Demir'in cihazı 14:02'den beri bağlanmadı." Times on
// the warehouses' clock (Europe/Istanbul).
import { fullName } from '@shared/format';
import { WAREHOUSE_TIME_ZONE } from '@shared/local-day';
import type { CountDevice } from '../api/types';

const VOWELS = 'aeıioöuü';
const HARD = 'fstkçşhp';

function lastVowel(word: string): string {
  const lower = word.toLocaleLowerCase('tr-TR');
  for (let i = lower.length - 1; i >= 0; i--) if (VOWELS.includes(lower[i]!)) return lower[i]!;
  return 'e';
}

/** The four-way vowel of a suffix after `vowel`: ı, i, u or ü. */
function fourWay(vowel: string): string {
  return ({ a: 'ı', ı: 'ı', e: 'i', i: 'i', o: 'u', u: 'u', ö: 'ü', ü: 'ü' } as Record<string, string>)[vowel] ?? 'i';
}

/** A name in the genitive: "Ayşe Demir'in", "Ali Kaya'nın", "Can Öztürk'ün". */
export function genitive(name: string): string {
  const trimmed = name.trim();
  const last = trimmed.toLocaleLowerCase('tr-TR').slice(-1);
  const vowel = fourWay(lastVowel(trimmed));
  return `${trimmed}'${VOWELS.includes(last) ? 'n' : ''}${vowel}n`;
}

const UNITS = ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli'];

/** The last word of a number as it is read aloud (0–59): the suffix agrees with it. */
function spokenEnd(n: number): string {
  if (n === 0) return UNITS[0]!;
  return n % 10 === 0 ? TENS[n / 10]! : UNITS[n % 10]!;
}

/** The ablative suffix after a word: -den, -dan, -ten, -tan. */
function ablativeOf(word: string): string {
  const vowel = lastVowel(word);
  const d = HARD.includes(word.slice(-1)) ? 't' : 'd';
  return `${d}${'aıou'.includes(vowel) ? 'a' : 'e'}n`;
}

const timeFormat = new Intl.DateTimeFormat('tr-TR', { timeZone: WAREHOUSE_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('tr-TR', { timeZone: WAREHOUSE_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** "14:02'den", or with the day when it was not today: "12.11.2026 14:02'den". */
export function sinceText(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const time = timeFormat.format(at);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const word = spokenEnd(minutes === 0 ? hours : minutes);
  const day = dayFormat.format(at) === dayFormat.format(now) ? '' : `${dayFormat.format(at)} `;
  return `${day}${time}'${ablativeOf(word)}`;
}

/** One sentence about a device the close should mention, or null when there is nothing to say. */
export function deviceNotice(device: CountDevice, now: Date = new Date()): string | null {
  const whose = device.own ? 'Diğer cihazınız' : `${genitive(fullName(device.user))} cihazı`;
  if (device.silent) return `${whose} ${sinceText(device.last_seen_at, now)} beri bağlanmadı.`;
  if (device.pending > 0) {
    const where = device.own ? 'Diğer cihazınızda' : `${genitive(fullName(device.user))} cihazında`;
    return `${where} gönderilmeyi bekleyen ${device.pending.toLocaleString('tr-TR')} okuma var.`;
  }
  return null;
}
