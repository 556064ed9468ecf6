// Chromium's fake camera fed a CODE_128 barcode: a one-frame Y4M clip drawn by JsBarcode in a page,
// and a browser launched with it (the clip is fixed per launch).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';

const TMP = path.resolve(process.cwd(), 'tests/.tmp');

/** A 640×480 grey picture of a CODE_128 barcode, drawn by JsBarcode in a page. */
async function barcodeLuma(page: Page, text: string): Promise<{ width: number; height: number; luma: Buffer }> {
  const require = createRequire(import.meta.url);
  await page.setContent('<canvas id="c" width="640" height="480"></canvas>');
  await page.addScriptTag({ path: require.resolve('jsbarcode/dist/JsBarcode.all.min.js') });
  const rgba = await page.evaluate((value) => {
    const canvas = document.getElementById('c') as HTMLCanvasElement;
    const bar = document.createElement('canvas');
    (window as unknown as { JsBarcode: (el: HTMLCanvasElement, v: string, o: object) => void }).JsBarcode(bar, value, {
      format: 'CODE128',
      width: 2,
      height: 200,
      displayValue: false,
      margin: 16,
    });
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 640, 480);
    ctx.drawImage(bar, Math.max(0, (640 - bar.width) / 2), (480 - bar.height) / 2, Math.min(640, bar.width), bar.height);
    return Array.from(ctx.getImageData(0, 0, 640, 480).data);
  }, text);
  const luma = Buffer.alloc(640 * 480);
  for (let i = 0; i < luma.length; i++) {
    const r = rgba[i * 4]!;
    const g = rgba[i * 4 + 1]!;
    const b = rgba[i * 4 + 2]!;
    luma[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  return { width: 640, height: 480, luma };
}

/** One-frame Y4M (4:2:0); Chromium's fake camera loops it. Grey: the chroma planes are neutral. */
function writeY4m(file: string, { width, height, luma }: { width: number; height: number; luma: Buffer }): void {
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  writeFileSync(file, Buffer.concat([header, luma, chroma, chroma]));
}

/** Writes the clip of `serial` and launches a Chromium whose camera shows it. */
export async function launchWithBarcodeCamera(page: Page, serial: string, name: string): Promise<Browser> {
  mkdirSync(TMP, { recursive: true });
  const clip = path.join(TMP, `barcode-${name}.y4m`);
  writeY4m(clip, await barcodeLuma(page, serial));
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${clip}`,
    ],
  });
}

/** A 640×480 grey picture of an image (a QR code cut from a printout), centred on white. */
async function imageLuma(page: Page, png: Buffer): Promise<{ width: number; height: number; luma: Buffer }> {
  await page.setContent('<canvas id="c" width="640" height="480"></canvas>');
  const rgba = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.getElementById('c') as HTMLCanvasElement;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 640, 480);
    ctx.imageSmoothingEnabled = false;
    // Inside the scanner's wide box (it is made for 1D barcodes): a QR code taller than it is not read.
    const side = 180;
    ctx.drawImage(image, (640 - side) / 2, (480 - side) / 2, side, side);
    return Array.from(ctx.getImageData(0, 0, 640, 480).data);
  }, `data:image/png;base64,${png.toString('base64')}`);
  const luma = Buffer.alloc(640 * 480);
  for (let i = 0; i < luma.length; i++) luma[i] = Math.round(0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!);
  return { width: 640, height: 480, luma };
}

/** Writes a clip of `png` (e.g. a screenshot of a printed QR code) and launches a Chromium whose camera shows it. */
export async function launchWithImageCamera(page: Page, png: Buffer, name: string): Promise<Browser> {
  mkdirSync(TMP, { recursive: true });
  const clip = path.join(TMP, `image-${name}.y4m`);
  writeY4m(clip, await imageLuma(page, png));
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${clip}`],
  });
}
