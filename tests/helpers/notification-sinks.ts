// Real local receivers for the notification tests: an SMTP server (smtp-server), an SMS gateway
// and a Web Push endpoint (plain HTTP servers), all on 127.0.0.1. Each records what it received.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer, globalAgent } from 'node:https';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** The text parts of an e-mail (quoted-printable or base64) as the reader sees them. */
export function mailText(raw: string): string {
  return raw
    .split(/\r?\n--/)
    .map((part) => {
      const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(part)?.[1]?.toLowerCase();
      const body = part
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n\n');
      if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (encoding !== 'quoted-printable') return body;
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    })
    .join('\n');
}

export interface ReceivedMail {
  messageId: string;
  subject: string;
  to: string;
  raw: string;
}

/** A port nothing listens on right now (for a server that is "down", started later on it). */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function header(raw: string, name: string): string {
  const m = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return (m?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim();
}

/** MIME encoded-word subjects (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) as text. */
export function decodeSubject(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

export interface SmtpSink {
  port: number;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0, options: { delayMs?: number } = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      // A sender killed mid-message (the kill -9 test) cuts the stream: that mail never arrived.
      stream.on('error', () => undefined);
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const done = () => {
          mails.push({
            messageId: header(raw, 'Message-ID'),
            subject: decodeSubject(header(raw, 'Subject')),
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            raw,
          });
          callback();
        };
        if (options.delayMs) setTimeout(done, options.delayMs);
        else done();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // Like a real mail server, a client's connection reset (a sender killed mid-batch) is its own
  // business: it must not take the test process down.
  server.on('error', () => undefined);
  const address = (server as unknown as { server: Server }).server.address() as AddressInfo;
  return { port: address.port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface HttpHit {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface HttpSink {
  url: string;
  hits: HttpHit[];
  /** The status answered next (default 200/201); set to 500 to fail, 410 for a gone push device. */
  status: number;
  close(): Promise<void>;
}

// A certificate for 127.0.0.1 made for these tests only (push services are always HTTPS).
const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgzg5WLcH1pD0lZO0P
gT70op+kJxh8gh+LgmeXIZw0iomhRANCAATf1EBILnSVrvVEGIrDuuEdWl60qCN3
qfFC2O7D6ruMqCPbB7QQXVj59W85V6UppWK0hSJGElApP0wp+/4/LNUB
-----END PRIVATE KEY-----`;
const TEST_CERT = `-----BEGIN CERTIFICATE-----
MIIBkDCCATagAwIBAgIUMhui5mMkevfdvtORPz/+Y871OuIwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNjE1MDYzNFoYDzIxMjYxMTAy
MTUwNjM0WjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAATf1EBILnSVrvVEGIrDuuEdWl60qCN3qfFC2O7D6ruMqCPbB7QQXVj5
9W85V6UppWK0hSJGElApP0wp+/4/LNUBo2QwYjAdBgNVHQ4EFgQU0BsET7xO9mX6
VUx7rSGTQluQN+owHwYDVR0jBBgwFoAU0BsET7xO9mX6VUx7rSGTQluQN+owDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0gAMEUC
IQDKYzp+Rr1sAs0n8ju3pVjRBjpyi0dtz+O3MckpYY3RYQIgRLWXVMkCszeAKIBY
4hocnYZlOFPKO63tspRPVTWP6po=
-----END CERTIFICATE-----`;

/** This test process trusts the sinks' certificate (the push library sends through the global agent). */
export function trustTestCertificate(): void {
  globalAgent.options.ca = [TEST_CERT];
}

export async function startHttpSink(status = 200, options: { tls?: boolean } = {}): Promise<HttpSink> {
  const sink: HttpSink = { url: '', hits: [], status, close: async () => {} };
  const listener: RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      sink.hits.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(sink.status, { 'content-type': 'text/plain' });
      res.end(sink.status < 300 ? 'OK' : 'HATA');
    });
  };
  const server = options.tls ? createHttpsServer({ key: TEST_KEY, cert: TEST_CERT }, listener) : createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `${options.tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sink.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return sink;
}

/** A browser-like push subscription (a real P-256 key and auth secret) whose endpoint is `endpoint`. */
export function pushSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}
