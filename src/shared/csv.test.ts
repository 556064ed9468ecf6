import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv } from './csv';
import { itGives } from './test-cases';

interface Row {
  name: string;
  city: string | null;
  count: number;
}

const columns = [
  { header: 'Ad', value: (r: Row) => r.name },
  { header: 'Şehir', value: (r: Row) => r.city },
  { header: 'Adet', value: (r: Row) => r.count },
];

describe('toCsv', () => {
  it('starts with a BOM, separates with ; quotes every field and ends lines with CRLF', () => {
    const csv = toCsv<Row>([{ name: 'Işık Çağlar', city: 'İstanbul', count: 3 }], columns);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe('\uFEFF"Ad";"Şehir";"Adet"\r\n"Işık Çağlar";"İstanbul";"3"\r\n');
  });

  it('doubles quotes, keeps separators and line breaks inside quoted fields', () => {
    const csv = toCsv<Row>([{ name: 'Matkap "Pro"; 18V\nyeni', city: null, count: 0 }], columns);
    expect(csv.split('\r\n')[1]).toBe('"Matkap ""Pro""; 18V\nyeni";"";"0"');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv<Row>([], columns)).toBe('\uFEFF"Ad";"Şehir";"Adet"\r\n');
  });

  it('encodes to UTF-8 bytes with the EF BB BF mark', () => {
    const bytes = new TextEncoder().encode(toCsv<Row>([], columns));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('csvCell', () => {
  itGives('neutralises formulas but keeps negative numbers', csvCell, [
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+90 532', '"\'+90 532"'],
    ['@cmd', '"\'@cmd"'],
    ['-12,50', '"-12,50"'],
    [-5, '"-5"'],
  ]);

  itGives('writes booleans in Turkish and empty values as empty fields', csvCell, [
    [true, '"Evet"'],
    [false, '"Hayır"'],
    [undefined, '""'],
  ]);
});

describe('csvFileName', () => {
  itGives(
    'names the file <name>-<date>.csv with the warehouses’ day (Europe/Istanbul)',
    (at: string) => csvFileName('ekipmanlar', new Date(at)),
    [
      ['2025-01-05T20:59:00Z', 'ekipmanlar-2025-01-05.csv'],
      // 00:00–03:00 in Istanbul is still the day before in UTC: the file is named with Istanbul's day.
      ['2026-11-23T21:00:00Z', 'ekipmanlar-2026-11-24.csv'],
      ['2026-11-23T23:59:00Z', 'ekipmanlar-2026-11-24.csv'],
    ],
  );
});
