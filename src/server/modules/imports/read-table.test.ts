import { describe, expect, it } from 'vitest';
import { csvText, utf8, windows1254, xlsxBytes, zipBomb } from '../../../../tests/helpers/spreadsheets';
import { IMPORT_LIMITS } from '@shared/import';
import { HttpError } from '@server/http/errors';
import { readAgainOnFailure, readTable, type Limits } from './read-table';
import { importedPhone } from './import-rows';

async function all(bytes: Uint8Array, limits?: Limits) {
  const table = await readTable(bytes, limits);
  const rows: string[][] = [];
  for await (const row of table.rows()) rows.push(row.cells);
  return { headers: table.headers, rows };
}

async function refusal(bytes: Uint8Array, limits?: Limits): Promise<{ status: number; message: string }> {
  try {
    await all(bytes, limits);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('kabul edildi');
}

const small: Limits = { ...IMPORT_LIMITS, maxRows: 3, maxColumns: 4, maxCellLength: 10, maxBytes: 4096, maxUnzippedBytes: 64 * 1024 };

describe('readTable: row numbers as a spreadsheet program shows them (the header is row 1)', () => {
  async function numbers(bytes: Uint8Array) {
    const table = await readTable(bytes);
    const rows: Array<[number, string]> = [];
    for await (const row of table.rows()) rows.push([row.row, row.cells[0]!]);
    return rows;
  }

  it('counts an empty line as a row and a cell spanning lines as one, in CSV', async () => {
    expect(await numbers(utf8('Ad;Not\r\nBir;x\r\n\r\nÜç;"iki\r\nsatır"\r\nDört;y\r\n'))).toEqual([
      [2, 'Bir'],
      [4, 'Üç'],
      [5, 'Dört'],
    ]);
  });

  it('keeps the sheet’s own row numbers in .xlsx, empty rows too', async () => {
    expect(await numbers(await xlsxBytes([['Ad'], ['Bir'], [], ['Üç']]))).toEqual([
      [2, 'Bir'],
      [4, 'Üç'],
    ]);
  });
});

describe('readTable: CSV', () => {
  it('reads UTF-8 with a BOM and ";" (the app’s own export)', async () => {
    expect(
      await all(
        utf8(
          csvText([
            ['Ad', 'Şehir'],
            ['Işık', 'İstanbul'],
          ]),
          true,
        ),
      ),
    ).toEqual({ headers: ['Ad', 'Şehir'], rows: [['Işık', 'İstanbul']] });
  });

  it('reads Windows-1254 (Turkish Excel) without turning ı, ş, ğ, İ into replacement characters', async () => {
    const { rows } = await all(windows1254('Ad;Soyad\r\nIşıl;Çağlayan\r\nİsmail;Gündoğdu\r\n'));
    expect(rows).toEqual([
      ['Işıl', 'Çağlayan'],
      ['İsmail', 'Gündoğdu'],
    ]);
    expect(rows.flat().join('')).not.toContain('\uFFFD');
  });

  it('detects ",", ";" and tab separators from the header line, quotes included', async () => {
    expect((await all(utf8('a,b\n"1,5",2\n'))).rows).toEqual([['1,5', '2']]);
    expect((await all(utf8('a;b\n1,5;2\n'))).rows).toEqual([['1,5', '2']]);
    expect((await all(utf8('a\tb\n1\t2\n'))).rows).toEqual([['1', '2']]);
    expect((await all(utf8('tek\nx\n'))).rows).toEqual([['x']]);
  });

  it('skips empty lines and keeps short rows', async () => {
    expect((await all(utf8('a;b;c\r\n\r\n1;2\r\n;;\r\n3;4;5\r\n'))).rows).toEqual([
      ['1', '2'],
      ['3', '4', '5'],
    ]);
  });

  it('refuses past each limit with a Turkish message', async () => {
    expect(await refusal(utf8('a\n1\n2\n3\n4\n'), small)).toEqual({
      status: 400,
      message: 'Dosyada en fazla 3 satır olabilir. Dosyayı bölerek içe aktarın.',
    });
    expect((await all(utf8('a\n1\n2\n3\n'), small)).rows).toHaveLength(3);
    expect(await refusal(utf8('a;b;c;d;e\n'), small)).toEqual({ status: 400, message: 'Dosyada en fazla 4 sütun olabilir.' });
    expect((await refusal(utf8('a\n12345678901\n'), small)).message).toBe(
      '2. satırda çok uzun bir hücre var: bir hücre en fazla 10 karakter olabilir.',
    );
    expect((await refusal(new Uint8Array(5000), small)).status).toBe(413);
    expect((await refusal(utf8(''))).message).toBe('Dosyada başlık satırı bulunamadı.');
  });

  it('reads the rows again from the first data row on every call, CSV and .xlsx alike', async () => {
    for (const bytes of [
      utf8('a;b\n1;2\n3;4\n'),
      await xlsxBytes([
        ['a', 'b'],
        ['1', '2'],
        ['3', '4'],
      ]),
    ]) {
      const table = await readTable(bytes);
      const read = async () => {
        const rows: string[][] = [];
        for await (const row of table.rows()) rows.push(row.cells);
        return rows;
      };
      const first = await read();
      expect(first).toEqual([
        ['1', '2'],
        ['3', '4'],
      ]);
      expect(await read()).toEqual(first);
    }
  });

  it('refuses binary junk', async () => {
    expect((await refusal(new Uint8Array([1, 2, 3, 0, 5, 6, 7, 8]))).message).toMatch(/^Dosya okunamadı/);
  });
});

describe('readAgainOnFailure: a reader that fails now and then (exceljs on a zip it ends early)', () => {
  /** Reads 1, 2, 3, 4; the reads listed in `failAt` fail after that many rows. */
  function flaky(failAt: number[]) {
    let reads = 0;
    return async function* () {
      const failsAfter = failAt[reads++];
      for (let n = 1; n <= 4; n++) {
        if (n - 1 === failsAfter) throw new TypeError(`okuma ${reads} kesildi`);
        yield n;
      }
    };
  }
  const all = async (rows: AsyncGenerator<number>) => {
    const out: number[] = [];
    for await (const n of rows) out.push(n);
    return out;
  };

  it('goes on after the rows already given, each row once', async () => {
    expect(await all(readAgainOnFailure(flaky([0, 2, 3]), 4))).toEqual([1, 2, 3, 4]);
  });

  it('gives up after the reads allowed, with the last failure', async () => {
    await expect(all(readAgainOnFailure(flaky([1, 1, 1]), 3))).rejects.toThrow('okuma 3 kesildi');
  });

  it('never reads again on a refusal: that is the file’s answer', async () => {
    let reads = 0;
    const refused = async function* () {
      reads++;
      yield 1;
      throw new HttpError(400, 'Dosyada en fazla 3 satır olabilir.');
    };
    await expect(all(readAgainOnFailure(refused, 4))).rejects.toThrow('en fazla 3 satır');
    expect(reads).toBe(1);
  });
});

describe('readTable: .xlsx', () => {
  it('reads the first sheet as text cells: numbers without exponent, formulas marked', async () => {
    const bytes = await xlsxBytes([
      ['Seri No', 'Adet', 'Model'],
      [12345678901, 2.5, { formula: '1+1', result: 2 }],
      [null, null, null],
      ['x', null, 'Ş'],
    ]);
    expect(await all(bytes)).toEqual({
      headers: ['Seri No', 'Adet', 'Model'],
      rows: [
        ['12345678901', '2.5', '=1+1'],
        ['x', '', 'Ş'],
      ],
    });
  });

  it('refuses a zip whose declared size is past the limit before inflating it', async () => {
    const bomb = await zipBomb(1024 * 1024);
    expect(bomb.byteLength).toBeLessThan(10 * 1024);
    expect(await refusal(bomb, small)).toEqual({
      status: 400,
      message: 'Excel dosyası açıldığında izin verilenden çok büyük; içe aktarılamaz.',
    });
  });

  it('refuses a zip that is not a workbook, and the old .xls format', async () => {
    expect((await refusal(await zipBomb(1000))).message).toMatch(/^Dosya okunamadı/);
    expect((await refusal(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]))).message).toMatch(/\.xls/);
  });
});

describe('importedPhone', () => {
  it('reads phones as typed or exported', () => {
    expect(importedPhone('+90 532 123 45 67')).toBe('5321234567');
    expect(importedPhone('0532 123 4567')).toBe('5321234567');
    expect(importedPhone('(532) 123-45-67')).toBe('5321234567');
    expect(importedPhone('5321234567')).toBe('5321234567');
    expect(importedPhone('abc')).toBe('abc');
  });
});
