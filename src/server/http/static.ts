// Serves the built client from memory with precompressed copies and an SPA fallback:
// any GET outside /api that names no file gets index.html, so deep links open. /login gets the
// sign-in page's own document (login.html, no React).
//
// The compressed copies are made by the build (precompressDir, run by `npm run build`: x.js.gz and
// x.js.br beside x.js) and read at start; a file without fresh copies beside it (a client folder
// not made by the build) is compressed at start. Brotli at its best quality and gzip -9 over the
// whole client took a server start 2.7 s of CPU.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

interface StaticFile {
  body: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  type: string;
  cacheControl: string;
  etag: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

const SIGN_IN_PAGE = '/login.html';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|svg|txt|map)$/;

function own(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer);
}

/** The compressed forms' file name endings, beside the file they compress. */
const FORMS = { gzip: '.gz', br: '.br' } as const;

const compress = {
  gzip: (raw: Buffer) => gzipSync(raw, { level: 9 }),
  br: (raw: Buffer) => brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
};

/** Whether a file of this name and size is sent compressed. */
const compressible = (name: string, size: number) => COMPRESSIBLE.test(name) && size > 512;

/** A compressed copy written beside its file by precompressDir (x.js.br), not a file of the client. */
const isCopy = (dir: string, name: string) =>
  Object.values(FORMS).some((ending) => name.endsWith(ending) && existsSync(path.join(dir, name.slice(0, -ending.length))));

/** Every file under `root`, with its folder and name. */
function* filesUnder(root: string): Generator<{ dir: string; name: string; full: string }> {
  for (const name of readdirSync(root)) {
    const full = path.join(root, name);
    if (statSync(full).isDirectory()) yield* filesUnder(full);
    else yield { dir: root, name, full };
  }
}

/** The copy beside `full` in this form when it is at least as new as the file; otherwise the file compressed now. */
function compressedForm(full: string, raw: Buffer, modified: number, form: keyof typeof FORMS): Uint8Array<ArrayBuffer> {
  const copy = `${full}${FORMS[form]}`;
  if (existsSync(copy) && statSync(copy).mtimeMs >= modified) return own(readFileSync(copy));
  return own(compress[form](raw));
}

/**
 * Writes each compressible file's gzip and brotli forms beside it (the build's last step, so a
 * server start reads them instead of compressing). Answers how many files were compressed.
 */
export function precompressDir(root: string): number {
  let count = 0;
  for (const { dir, name, full } of filesUnder(root)) {
    if (isCopy(dir, name)) continue;
    const raw = readFileSync(full);
    if (!compressible(name, raw.length)) continue;
    for (const form of Object.keys(FORMS) as (keyof typeof FORMS)[]) writeFileSync(`${full}${FORMS[form]}`, compress[form](raw));
    count++;
  }
  return count;
}

function loadDir(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const { dir, name, full } of filesUnder(root)) {
    if (isCopy(dir, name)) continue;
    const rel = `/${path.relative(root, full).split(path.sep).join('/')}`;
    const raw = readFileSync(full);
    const modified = statSync(full).mtimeMs;
    const file: StaticFile = {
      body: own(raw),
      type: TYPES[path.extname(name)] ?? 'application/octet-stream',
      // Hashed assets never change; the shell, the worker and the manifest must be revalidated.
      cacheControl: rel.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag: `"${raw.length.toString(16)}-${modified.toString(16)}"`,
    };
    if (compressible(name, raw.length)) {
      file.gzip = compressedForm(full, raw, modified, 'gzip');
      file.br = compressedForm(full, raw, modified, 'br');
    }
    files.set(rel, file);
  }
  return files;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts in the built pages (the
 * sign-in page holds a sign-in sent before its own script has started), so that exactly these
 * run under `script-src 'self'`.
 */
export function inlineScriptSources(root: string): string[] {
  const sources = new Set<string>();
  if (!existsSync(root)) return [];
  for (const name of readdirSync(root)) {
    if (!name.endsWith('.html')) continue;
    for (const match of readFileSync(path.join(root, name), 'utf8').matchAll(INLINE_SCRIPT)) {
      sources.add(
        `'sha256-${createHash('sha256')
          .update(match[1] ?? '', 'utf8')
          .digest('base64')}'`,
      );
    }
  }
  return [...sources].sort();
}

export function serveClient(root: string): MiddlewareHandler {
  const files = existsSync(path.join(root, 'index.html')) ? loadDir(root) : new Map<string, StaticFile>();
  return async (c, next) => {
    const url = new URL(c.req.url);
    // The sign-in form posted without its script (scripts off): the page again, nothing in an address.
    if (c.req.method === 'POST' && url.pathname === '/login' && files.has(SIGN_IN_PAGE)) return c.redirect(`/login${url.search}`, 303);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const pathname = decodeURIComponent(url.pathname);
    if (pathname.startsWith('/api/') || pathname === '/api') return next();
    let file = files.get(pathname === '/login' ? SIGN_IN_PAGE : pathname);
    if (!file && !path.extname(pathname)) file = files.get('/index.html');
    if (!file) return next();
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304);
    const accept = c.req.header('accept-encoding') ?? '';
    const headers: Record<string, string> = {
      'content-type': file.type,
      'cache-control': file.cacheControl,
      etag: file.etag,
      vary: 'accept-encoding',
    };
    let body = file.body;
    if (file.br && /\bbr\b/.test(accept)) {
      body = file.br;
      headers['content-encoding'] = 'br';
    } else if (file.gzip && /\bgzip\b/.test(accept)) {
      body = file.gzip;
      headers['content-encoding'] = 'gzip';
    }
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(body, 200, headers);
  };
}
