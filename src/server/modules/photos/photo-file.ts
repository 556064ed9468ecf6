// A photo as it arrives (a base64 data URL in JSON, reduced on the device) is checked again here,
// whoever sent it: the type from its first bytes (JPEG, PNG or WebP only), at most 300 KB, its
// longest side at most 1600 px by its header. A JPEG's metadata segments (APP1: EXIF with the
// place it was taken, XMP; APP13: IPTC) are dropped before it is stored, so a photo sent by
// another client does not carry its location either. docs/equipment-care.md "Photos".
import { createHash } from 'node:crypto';
import { imageSize } from '@shared/image-size';
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, PHOTO_MESSAGES, type PhotoType } from '@shared/photos';
import { badRequest } from '@server/http/errors';
import { sniffInvoiceType } from '../repairs/invoice';

export interface CheckedPhoto {
  type: PhotoType;
  bytes: Buffer;
  width: number;
  height: number;
  sha256: string;
  /** Put in the object store (photo-store.ts) under this id before the record's transaction. */
  id?: string;
  inStore?: boolean;
}

const DATA_URL = /^data:[\w.+-]*\/?[\w.+-]*(?:;[\w-]+=[^;,]*)*;base64,([A-Za-z0-9+/]*={0,2})$/;

/** The JPEG without its APP1 and APP13 segments; null when its segments cannot be walked. */
export function stripJpegMetadata(b: Buffer): Buffer | null {
  const kept: Buffer[] = [b.subarray(0, 2)];
  let i = 2;
  while (i + 2 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    // Start of scan: the compressed image follows; nothing after it is metadata we look for.
    if (marker === 0xda) {
      kept.push(b.subarray(i));
      return Buffer.concat(kept);
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(b.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 4 > b.length) return null;
    const length = b.readUInt16BE(i + 2);
    if (length < 2 || i + 2 + length > b.length) return null;
    if (marker !== 0xe1 && marker !== 0xed) kept.push(b.subarray(i, i + 2 + length));
    i += 2 + length;
  }
  return null;
}

/** Checks one photo of a request; 400 with the Turkish reason otherwise. */
export function checkPhoto(text: string): CheckedPhoto {
  const match = DATA_URL.exec(text);
  if (!match) throw badRequest(PHOTO_MESSAGES.unreadable);
  const base64 = match[1] ?? '';
  const declared = Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (declared > PHOTO_MAX_BYTES) throw badRequest(PHOTO_MESSAGES.size);
  if (declared <= 0) throw badRequest(PHOTO_MESSAGES.unreadable);
  let bytes: Buffer = Buffer.from(base64, 'base64');
  const sniffed = sniffInvoiceType(bytes);
  if (sniffed !== 'image/jpeg' && sniffed !== 'image/png' && sniffed !== 'image/webp') throw badRequest(PHOTO_MESSAGES.type);
  if (sniffed === 'image/jpeg') {
    const stripped = stripJpegMetadata(bytes);
    if (!stripped) throw badRequest(PHOTO_MESSAGES.unreadable);
    bytes = stripped;
  }
  const size = imageSize(bytes);
  if (!size || size.width <= 0 || size.height <= 0) throw badRequest(PHOTO_MESSAGES.unreadable);
  if (Math.max(size.width, size.height) > PHOTO_MAX_SIDE) throw badRequest(PHOTO_MESSAGES.side);
  return { type: sniffed, bytes, width: size.width, height: size.height, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Every photo of a request, checked before its transaction starts (a refusal writes nothing). */
export function checkPhotos(texts: readonly string[] | null | undefined): CheckedPhoto[] {
  return (texts ?? []).map(checkPhoto);
}
