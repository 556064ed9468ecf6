// The serial number's barcode (CODE128, the symbology the scanner reads): drawn with JsBarcode,
// downloaded as a PNG named after the serial number, or printed on its own.
import JsBarcode from 'jsbarcode';
import { saveFile } from '@app/lib/save-file';

type Options = JsBarcode.Options;

export const BARCODE_OPTIONS: Options = {
  format: 'CODE128',
  width: 2,
  height: 80,
  margin: 12,
  fontSize: 16,
  displayValue: true,
  background: '#ffffff',
  lineColor: '#000000',
};

/** 'SN-2024/001 ç' → 'SN-2024_001_c'-like: only what every file system accepts. */
export function barcodeFileName(serial: string): string {
  const base = serial
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|_+$/g, '')
    .slice(0, 100);
  return `${base || 'barkod'}.png`;
}

export function drawBarcode(target: SVGSVGElement | HTMLCanvasElement, serial: string, options: Options = {}): void {
  JsBarcode(target, serial, { ...BARCODE_OPTIONS, ...options });
}

/** A PNG of the barcode, at twice the bar width so it prints sharp. */
export function barcodePngBlob(serial: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  drawBarcode(canvas, serial, { width: 3, height: 120, fontSize: 22 });
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG oluşturulamadı.'))), 'image/png'));
}

export async function downloadBarcodePng(serial: string): Promise<void> {
  saveFile(await barcodePngBlob(serial), barcodeFileName(serial));
}
