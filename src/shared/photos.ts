// Photos (docs/equipment-care.md "Photos"): the limits the device reduces to and the server holds
// every upload to, the Turkish words for a refusal, the request field that carries a record's
// photos (data URLs, queued with the entry they belong to) and the reference an answer carries
// instead of the bytes.
import * as v from 'valibot';

/** A stored photo at most this large (the device re-encodes to stay under it). */
export const PHOTO_MAX_BYTES = 300 * 1024;
/** Its longest side at most this many pixels. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** How many photos one record may have. */
export const PHOTO_LIMITS = { item: 12, fault: 5, returnItem: 3, returnBatch: 10, handoverItem: 3, handoverBatch: 10 } as const;

export const PHOTO_MESSAGES = {
  type: 'Fotoğraf JPEG, PNG veya WebP biçiminde olmalıdır.',
  size: 'Fotoğraf en fazla 300 KB olabilir.',
  side: `Fotoğrafın uzun kenarı en fazla ${PHOTO_MAX_SIDE} piksel olabilir.`,
  unreadable: 'Fotoğraf okunamadı.',
  count: (max: number) => `Bir kayda en fazla ${max} fotoğraf eklenebilir.`,
  itemCount: `Bir ekipmanın en fazla ${PHOTO_LIMITS.item} fotoğrafı olabilir.`,
  returnBatchCount: `Bir iadede en fazla ${PHOTO_LIMITS.returnBatch} fotoğraf olabilir.`,
  handoverBatchCount: `Bir teslimde en fazla ${PHOTO_LIMITS.handoverBatch} fotoğraf olabilir.`,
  notFound: 'Fotoğraf bulunamadı.',
  recordPhoto: 'İade, teslim ve arıza fotoğrafları kaydın parçasıdır; silinemez.',
  reduceFailed: 'Fotoğraf küçültülemedi. Başka bir fotoğraf seçin.',
  /** The object store (S3_URL) did not answer: nothing was recorded; a queued entry is sent again later. */
  storeUnreachable: 'Fotoğraf deposuna şu anda ulaşılamıyor. Kayıt yapılmadı; biraz sonra yeniden deneyin.',
  /** A photo kept in the object store while the server runs without `S3_URL`. */
  storeUnset: 'Fotoğraf nesne deposunda; sunucuda depo (S3_URL) tanımlı değil.',
  /** The object store answered, but not the photo's bytes as stored. */
  storeMismatch: 'Fotoğrafın depodaki kopyası kayıtla uyuşmuyor.',
} as const;

/** A data URL's length for the largest photo, with room for its prefix. */
const PHOTO_TEXT_MAX = Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 64;

/** One photo in a request: a base64 data URL (the server reads the type from its bytes). */
export const photoText = v.pipe(
  v.string(PHOTO_MESSAGES.unreadable),
  v.nonEmpty(PHOTO_MESSAGES.unreadable),
  v.maxLength(PHOTO_TEXT_MAX, PHOTO_MESSAGES.size),
);

/** A record's photos, at most `max`; absent or null = none. */
export function photosField(max: number) {
  return v.optional(v.nullable(v.pipe(v.array(photoText, PHOTO_MESSAGES.unreadable), v.maxLength(max, PHOTO_MESSAGES.count(max)))), null);
}

export type PhotoKind = 'item' | 'handover' | 'return' | 'fault';

/** What an answer carries of a photo: never its bytes; `url` answers them (GET, signed in). */
export interface PhotoRef {
  id: string;
  url: string;
  type: string;
  size: number;
  width: number;
  height: number;
  created_at: string;
}

export const photoUrl = (id: string) => `/api/photos/${id}`;
