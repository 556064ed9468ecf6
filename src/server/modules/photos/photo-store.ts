// Where photo bytes live (docs/equipment-care.md "Photos"): in the database's parts by default, or
// in an S3-compatible object store when the administrator sets `S3_URL`. Requests to the store are
// signed (AWS Signature Version 4) by aws4fetch. A photo's bytes are put in the store after they
// are checked and before the record's transaction (a store that does not answer leaves nothing
// written: 503, and a queued entry is sent again later), under the photo's own id; reads go
// through the server's scope check as before, and the bytes read back must match the SHA-256 kept
// beside the row.
import { randomUUID } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { PHOTO_MESSAGES } from '@shared/photos';
import { HttpError } from '@server/http/errors';
import type { CheckedPhoto } from './photo-file';
import type { S3Config } from './s3-config';

/** How long one request to the store may take before the write or read is given up (503). */
const STORE_TIMEOUT_MS = 10_000;

const unreachable = () => new HttpError(503, PHOTO_MESSAGES.storeUnreachable);

export class PhotoStore {
  private readonly client: AwsClient;

  constructor(readonly config: S3Config) {
    // Two tries more on a 5xx or 429 from the store; a network failure is not retried here.
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: 's3',
      region: config.region,
      retries: 2,
    });
  }

  private url(id: string): string {
    const { endpoint, bucket, prefix } = this.config;
    return `${endpoint}/${encodeURIComponent(bucket)}/${prefix}photos/${id}`;
  }

  private async send(id: string, init: RequestInit & { headers?: Record<string, string> }): Promise<Response> {
    try {
      return await this.client.fetch(this.url(id), { ...init, signal: AbortSignal.timeout(STORE_TIMEOUT_MS) });
    } catch {
      throw unreachable();
    }
  }

  /** Puts the photo's bytes; the store checks them against their SHA-256 (signed). */
  async put(id: string, photo: CheckedPhoto): Promise<void> {
    const res = await this.send(id, {
      method: 'PUT',
      body: new Uint8Array(photo.bytes),
      headers: { 'content-type': photo.type, 'x-amz-content-sha256': photo.sha256 },
    });
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw unreachable();
  }

  /** The photo's bytes as stored; 503 when the store does not answer them. */
  async get(id: string): Promise<Buffer> {
    const res = await this.send(id, { method: 'GET' });
    let body: ArrayBuffer;
    try {
      body = await res.arrayBuffer();
    } catch {
      throw unreachable();
    }
    if (res.status === 404) throw new HttpError(502, PHOTO_MESSAGES.storeMismatch);
    if (!res.ok) throw unreachable();
    return Buffer.from(body);
  }

  /** Removes the photo's bytes; a failure leaves an object no row names (harmless, never served). */
  async remove(id: string): Promise<void> {
    const res = await this.send(id, { method: 'DELETE' }).catch(() => null);
    await res?.arrayBuffer().catch(() => undefined);
  }
}

const stores = new Map<string, PhotoStore>();

/** The store for this `S3_URL` (one client per configuration); null when the bytes stay in the database. */
export function photoStoreFor(config: S3Config | undefined): PhotoStore | null {
  if (!config) return null;
  const key = JSON.stringify(config);
  let store = stores.get(key);
  if (!store) {
    store = new PhotoStore(config);
    stores.set(key, store);
  }
  return store;
}

/**
 * Checked photos ready for their record's transaction: with a store, each is put there first under
 * a new id (`inStore`), so the transaction writes its row and no parts.
 */
export async function placePhotos(store: PhotoStore | null, checked: readonly CheckedPhoto[]): Promise<CheckedPhoto[]> {
  if (!store || checked.length === 0) return [...checked];
  return Promise.all(
    checked.map(async (photo) => {
      const id = randomUUID();
      await store.put(id, photo);
      return { ...photo, id, inStore: true };
    }),
  );
}
