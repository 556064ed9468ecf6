// Reading barcodes from the camera at the camera's own resolution. The previous reader (html5-qrcode's
// `start`) copied each frame into a canvas the size of the box drawn on screen (about 315×118 px on a
// 390 px phone), so a 13-character CODE_128 that filled 60 % of the frame had barely one pixel per
// bar and was not read. Here each frame's middle band (the whole width, BAND_HEIGHT of the height:
// where a barcode or a label's QR code is held) is copied at the camera's resolution, up to
// MAX_DECODE_WIDTH pixels wide, and decoded by the browser's BarcodeDetector where it has one (Android
// Chrome), else by ZXing (the decoder html5-qrcode ships). Loaded on demand with the scanner.
import type { Html5QrcodeShim } from 'html5-qrcode/esm/code-decoder';

/** The part of the frame's height decoded: a barcode held across the middle, or a QR code filling half the frame. */
export const BAND_HEIGHT = 0.6;
/** Wider frames are scaled down to this for decoding (a 1920 px frame costs twice as much and reads no better). */
export const MAX_DECODE_WIDTH = 1280;
/** Shortest pause between two decodes. */
export const PAUSE_MS = 40;

/**
 * The pause after a decode that took `decodeMs`: at least as long as the decode, so reading takes at
 * most half of the main thread. Where a decode is slow (ZXing on a phone without BarcodeDetector, a
 * large frame) the page, its taps and its sends keep the other half, and the battery lasts; a
 * barcode held in view is still read several times a second.
 */
export const pauseAfter = (decodeMs: number): number => Math.max(PAUSE_MS, Math.round(decodeMs));

export interface DecodeRegion {
  /** Where the band starts in the frame, in the camera's pixels. */
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  /** The canvas it is drawn into. */
  width: number;
  height: number;
}

/** The band of a `videoWidth`×`videoHeight` frame that is decoded, and the canvas size it is drawn at. */
export function decodeRegion(videoWidth: number, videoHeight: number): DecodeRegion {
  const sh = Math.round(videoHeight * BAND_HEIGHT);
  const sy = Math.round((videoHeight - sh) / 2);
  const scale = Math.min(1, MAX_DECODE_WIDTH / videoWidth);
  return { sx: 0, sy, sw: videoWidth, sh, width: Math.round(videoWidth * scale), height: Math.round(sh * scale) };
}

export interface CameraReader {
  stop: () => void;
  /** The resolution the camera delivers, e.g. '1280×720'. */
  resolution: string;
}

const quietLogger = { log: () => {}, warn: () => {}, logError: () => {}, logErrors: () => {} };

export async function createDecoder(): Promise<Html5QrcodeShim> {
  const [{ Html5QrcodeShim: Shim }, { Html5QrcodeSupportedFormats: F }] = await Promise.all([
    import('html5-qrcode/esm/code-decoder'),
    import('html5-qrcode/esm/core'),
  ]);
  return new Shim([F.CODE_128, F.QR_CODE], true, false, quietLogger);
}

/**
 * Starts the back camera in `video` and calls `onText` with every code read (the same code again
 * and again while it stays in view: the caller decides what a repeat means). Throws the browser's
 * error when the camera cannot be had (see camera-errors.ts).
 */
export async function startCameraReader(video: HTMLVideoElement, onText: (text: string) => void): Promise<CameraReader> {
  if (window.isSecureContext === false || !navigator.mediaDevices?.getUserMedia) {
    throw Object.assign(new Error('no camera'), { name: window.isSecureContext === false ? 'SecurityError' : 'NotFoundError' });
  }
  // 'environment' as a preference, not `exact`: devices without a facing mode still work. The
  // resolution asked for is a wish: a camera gives what it has nearest to it.
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
  });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  try {
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    await video.play();
    const decoder = await createDecoder();
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw Object.assign(new Error('no canvas'), { name: 'NotReadableError' });
    const tick = async () => {
      if (stopped) return;
      const started = performance.now();
      if (video.readyState >= 2 && video.videoWidth > 0) {
        const r = decodeRegion(video.videoWidth, video.videoHeight);
        if (canvas.width !== r.width || canvas.height !== r.height) {
          canvas.width = r.width;
          canvas.height = r.height;
        }
        context.drawImage(video, r.sx, r.sy, r.sw, r.sh, 0, 0, r.width, r.height);
        const text = await decoder.decodeAsync(canvas).then(
          (result) => result.text,
          () => null,
        );
        if (text && !stopped) onText(text);
      }
      if (!stopped) timer = setTimeout(() => void tick(), pauseAfter(performance.now() - started));
    };
    void tick();
  } catch (error) {
    stop();
    throw error;
  }
  const settings = stream.getVideoTracks()[0]?.getSettings();
  return { stop, resolution: settings?.width && settings.height ? `${settings.width}×${settings.height}` : '' };
}
