// A real S3-compatible object store for the tests: s3rver (the S3 API in Node, objects kept in a
// temporary folder) behind a front that checks each request's AWS Signature Version 4 with its own
// code (s3rver itself checks only the access key), records what was asked, and can be taken down
// (every connection dropped) and brought back to play an unreachable store.
import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3_KEY = 'S3RVER';
export const S3_SECRET = 'S3RVER';
export const S3_BUCKET = 'depo-fotograflar';
const REGION = 'us-east-1';

export interface TestS3 {
  port: number;
  /** `S3_URL` for the server, with `secret` instead of the right one when given. */
  s3Url(options?: { secret?: string; prefix?: string }): string;
  /** Each request that reached the store: method, path and its answer's status. */
  log: Array<{ method: string; path: string; status: number }>;
  /** Down: every connection is dropped unanswered (a store that cannot be reached). */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

/** Whether the request carries a valid AWS4-HMAC-SHA256 signature for the test's key (headers only). */
export function validSignature(req: IncomingMessage): boolean {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return false;
  const [key, day, region, signedHeaders, signature] = match.slice(1).map(String) as [string, string, string, string, string];
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (key !== S3_KEY || region !== REGION || !amzDate.startsWith(day) || !payloadHash) return false;
  const url = new URL(req.url ?? '/', 'http://s3.test');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const names = signedHeaders.split(';');
  const headers = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${S3_SECRET}`, day), region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(toSign).digest('hex') === signature;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'depo-s3-'));
  const s3 = new S3rver({ silent: true, directory, configureBuckets: [{ name: S3_BUCKET }], vhostBuckets: false });
  // Served through the front below only (its own listener is never started).
  await s3.configureBuckets();
  const handle = s3.getMiddleware();
  const log: TestS3['log'] = [];
  let down = false;
  const front = http.createServer((req, res) => {
    if (down) {
      req.socket.destroy();
      return;
    }
    const entry = { method: req.method ?? '', path: new URL(req.url ?? '/', 'http://s3.test').pathname, status: 0 };
    log.push(entry);
    res.on('finish', () => (entry.status = res.statusCode));
    if (!validSignature(req)) {
      res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const port = (front.address() as AddressInfo).port;
  return {
    port,
    log,
    s3Url: ({ secret = S3_SECRET, prefix = '' } = {}) =>
      `http://${S3_KEY}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${S3_BUCKET}${prefix ? `/${prefix}` : ''}`,
    setDown: (value) => {
      down = value;
      if (value) front.closeAllConnections();
    },
    async close() {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
