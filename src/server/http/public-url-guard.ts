// Addresses the server itself calls on someone's say-so (a push subscription's endpoint today,
// webhooks later): only `https:` addresses of public hosts (issue 42). A user who registers
// `https://127.0.0.1:5432/`, `https://169.254.169.254/` or a name that resolves to a private address
// must not make the server connect there. Two checks, both here:
//
// - `checkPublicUrl(url)` when the address is given: https only, no credentials, and the host — an
//   address, or every address its name resolves to — public (no loopback, link-local, private,
//   unique-local, shared, multicast, reserved or unspecified address, nor an IPv4-mapped, NAT64 or
//   6to4 IPv6 address embedding one).
// - `pinnedAgent()` when connecting: an HTTPS agent whose name lookup refuses any non-public
//   address and hands the connection the very address it checked, so a name that resolves to a
//   public address at registration and to 127.0.0.1 later (DNS rebinding) gets no connection. An
//   address written as an IP is not looked up: the sender checks it with `checkPublicUrl` first.
//
// Redirects are never followed: the callers use a plain `https.request`, and a 3xx is a refusal.
//
// `allowPrivate` (PUSH_ALLOW_PRIVATE_HOSTS=1) lifts the host check for the test suite's local
// endpoints and nothing else; the `https:` rule stays.
import dns, { type LookupAddress } from 'node:dns';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export const PUBLIC_URL_REFUSED = 'Adres yalnızca internete açık bir sunucunun https:// adresi olabilir.';
export const PUBLIC_URL_UNRESOLVED = 'Adresin sunucusu bulunamadı.';
export const PUBLIC_URL_UNCHECKED = 'Adres şu anda doğrulanamıyor; biraz sonra tekrar deneyin.';

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 address carries (IPv4-mapped, NAT64, 6to4), if it carries one. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const words = expandIpv6(lower);
  if (!words) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  // ::ffff:a.b.c.d written in hex, and 64:ff9b::/96.
  if (words.slice(0, 5).every((w) => w === 0) && words[5] === 0xffff) return v4(words[6]!, words[7]!);
  if (words[0] === 0x64 && words[1] === 0xff9b && words.slice(2, 6).every((w) => w === 0)) return v4(words[6]!, words[7]!);
  // 2002:aabb:ccdd::/48 (6to4).
  if (words[0] === 0x2002) return v4(words[1]!, words[2]!);
  return null;
}

function expandIpv6(address: string): number[] | null {
  if (address.includes('.')) return null;
  const [head, tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const part = (text: string | undefined) => (text ? text.split(':').map((w) => parseInt(w, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const fill = tail === undefined ? 0 : 8 - left.length - right.length;
  const words = [...left, ...Array<number>(Math.max(fill, 0)).fill(0), ...right];
  return words.length === 8 && words.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff) ? words : null;
}

/** An address of the public internet (not loopback, private, link-local, multicast, …). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== null) return isPublicAddress(v4);
  return !NOT_PUBLIC.check(address, 'ipv6');
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; status: 400 | 503; message: string };

export interface GuardOptions {
  /** Tests only (PUSH_ALLOW_PRIVATE_HOSTS): any host, https still required. */
  allowPrivate?: boolean;
}

const refusedWith = (message: string, status: 400 | 503 = 400): UrlCheck => ({ ok: false, status, message });

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return dns.promises.lookup(hostname, { all: true, verbatim: true });
}

/** Whether the server may call `raw`: https, no credentials, a public host (after resolution). */
export async function checkPublicUrl(raw: string, options: GuardOptions = {}): Promise<UrlCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refusedWith(PUBLIC_URL_REFUSED);
  }
  if (url.protocol !== 'https:' || url.username || url.password || !url.hostname) return refusedWith(PUBLIC_URL_REFUSED);
  if (options.allowPrivate) return { ok: true, url };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) return isPublicAddress(host) ? { ok: true, url } : refusedWith(PUBLIC_URL_REFUSED);
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(host);
  } catch (error) {
    const code = (error as { code?: string }).code;
    // A name that does not exist is a refusal; a resolver that did not answer is not.
    return code === 'ENOTFOUND' || code === 'ENODATA' ? refusedWith(PUBLIC_URL_UNRESOLVED) : refusedWith(PUBLIC_URL_UNCHECKED, 503);
  }
  if (addresses.length === 0) return refusedWith(PUBLIC_URL_UNRESOLVED);
  return addresses.every((a) => isPublicAddress(a.address)) ? { ok: true, url } : refusedWith(PUBLIC_URL_REFUSED);
}

/** The connection's own lookup: every address the name has must be public, and those are used. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  resolveAll(hostname).then(
    (found) => {
      const wanted = options.family === 4 || options.family === 6 ? found.filter((a) => a.family === options.family) : found;
      if (wanted.length === 0 || !found.every((a) => isPublicAddress(a.address))) {
        const error = Object.assign(new Error(`${hostname}: ${PUBLIC_URL_REFUSED}`), { code: 'ERR_NOT_PUBLIC_ADDRESS' });
        callback(error, '', 0);
        return;
      }
      if (options.all) callback(null, wanted);
      else callback(null, wanted[0]!.address, wanted[0]!.family);
    },
    (error: NodeJS.ErrnoException) => callback(error, '', 0),
  );
};

/**
 * An HTTPS agent that connects only to public addresses, the ones its own lookup checked (no
 * second resolution between the check and the connection). It trusts what the global agent does.
 */
export function pinnedAgent(options: GuardOptions = {}): https.Agent {
  return new https.Agent({
    ca: https.globalAgent.options.ca,
    keepAlive: false,
    ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
  });
}
