// One delivery attempt over HTTP: a POST with a short timeout, redirects followed by hand (at most
// a few, each hop's address checked again before connecting, the connection pinned to what was
// checked). The outcome is one of three: delivered (2xx), transient (network, timeout, 408, 429,
// 5xx: tried again later) or refused (any other answer, an address the guard refuses).
import http from 'node:http';
import https from 'node:https';
import { checkWebhookUrl, guardedLookup, type AddressPolicy } from './address-guard';

export const POST_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;
/** What of the receiver's answer is read (and kept as the error's text): the start only. */
const ANSWER_BYTES = 2048;

export type PostResult = { ok: true; status: number } | { ok: false; transient: boolean; status: number | null; reason: string };

const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
]);

function once(
  url: URL,
  policy: AddressPolicy,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<{ status: number; location: string | undefined; text: string }> {
  const client = url.protocol === 'https:' ? https : http;
  const Agent = url.protocol === 'https:' ? https.Agent : http.Agent;
  const agent = new Agent({ keepAlive: false, lookup: guardedLookup(policy) });
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Depo-Takip-Webhooks/1',
          ...headers,
          'content-length': Buffer.byteLength(body),
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < ANSWER_BYTES) chunks.push(c);
          size += c.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            text: Buffer.concat(chunks).toString('utf8').slice(0, ANSWER_BYTES),
          }),
        );
        res.on('error', reject);
      },
    );
    const timer = setTimeout(() => req.destroy(Object.assign(new Error('Zaman aşımı'), { code: 'ETIMEDOUT' })), timeoutMs);
    req.on('timeout', () => req.destroy(Object.assign(new Error('Zaman aşımı'), { code: 'ETIMEDOUT' })));
    req.on('error', reject);
    req.on('close', () => {
      clearTimeout(timer);
      agent.destroy();
    });
    req.end(body);
  });
}

function reasonOf(error: unknown): { transient: boolean; reason: string } {
  const e = error as NodeJS.ErrnoException;
  if (e.code === 'ERR_NOT_PUBLIC_ADDRESS') return { transient: false, reason: e.message };
  if (e.code === 'ETIMEDOUT') return { transient: true, reason: 'Zaman aşımı: alıcı zamanında yanıt vermedi.' };
  const transient = e.code === undefined || TRANSIENT_CODES.has(e.code) || !e.code.startsWith('ERR_');
  return { transient, reason: `Bağlantı hatası: ${e.code ?? e.message}` };
}

/** Sends `body` to `raw` with `headers`; never throws. */
export async function postWebhook(
  raw: string,
  policy: AddressPolicy,
  headers: Record<string, string>,
  body: string,
  timeoutMs = POST_TIMEOUT_MS,
): Promise<PostResult> {
  let target = raw;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const check = await checkWebhookUrl(target, policy);
    if (!check.ok) {
      const where = hop === 0 ? '' : 'Yönlendirilen adres reddedildi: ';
      return { ok: false, transient: check.transient, status: null, reason: `${where}${check.message}` };
    }
    let answer: Awaited<ReturnType<typeof once>>;
    try {
      answer = await once(check.url, policy, headers, body, timeoutMs);
    } catch (error) {
      return { ok: false, status: null, ...reasonOf(error) };
    }
    const { status } = answer;
    if (status >= 200 && status < 300) return { ok: true, status };
    if (status >= 300 && status < 400 && answer.location) {
      target = new URL(answer.location, check.url).toString();
      continue;
    }
    const transient = status >= 500 || status === 408 || status === 429;
    const text = answer.text.replace(/\s+/g, ' ').trim().slice(0, 200);
    return { ok: false, transient, status, reason: `Alıcı ${status} yanıtı verdi${text ? `: ${text}` : '.'}` };
  }
  return { ok: false, transient: false, status: null, reason: 'Çok fazla yönlendirme.' };
}
