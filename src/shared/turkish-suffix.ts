// Case endings after a name or a date, written with an apostrophe as Turkish writes them after
// proper names and numbers: "Ahmet Yılmaz'da", "Çelik'te", "12.11.2026'dan beri". The ending
// follows the last vowel of the word as it is spoken (back a ı o u → a, front e i ö ü → e) and
// hardens after a voiceless consonant (d → t): "Öztürk'te", "Güneş'ten".
import { WAREHOUSE_TIME_ZONE } from './local-day';

const BACK = 'aıouâû';
const FRONT = 'eiöüî';
const VOICELESS = 'fstkçşhp';

function lastVowelIsBack(word: string): boolean {
  const lower = word.toLocaleLowerCase('tr-TR');
  for (let i = lower.length - 1; i >= 0; i--) {
    const c = lower[i]!;
    if (BACK.includes(c)) return true;
    if (FRONT.includes(c)) return false;
  }
  return false;
}

function endsVoiceless(word: string): boolean {
  return VOICELESS.includes(word.toLocaleLowerCase('tr-TR').slice(-1));
}

/** The word spoken for a number's last part: 2026 → 'altı', 2020 → 'yirmi', 2000 → 'bin', 0 → 'sıfır'. */
export function spokenEnd(n: number): string {
  if (n === 0) return 'sıfır';
  const ones = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
  const tens = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
  if (n % 10) return ones[n % 10]!;
  if (n % 100) return tens[(n % 100) / 10]!;
  if (n % 1000) return 'yüz';
  return 'bin';
}

/** The ending after `word`: -da/-de/-ta/-te (locative) or -dan/-den/-tan/-ten (ablative). */
export function ending(word: string, kind: 'locative' | 'ablative'): string {
  const d = endsVoiceless(word) ? 't' : 'd';
  const vowel = lastVowelIsBack(word) ? 'a' : 'e';
  return `${d}${vowel}${kind === 'ablative' ? 'n' : ''}`;
}

/** "Ahmet Yılmaz" → "Ahmet Yılmaz'da"; "Ayşe Çelik" → "Ayşe Çelik'te". */
export function locative(name: string): string {
  const word = name.trim().split(/\s+/).pop() ?? '';
  return `${name.trim()}'${ending(word, 'locative')}`;
}

/** The day of a moment in the warehouses' time zone, as '12.11.2026'. */
export function warehouseDate(value: string | Date): string {
  return new Intl.DateTimeFormat('tr-TR', { timeZone: WAREHOUSE_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(value),
  );
}

/** A name in the genitive: "Ayşe Demir'in", "Ali Kaya'nın", "Can Öztürk'ün". */
export function genitive(name: string): string {
  const trimmed = name.trim();
  const last = trimmed.toLocaleLowerCase('tr-TR').slice(-1);
  const back = lastVowelIsBack(trimmed);
  const rounded = /[ouöü][^aeıioöuü]*$/.test(trimmed.toLocaleLowerCase('tr-TR'));
  const vowel = back ? (rounded ? 'u' : 'ı') : rounded ? 'ü' : 'i';
  return `${trimmed}'${/[aeıioöuü]/.test(last) ? 'n' : ''}${vowel}n`;
}

/** "12.11.2026'dan beri": since the warehouse day of a moment. */
export function sinceDay(value: string | Date): string {
  const day = warehouseDate(value);
  const year = Number(day.slice(-4));
  return `${day}'${ending(spokenEnd(year), 'ablative')} beri`;
}
