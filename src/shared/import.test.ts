import { describe, expect, it } from 'vitest';
import { describeActivity } from './activity';
import { csvCell, fromSpreadsheetText } from './csv';
import { autoMapping } from './import';

/** Each field at its column when the columns stand in the list export's order. */
const EQUIPMENT_IN_ORDER = { serial_number: 0, brand: 1, model: 2, category: 3, warehouse: 4, status: 5 };
const WORKERS_IN_ORDER = { first_name: 0, last_name: 1, tc_no: 2, phone: 3, department: 4 };

describe('autoMapping', () => {
  it('maps Turkish and English headers in any case and order', () => {
    expect(autoMapping('equipment', ['SERİ NO', 'marka', 'Model', 'Kategori', 'DEPO', 'durum'])).toEqual(EQUIPMENT_IN_ORDER);
    expect(autoMapping('equipment', ['Warehouse', 'Serial Number', 'Brand', 'Category', 'Model'])).toEqual({
      warehouse: 0,
      serial_number: 1,
      brand: 2,
      category: 3,
      model: 4,
    });
    expect(autoMapping('workers', ['Adı', 'Soyadı', 'T.C. Kimlik No', 'Cep Telefonu', 'Bölüm'])).toEqual(WORKERS_IN_ORDER);
  });

  it('leaves fields it cannot name unmapped and never maps one column twice', () => {
    expect(autoMapping('equipment', ['A', 'B', ''])).toEqual({});
    expect(autoMapping('workers', ['Ad', 'Ad', 'Soyad'])).toEqual({ first_name: 0, last_name: 2 });
  });

  it('maps the list exports back to their fields', () => {
    expect(autoMapping('equipment', ['Seri No', 'Marka', 'Model', 'Kategori', 'Depo', 'Durum', 'Ekleyen', 'Eklenme Tarihi'])).toEqual(
      EQUIPMENT_IN_ORDER,
    );
    expect(autoMapping('workers', ['Ad', 'Soyad', 'TC Kimlik No', 'Telefon', 'Departman', 'Oluşturan', 'Kayıt Tarihi'])).toEqual(
      WORKERS_IN_ORDER,
    );
  });
});

describe('fromSpreadsheetText', () => {
  it('undoes the export’s formula-safe apostrophe for every formula-like text', () => {
    for (const text of ['=Tehlikeli', '+Artı', '-Eksi', '@Kuyruk', '=HYPERLINK("x")']) {
      const cell = csvCell(text);
      const inside = cell.slice(1, -1).replace(/""/g, '"');
      expect(fromSpreadsheetText(inside)).toEqual({ ok: true, text });
    }
  });

  it('refuses cells a spreadsheet would run as formulas, keeps numbers and phones', () => {
    expect(fromSpreadsheetText('=1+1')).toEqual({ ok: false });
    expect(fromSpreadsheetText('@SUM(A1)')).toEqual({ ok: false });
    expect(fromSpreadsheetText('+cmd|x')).toEqual({ ok: false });
    expect(fromSpreadsheetText('-2+3*SUM(A1)')).toEqual({ ok: false });
    expect(fromSpreadsheetText('+90 532 123 45 67')).toEqual({ ok: true, text: '+90 532 123 45 67' });
    expect(fromSpreadsheetText('-12,5')).toEqual({ ok: true, text: '-12,5' });
    expect(fromSpreadsheetText("O'Brien")).toEqual({ ok: true, text: "O'Brien" });
  });
});

describe('activity of an import', () => {
  it('says it came from a file, created or updated', () => {
    expect(describeActivity({ entity: 'equipment', action: 'import', before: null, after: { import_file: 'liste.xlsx' } })).toBe(
      'İçe aktarma ile kaydedildi (liste.xlsx)',
    );
    expect(
      describeActivity({ entity: 'equipment', action: 'import', before: { model: 'A' }, after: { model: 'B', import_file: 'liste.csv' } }),
    ).toBe('İçe aktarma ile güncellendi (liste.csv)');
  });
});
