// Chromium's fake camera fed CODE_128 barcodes: a Y4M clip drawn by JsBarcode in a page, and a
// browser launched with it (the clip is fixed per launch, and Chromium loops it).
//   launchWithBarcodeCamera(page, serial, name)   one 640×480 frame, the barcode as JsBarcode draws it
//   launchWithCameraClip(page, { serials, name, width: 1280, height: 720, fill: 0.5 })
//     a phone's frame: each serial in turn for `secondsEach`, its barcode `fill` of the frame's width
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';

const TMP = path.resolve(process.cwd(), 'tests/.tmp');

interface Picture {
  width: number;
  height: number;
  luma: Buffer;
}

/**
 * The page's canvas #c as a grey picture. It comes back as base64 text: the frame's RGBA numbers
 * carried over as an array took Playwright 100 s for 640×480 on a busy machine, and minutes for 1280×720.
 */
async function canvasLuma(page: Page, width: number, height: number): Promise<Picture> {
  const base64 = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.getElementById('c') as HTMLCanvasElement;
      const rgba = canvas.getContext('2d')!.getImageData(0, 0, width, height).data;
      let text = '';
      const chunk = new Uint8Array(width);
      for (let row = 0; row < height; row++) {
        for (let x = 0; x < width; x++) {
          const i = (row * width + x) * 4;
          chunk[x] = Math.round(0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!);
        }
        text += String.fromCharCode(...chunk);
      }
      return btoa(text);
    },
    { width, height },
  );
  return { width, height, luma: Buffer.from(base64, 'base64') };
}

/** A grey picture of a CODE_128 barcode of `text`, drawn by JsBarcode in a page. `fill`: its width in the frame (null: as drawn, bars 2 px). */
async function barcodeLuma(page: Page, text: string, width = 640, height = 480, fill: number | null = null): Promise<Picture> {
  const require = createRequire(import.meta.url);
  await page.setContent(`<canvas id="c" width="${width}" height="${height}"></canvas>`);
  await page.addScriptTag({ path: require.resolve('jsbarcode/dist/JsBarcode.all.min.js') });
  await page.evaluate(
    ({ value, width, height, fill }) => {
      const canvas = document.getElementById('c') as HTMLCanvasElement;
      const bar = document.createElement('canvas');
      (window as unknown as { JsBarcode: (el: HTMLCanvasElement, v: string, o: object) => void }).JsBarcode(bar, value, {
        format: 'CODE128',
        width: fill === null ? 2 : 1,
        height: 200,
        displayValue: false,
        margin: fill === null ? 16 : 10,
      });
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, width, height);
      ctx.imageSmoothingEnabled = false;
      const w = fill === null ? Math.min(width, bar.width) : Math.round(width * fill);
      const h = fill === null ? bar.height : Math.round(height * 0.3);
      ctx.drawImage(bar, Math.max(0, (width - w) / 2), (height - h) / 2, w, h);
    },
    { value: text, width, height, fill },
  );
  return canvasLuma(page, width, height);
}

/** A Y4M (4:2:0) clip of the pictures, each shown `framesEach` frames at `fps`. Grey: the chroma planes are neutral. */
function writeY4m(file: string, pictures: Picture[], framesEach = 1, fps = 30): void {
  const { width, height } = pictures[0]!;
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`, 'ascii')];
  for (const picture of pictures)
    for (let i = 0; i < framesEach; i++) parts.push(Buffer.from('FRAME\n', 'ascii'), picture.luma, chroma, chroma);
  writeFileSync(file, Buffer.concat(parts));
}

function launch(clip: string): Promise<Browser> {
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

/** Writes the clip of `serial` and launches a Chromium whose camera shows it. */
export async function launchWithBarcodeCamera(page: Page, serial: string, name: string): Promise<Browser> {
  mkdirSync(TMP, { recursive: true });
  const clip = path.join(TMP, `barcode-${name}.y4m`);
  writeY4m(clip, [await barcodeLuma(page, serial)]);
  return launch(clip);
}

export interface CameraClip {
  serials: string[];
  name: string;
  /** The camera's frame (default 1280×720, a phone's back camera). */
  width?: number;
  height?: number;
  /** The barcode's width in the frame (default 0.5: half of it). */
  fill?: number;
  /** How long each serial is in view (default 1 s). */
  secondsEach?: number;
}

/** A phone's camera passing over several labels in turn; returns the browser and the clip's path. */
export async function launchWithCameraClip(page: Page, clip: CameraClip): Promise<{ browser: Browser; file: string }> {
  mkdirSync(TMP, { recursive: true });
  const { width = 1280, height = 720, fill = 0.5, secondsEach = 1 } = clip;
  const fps = 10;
  const pictures: Picture[] = [];
  for (const serial of clip.serials) pictures.push(await barcodeLuma(page, serial, width, height, fill));
  const file = path.join(TMP, `clip-${clip.name}.y4m`);
  writeY4m(file, pictures, Math.max(1, Math.round(secondsEach * fps)), fps);
  return { browser: await launch(file), file };
}

/** A 640×480 grey picture of an image (a QR code cut from a printout), centred on white. */
async function imageLuma(page: Page, png: Buffer): Promise<Picture> {
  await page.setContent('<canvas id="c" width="640" height="480"></canvas>');
  await page.evaluate(
    async (src) => {
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
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  return canvasLuma(page, 640, 480);
}

/** Writes a clip of `png` (e.g. a screenshot of a printed QR code) and launches a Chromium whose camera shows it. */
export async function launchWithImageCamera(page: Page, png: Buffer, name: string): Promise<Browser> {
  mkdirSync(TMP, { recursive: true });
  const clip = path.join(TMP, `image-${name}.y4m`);
  writeY4m(clip, [await imageLuma(page, png)]);
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
