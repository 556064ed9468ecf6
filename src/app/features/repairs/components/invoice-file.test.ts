import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CompleteRepairFormSchema, INVOICE_SIZE_MESSAGE_COMPLETE, RepairCostFormSchema } from '@shared/schemas/operations';
import { firstIssueMessage } from '@shared/schemas/fields';
import { checkInvoiceFile, dataUrlToBlob, parseInvoice } from './invoice-file';

const file = (name: string, type: string, size: number) => ({ name, type, size }) as File;
const MB = 1024 * 1024;

describe('checkInvoiceFile', () => {
  it('accepts images and PDF up to 20 MB', () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.gif', 'image/gif'],
      ['a.webp', 'image/webp'],
      ['a.pdf', 'application/pdf'],
      ['a.PDF', ''],
    ] as const) {
      expect(checkInvoiceFile(file(name, type, 20 * MB))).toBeNull();
    }
  });

  it('refuses other types and larger files with the spec messages', () => {
    expect(checkInvoiceFile(file('a.txt', 'text/plain', 10))).toBe('Sadece resim (JPG, PNG, GIF, WEBP) veya PDF dosyaları yüklenebilir.');
    expect(checkInvoiceFile(file('a.svg', 'image/svg+xml', 10))).toBe(
      'Sadece resim (JPG, PNG, GIF, WEBP) veya PDF dosyaları yüklenebilir.',
    );
    expect(checkInvoiceFile(file('a.pdf', 'application/pdf', 20 * MB + 1))).toBe('Dosya boyutu en fazla 20MB olabilir.');
    expect(checkInvoiceFile(file('a.pdf', 'application/pdf', 20 * MB + 1), INVOICE_SIZE_MESSAGE_COMPLETE)).toBe(
      "Dosya boyutu 20MB'dan küçük olmalıdır",
    );
  });
});

describe('parseInvoice and dataUrlToBlob', () => {
  it('reads the encoded text and turns the data URL into bytes', async () => {
    const invoice = parseInvoice(
      JSON.stringify({ filename: 'f.pdf', type: 'application/pdf', data: 'data:application/pdf;base64,JVBERi0x' }),
    );
    expect(invoice).toEqual({ filename: 'f.pdf', type: 'application/pdf', data: 'data:application/pdf;base64,JVBERi0x' });
    const blob = dataUrlToBlob(invoice!.data);
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe('%PDF-1');
  });

  it('gives null for missing or broken data ("Fatura verisi eksik")', () => {
    expect(parseInvoice(null)).toBeNull();
    expect(parseInvoice('{')).toBeNull();
    expect(parseInvoice(JSON.stringify({ filename: 'f.pdf' }))).toBeNull();
    expect(parseInvoice(JSON.stringify({ data: 'https://example.com/f.pdf' }))).toBeNull();
  });
});

describe('completion and cost forms', () => {
  const message = (schema: v.GenericSchema, value: unknown) => {
    const result = v.safeParse(schema, value);
    return result.success ? null : firstIssueMessage(result.issues);
  };

  it('require result, repairer and a Turkish amount above zero', () => {
    const id = '5b0e0c5e-8d4f-4e55-9d1c-2f1f6c1e7a10';
    expect(message(CompleteRepairFormSchema, { status: '', repairer_id: id, repair_cost: '1,00' })).toBe('Sonuç seçimi zorunludur');
    expect(message(CompleteRepairFormSchema, { status: 'repaired', repairer_id: '', repair_cost: '1,00' })).toBe(
      'Tamirci seçimi zorunludur',
    );
    expect(message(CompleteRepairFormSchema, { status: 'repaired', repairer_id: id, repair_cost: '' })).toBe('Tamir maliyeti zorunludur');
    expect(message(CompleteRepairFormSchema, { status: 'scrapped', repairer_id: id, repair_cost: '0,00' })).toBe(
      'Geçerli bir tutar giriniz.',
    );
    expect(message(CompleteRepairFormSchema, { status: 'scrapped', repairer_id: id, repair_cost: '1.250,50' })).toBeNull();
    expect(message(RepairCostFormSchema, { repair_cost: '50.000,00' })).toBeNull();
    expect(message(RepairCostFormSchema, { repair_cost: '1,234' })).toBe('Geçerli bir tutar giriniz.');
  });
});
