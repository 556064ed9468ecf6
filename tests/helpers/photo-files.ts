// Photos as the API tests send and read them (docs/equipment-care.md "Photos"): a camera's JPEG
// header with an EXIF location, a data URL, and GET /photos/:id read back to its bytes.
import type { TestServer } from './api-server';
import { PNG_DATA_URL } from './fixtures';

function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
}

/**
 * A JPEG's header as a camera writes it: an EXIF segment naming a place, a frame of `width` ×
 * `height`, then scan bytes. The server reads headers only; it never decodes the picture.
 */
export function cameraJpeg(width: number, height: number, scanBytes = 64): Buffer {
  const exifText = Buffer.from('Exif\0\0GPSLatitude 41.0082 GPSLongitude 28.9784');
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), u16(exifText.length + 2), exifText]);
  const app0Text = Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'binary');
  const app0 = Buffer.concat([Buffer.from([0xff, 0xe0]), u16(app0Text.length + 2), app0Text]);
  const sof = Buffer.concat([Buffer.from([0xff, 0xc0]), u16(11), Buffer.from([8]), u16(height), u16(width), Buffer.from([1, 1, 0x11, 0])]);
  const sos = Buffer.concat([Buffer.from([0xff, 0xda]), u16(8), Buffer.from([1, 1, 0, 0, 0x3f, 0])]);
  const scan = Buffer.alloc(scanBytes, 0x5a);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, app1, sof, sos, scan, Buffer.from([0xff, 0xd9])]);
}

export const photoDataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;
export const PNG_BYTES = Buffer.from(PNG_DATA_URL.slice(PNG_DATA_URL.indexOf(',') + 1), 'base64');

/** GET /photos/:id: the bytes come as a data URL in JSON (like a certificate), revalidated by ETag. */
export async function photoBytes(t: TestServer, token: string, url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}${url}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
  const text = await res.text();
  const body = res.status === 200 ? (JSON.parse(text) as { type: string; data: string }) : null;
  const bytes = body ? Buffer.from(body.data.slice(body.data.indexOf(',') + 1), 'base64') : Buffer.alloc(0);
  return { status: res.status, headers: res.headers, type: body?.type, dataUrl: body?.data ?? '', text, bytes };
}
