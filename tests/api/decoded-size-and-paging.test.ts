// Issue 42, point 6. An image is judged by what it decodes to, not its bytes: a 200 KB PNG whose
// header declares 15000×15000 pixels (about 900 MB in a browser, on every printout) is refused as a
// logo or a signature, with a Turkish 400. And a paging parameter left empty (`?limit=`) is a
// malformed value like any other, never "no paging".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_TOO_LARGE } from '@shared/schemas/company';
import { CURSOR_INVALID, PAGE_NUMBER_INVALID, PAGE_SIZE_INVALID } from '@shared/schemas/list-query';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createUserWithPermissions, PNG_DATA_URL, type TestUser } from '../helpers/fixtures';

let t: TestServer;
let office: TestUser;

beforeAll(async () => {
  t = await startTestServer();
  office = await createUserWithPermissions(t, ['manage_company']);
});
afterAll(async () => {
  await t?.close();
});

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** A PNG whose header declares `width`×`height` (what a browser would allocate to decode it). */
function pngDeclaring(width: number, height: number): string {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', new Uint8Array([0x78, 0x9c, 3, 0, 0, 0, 0, 1])),
    chunk('IEND', new Uint8Array()),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A baseline JPEG's first segments declaring `width`×`height`. */
function jpegDeclaring(width: number, height: number): string {
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0, 11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
  return `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]).toString('base64')}`;
}

const saveLogo = (logo: string) =>
  t.request<{ error?: string; logo?: string }>('PUT', '/company', { token: office.token, body: { name: 'Anadolu Yapı A.Ş.', logo } });

describe('images by their decoded size', () => {
  it('a logo over 4 megapixels is refused in Turkish, whatever its bytes; 2000×2000 is taken', async () => {
    for (const huge of [pngDeclaring(15000, 15000), pngDeclaring(4001, 1000), jpegDeclaring(15000, 15000)]) {
      const res = await saveLogo(huge);
      expect([res.status, res.body.error]).toEqual([400, LOGO_TOO_LARGE]);
    }
    for (const fine of [pngDeclaring(2000, 2000), jpegDeclaring(1600, 900), PNG_DATA_URL]) {
      const res = await saveLogo(fine);
      expect(res.status).toBe(200);
      expect(res.body.logo).toBe(fine);
    }
    // The refused ones left nothing: the version in force holds the last accepted logo.
    expect((await t.request<{ logo: string }>('GET', '/company', { token: office.token })).body.logo).toBe(PNG_DATA_URL);
  });

  it('a signature over 4 megapixels is refused in Turkish', async () => {
    const res = await t.request<{ error: string }>('PUT', '/auth/signature', {
      token: office.token,
      body: { signature: pngDeclaring(15000, 15000) },
    });
    expect([res.status, res.body.error]).toEqual([400, 'İmza görüntüsü en fazla 4 megapiksel olabilir.']);
  });
});

describe('a paging parameter left empty', () => {
  const lists = ['/field-equipment', '/broken-equipment', '/transfers'];
  it.each(lists)('%s?limit= is a Turkish 400, as any other bad value', async (list) => {
    for (const [query, message] of [
      ['limit=', PAGE_SIZE_INVALID],
      ['limit=abc', PAGE_SIZE_INVALID],
      ['limit=10&page=', PAGE_NUMBER_INVALID],
      ['limit=10&after=', CURSOR_INVALID],
    ] as const) {
      const res = await t.request<{ error: string }>('GET', `${list}?${query}`, { token: t.adminToken });
      expect([query, res.status, res.body.error]).toEqual([query, 400, message]);
    }
    expect((await t.request('GET', `${list}?limit=10`, { token: t.adminToken })).status).toBe(200);
  });

  it('and on every other paged list: histories, the equipment mirror', async () => {
    const item = (await t.request<Array<{ id: string }>>('GET', '/equipment', { token: t.adminToken })).body[0];
    const worker = (await t.request<Array<{ id: string }>>('GET', '/workers', { token: t.adminToken })).body[0];
    const paths = [
      '/equipment?fields=ids&since=2020-01-01T00:00:00Z&limit=',
      '/equipment?fields=ids&since=2020-01-01T00:00:00Z&limit=10&after=',
    ];
    if (item)
      paths.push(
        `/equipment/${item.id}/field-history?limit=`,
        `/equipment/${item.id}/broken-history?limit=`,
        `/equipment/${item.id}/transfer-history?limit=`,
      );
    if (worker) paths.push(`/workers/${worker.id}/equipment-history?limit=`);
    for (const path of paths) {
      const res = await t.request<{ error: string }>('GET', path, { token: t.adminToken });
      expect([path, res.status, typeof res.body.error]).toEqual([path, 400, 'string']);
    }
  });
});
