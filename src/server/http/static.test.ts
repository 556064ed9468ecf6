import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, constants as zlib } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir, serveClient } from './static';

let root: string;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'Satır ${i}'`).join(', ')}];\n`;
const page = `<!doctype html><html lang="tr"><head><title>Depo Takip</title></head><body>${'<p>Depo</p>'.repeat(80)}</body></html>`;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-test-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), page);
  writeFileSync(path.join(root, 'assets', 'app.js'), script);
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(path.join(root, 'icon.png'), Buffer.alloc(2048, 7));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function get(pathname: string, encoding = 'br, gzip') {
  const app = new Hono();
  app.use('*', serveClient(root));
  app.notFound((c) => c.text('yok', 404));
  return app.request(pathname, { headers: { 'accept-encoding': encoding } });
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('precompressDir', () => {
  it('writes the gzip and brotli forms of the compressible files over 512 bytes beside them, and nothing else', () => {
    expect(precompressDir(root)).toBe(2);
    const js = path.join(root, 'assets', 'app.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(root, 'index.html.gz'))).toString()).toBe(page);
    expect(existsSync(path.join(root, 'robots.txt.br'))).toBe(false);
    expect(existsSync(path.join(root, 'icon.png.br'))).toBe(false);
    // Run again, the copies are not compressed as files of their own.
    expect(precompressDir(root)).toBe(2);
    expect(existsSync(`${js}.br.br`)).toBe(false);
  });
});

describe('serveClient', () => {
  it("sends the build's copy as it is, and never serves the copy as a file of its own", async () => {
    precompressDir(root);
    // A copy that differs from what the server would make (quality 1): sent, so it was read, not made.
    const quick = brotliCompressSync(Buffer.from(script), { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } });
    writeFileSync(path.join(root, 'assets', 'app.js.br'), quick);
    const res = await get('/assets/app.js');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect((await bytes(res)).equals(quick)).toBe(true);
    expect((await get('/assets/app.js.br')).status).toBe(404);
    const gz = await get('/assets/app.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script);
  });

  it('compresses a file itself when its copy is older than it or missing', async () => {
    precompressDir(root);
    const js = path.join(root, 'assets', 'app.js');
    writeFileSync(`${js}.br`, brotliCompressSync(Buffer.from('eski içerik')));
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${js}.br`, past, past);
    rmSync(path.join(root, 'index.html.br'));
    expect(brotliDecompressSync(await bytes(await get('/assets/app.js'))).toString()).toBe(script);
    const html = await get('/');
    expect(html.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(html)).toString()).toBe(page);
  });

  it('sends a small file as it is', async () => {
    precompressDir(root);
    const res = await get('/robots.txt');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('User-agent: *\n');
  });
});
