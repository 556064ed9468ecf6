// @vitest-environment happy-dom
// The import screens' files and memory: the template a user fills in, the error report of the rows
// not imported (as the app's CSV: BOM, ';', quoted, formulas disarmed, the warehouses' day in the
// name), and the column mapping remembered per kind by header name.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importFields, type ImportRowResult } from '@shared/import';
import { captureDownloads, type Download } from '../../../../tests/helpers/downloads';
import { downloadErrorReport, downloadTemplate } from './import-files';
import { initialMapping, rememberMapping } from './remembered-mapping';

/** The files handed to the browser: name and text. */
let downloads: Download[];
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The CSV's lines as cells (every cell is quoted; no quote inside these). */
const cells = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';').map((c) => c.slice(1, -1).replace(/""/g, '"')));

describe('the import template', () => {
  it('equipment: every field’s Turkish label as header and one example row, named for the warehouses’ day', async () => {
    // 23:30 in UTC on 31 December is already the new year in Istanbul.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T21:30:00Z'));
    downloadTemplate('equipment');
    expect(downloads.map((d) => d.name)).toEqual(['ekipman-sablonu-2027-01-01.csv']);
    const text = await downloads[0]!.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, example] = cells(text);
    expect(header).toEqual(importFields('equipment').map((f) => f.label));
    expect(header?.slice(0, 3)).toEqual(['Seri No', 'Marka', 'Model']);
    expect(example?.[header!.indexOf('Durum')]).toBe('Müsait');
    expect(example?.[header!.indexOf('Fiyat')]).toBe('12.500,00');
  });

  it('workers and stock have their own names and Turkish examples', async () => {
    downloadTemplate('workers');
    downloadTemplate('stock');
    expect(downloads.map((d) => d.name.replace(/-\d{4}-\d{2}-\d{2}\.csv$/, ''))).toEqual(['isci-sablonu', 'stok-sablonu']);
    const [workerHeader, worker] = cells(await downloads[0]!.text);
    expect(workerHeader).toEqual(['Ad', 'Soyad', 'TC Kimlik No', 'Telefon', 'Departman']);
    expect(worker).toEqual(['Ayşe', 'Yılmaz', '12345678901', '5321234567', 'Montaj']);
    const [stockHeader, stock] = cells(await downloads[1]!.text);
    expect(stock?.[stockHeader!.indexOf('Stok Adı')]).toBe('İş Güvenliği Ayakkabısı');
  });
});

describe('the error report', () => {
  const headers = ['Seri No', 'Marka', 'Açıklama'];
  const errors: ImportRowResult[] = [
    { row: 2, action: 'error', message: 'Seri numarası zorunludur', cells: ['', 'Bosch', 'boş seri'] },
    {
      row: 7,
      action: 'error',
      message: 'Bu seri numarası dosyada iki kez geçiyor: SN-Ş-1',
      cells: ['SN-Ş-1', 'Makita', '=HYPERLINK("http://ornek")'],
    },
    { row: 9, action: 'error', cells: ['SN-9', '@SUM(A1)'] },
  ];

  it('gives each refused row its number in the file, its cells as read and the reason', async () => {
    downloadErrorReport('equipment', headers, errors);
    expect(downloads[0]?.name).toMatch(/^ekipman-ice-aktarma-hatalari-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = cells(await downloads[0]!.text);
    expect(rows[0]).toEqual(['Satır', 'Seri No', 'Marka', 'Açıklama', 'Hata']);
    expect(rows[1]).toEqual(['2', '', 'Bosch', 'boş seri', 'Seri numarası zorunludur']);
    expect(rows[2]?.[0]).toBe('7');
    expect(rows[2]?.[4]).toBe('Bu seri numarası dosyada iki kez geçiyor: SN-Ş-1');
    // A short row is padded; a row without a reason has an empty one.
    expect(rows[3]).toEqual(['9', 'SN-9', "'@SUM(A1)", '', '']);
  });

  it('disarms a cell a spreadsheet would run as a formula', async () => {
    downloadErrorReport('workers', headers, errors);
    const rows = cells(await downloads[0]!.text);
    expect(rows[2]?.[3]).toBe(`'=HYPERLINK("http://ornek")`);
    expect(downloads[0]?.name.startsWith('isci-ice-aktarma-hatalari-')).toBe(true);
  });
});

describe('the remembered column mapping', () => {
  it('maps a new file automatically by Turkish header names, any case, any order', () => {
    const mapping = initialMapping('workers', ['TELEFON', 'soyadı', 'AD', 'tc kimlik no', 'Bölüm']);
    expect(mapping).toEqual({ first_name: 2, last_name: 1, tc_no: 3, phone: 0, department: 4 });
  });

  it('remembers the user’s choice by header name and applies it to the next file with those headers, in any order and case', () => {
    const first = ['Personel Adı', 'Personel Soyadı', 'Kimlik', 'Cep', 'Şantiye'];
    rememberMapping('workers', first, { first_name: 0, last_name: 1, tc_no: 2, phone: 3, department: 4 });
    const next = ['ŞANTİYE', 'cep', 'KİMLİK', 'personel soyadı', 'PERSONEL ADI'];
    expect(initialMapping('workers', next)).toEqual({ first_name: 4, last_name: 3, tc_no: 2, phone: 1, department: 0 });
  });

  it('a remembered header takes its column from the automatic guess, never mapping one column twice', () => {
    // The user mapped the 'Ad' column to the last name once (a file whose 'Ad' held surnames).
    rememberMapping('workers', ['Ad', 'İsim'], { last_name: 0, first_name: 1 });
    const mapping = initialMapping('workers', ['Ad', 'İsim', 'Telefon']);
    expect(mapping.last_name).toBe(0);
    expect(mapping.first_name).toBe(1);
    const columns = Object.values(mapping);
    expect(new Set(columns).size).toBe(columns.length);
  });

  it('is kept per kind, and a header missing from the new file falls back to the automatic mapping', () => {
    rememberMapping('equipment', ['Cihaz Kodu'], { serial_number: 0 });
    expect(initialMapping('workers', ['Cihaz Kodu', 'Ad'])).toEqual({ first_name: 1 });
    expect(initialMapping('equipment', ['Seri No', 'Marka'])).toEqual({ serial_number: 0, brand: 1 });
    expect(initialMapping('equipment', ['Marka', 'cihaz kodu'])).toMatchObject({ serial_number: 1, brand: 0 });
  });

  it('blank headers are not remembered, and a damaged or foreign memory is ignored', () => {
    rememberMapping('workers', ['  ', 'Soyad'], { first_name: 0, last_name: 1 });
    expect(JSON.parse(localStorage.getItem('depo-takip.import-mapping.workers') ?? '{}')).toEqual({ last_name: 'Soyad' });
    for (const stored of ['{not json', '[1,2]', 'null', '{"first_name":42}', '"Ad"']) {
      localStorage.setItem('depo-takip.import-mapping.workers', stored);
      expect(initialMapping('workers', ['Ad', 'Soyad'])).toEqual({ first_name: 0, last_name: 1 });
    }
  });

  it('a storage that refuses to write (full, private mode) leaves the automatic mapping working', () => {
    // Put back here: vi.restoreAllMocks in afterEach left this prototype's spy in place, and the
    // tests after it (in a shuffled order) found nothing remembered.
    const refusing = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    try {
      expect(() => rememberMapping('workers', ['X'], { first_name: 0 })).not.toThrow();
      expect(initialMapping('workers', ['Ad'])).toEqual({ first_name: 0 });
    } finally {
      refusing.mockRestore();
    }
  });
});
