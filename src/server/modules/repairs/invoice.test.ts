import { describe, expect, it } from 'vitest';
import { HttpError } from '@server/http/errors';
import { normalizeInvoice, sniffInvoiceType } from './invoice';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const text = (filename: string, data: string, type = 'application/octet-stream') => JSON.stringify({ filename, type, data });
const dataUrl = (type: string, content: Uint8Array) => `data:${type};base64,${Buffer.from(content).toString('base64')}`;

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return `${error.status} ${error.message}`;
    throw error;
  }
  return 'kabul edildi';
}

describe('sniffInvoiceType', () => {
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR')],
    ['image/gif', bytes('GIF89a', [1, 0])],
    ['image/gif', bytes('GIF87a', [1, 0])],
    ['image/webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['application/pdf', bytes('%PDF-1.7\n')],
  ])('reads %s from the first bytes', (type, content) => {
    expect(sniffInvoiceType(content)).toBe(type);
  });

  it.each([
    ['text', bytes('hello world')],
    ['RIFF that is not WEBP', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['a PNG signature cut short', bytes([0x89, 0x50, 0x4e, 0x47])],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_name, content) => {
    expect(sniffInvoiceType(content)).toBeNull();
  });
});

describe('normalizeInvoice', () => {
  it('stores the sniffed type, whatever the name and the claimed type say', () => {
    const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest');
    const result = normalizeInvoice(text('fatura.pdf', dataUrl('application/pdf', png), 'application/pdf'));
    expect(result.type).toBe('image/png');
    expect(JSON.parse(result.text)).toEqual({ filename: 'fatura.png', type: 'image/png', data: dataUrl('image/png', png) });
    expect(result.size).toBe(png.length);
  });

  it('cleans the file name and gives a default one', () => {
    const pdf = bytes('%PDF-1.4');
    expect(normalizeInvoice(text('../../etc/\u0000fatura.pdf', dataUrl('application/pdf', pdf))).filename).toBe('....etcfatura.pdf');
    expect(normalizeInvoice(text('', dataUrl('application/pdf', pdf))).filename).toBe('fatura.pdf');
  });

  it('keeps the stem and gives the extension of the sniffed type', () => {
    const pdf = bytes('%PDF-1.4');
    const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0], 'rest');
    const name = (file: string, content: Uint8Array, claimed: string) => normalizeInvoice(text(file, dataUrl(claimed, content))).filename;
    expect(name('fatura.pdf.exe', pdf, 'application/pdf')).toBe('fatura.pdf');
    expect(name('fatura.exe', pdf, 'application/pdf')).toBe('fatura.pdf');
    // A PDF polyglot carrying HTML, named .html, is served as what it is: a PDF.
    expect(name('sayfa.html', bytes('%PDF-1.4\n<html><script>alert(1)</script></html>'), 'text/html')).toBe('sayfa.pdf');
    expect(name('Fatura Mart.JPEG', jpeg, 'image/jpeg')).toBe('Fatura Mart.JPEG');
    expect(name('fatura', jpeg, 'image/jpeg')).toBe('fatura.jpg');
    expect(name('.exe', pdf, 'application/pdf')).toBe('fatura.pdf');
  });

  it('refuses other content, broken text and missing data with the spec messages', () => {
    expect(refusal(() => normalizeInvoice(text('a.png', dataUrl('image/png', bytes('<svg></svg>')))))).toBe(
      '400 Sadece resim (JPG, PNG, GIF, WEBP) veya PDF dosyaları yüklenebilir.',
    );
    expect(refusal(() => normalizeInvoice('not json'))).toBe('400 Fatura verisi eksik');
    expect(refusal(() => normalizeInvoice(JSON.stringify({ filename: 'a.pdf' })))).toBe('400 Fatura verisi eksik');
    expect(refusal(() => normalizeInvoice(text('a.pdf', 'data:application/pdf;base64,')))).toBe('400 Fatura verisi eksik');
    expect(refusal(() => normalizeInvoice(text('a.pdf', 'https://example.com/a.pdf')))).toBe('400 Fatura verisi eksik');
  });

  it('refuses more than 20 MB from the base64 length alone', () => {
    const base64 = 'JVBERi0x'.padEnd(Math.ceil(((20 * 1024 * 1024 + 3) * 4) / 3 / 4) * 4, 'A');
    expect(refusal(() => normalizeInvoice(text('a.pdf', `data:application/pdf;base64,${base64}`)))).toBe(
      '400 Dosya boyutu en fazla 20MB olabilir.',
    );
    const exact = 'JVBERi0x'.padEnd(((20 * 1024 * 1024) / 3) * 4, 'A');
    expect(normalizeInvoice(text('a.pdf', `data:application/pdf;base64,${exact}`)).size).toBeLessThanOrEqual(20 * 1024 * 1024);
    // Decoding the exact 20 MB takes a second on a quiet machine and more than the default 5 s on a
    // busy one: a guard against a hang, not a measure of speed.
  }, 60_000);
});
