// Where a webhook may go (issue 47, docs/integration.md): the address's host — the address itself,
// or every address its name resolves to — must be public (http/public-url-guard.ts's list: no
// loopback, link-local, private, shared, multicast or reserved address), unless the administrator
// allowed it with WEBHOOK_ALLOW_PRIVATE (`1` for any, or a list of addresses and networks). A
// public host needs https; an allowed private one (an ERP on the company's own network) may use
// http. The check runs when the subscription is saved and again on every connection and every
// redirect hop, with the connection pinned to the very address checked (no second resolution).
import dns, { type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '@server/http/public-url-guard';

export const WEBHOOK_ADDRESS_REFUSED =
  'Webhook yalnızca internete açık bir sunucunun https:// adresine gönderilebilir (yerel ve özel ağ adresleri yönetici izni olmadan kullanılamaz).';
export const WEBHOOK_HOST_UNKNOWN = 'Adresin sunucusu bulunamadı.';
export const WEBHOOK_HOST_UNCHECKED = 'Adres şu anda doğrulanamıyor; biraz sonra tekrar deneyin.';

export interface AddressPolicy {
  /** Whether a non-public address may be used (the administrator's allowance). */
  allowed(address: string): boolean;
}

/** The policy WEBHOOK_ALLOW_PRIVATE describes: unset → public only; `1`/`true` → any; else the listed addresses and networks. */
export function addressPolicy(setting: string | undefined): AddressPolicy {
  const value = setting?.trim();
  if (!value) return { allowed: isPublicAddress };
  if (value === '1' || value === 'true') return { allowed: () => true };
  const list = new BlockList();
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [address, prefix] = part.split('/');
    const family = isIP(address ?? '');
    if (family === 0) continue;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(prefix), type);
  }
  return {
    allowed: (address) => isPublicAddress(address) || list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4'),
  };
}

export type AddressCheck = { ok: true; url: URL } | { ok: false; transient: boolean; message: string };

const refused = (message: string, transient = false): AddressCheck => ({ ok: false, transient, message });

const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return dns.promises.lookup(hostname, { all: true, verbatim: true });
}

/** Whether the server may send to `raw` (resolving its name now). */
export async function checkWebhookUrl(raw: string, policy: AddressPolicy): Promise<AddressCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refused(WEBHOOK_ADDRESS_REFUSED);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || !url.hostname) {
    return refused(WEBHOOK_ADDRESS_REFUSED);
  }
  const host = bare(url.hostname);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await resolveAll(host)).map((a) => a.address);
    } catch (error) {
      const code = (error as { code?: string }).code;
      return code === 'ENOTFOUND' || code === 'ENODATA' ? refused(WEBHOOK_HOST_UNKNOWN) : refused(WEBHOOK_HOST_UNCHECKED, true);
    }
  }
  if (addresses.length === 0) return refused(WEBHOOK_HOST_UNKNOWN);
  if (!addresses.every((a) => policy.allowed(a))) return refused(WEBHOOK_ADDRESS_REFUSED);
  // Plain http only to an address the administrator allowed (never across the internet).
  if (url.protocol === 'http:' && addresses.some((a) => isPublicAddress(a))) return refused(WEBHOOK_ADDRESS_REFUSED);
  return { ok: true, url };
}

/** The connection's own name lookup: every address must pass the policy, and only those are used. */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    const host = bare(hostname);
    const found: Promise<LookupAddress[]> = isIP(host) ? Promise.resolve([{ address: host, family: isIP(host) }]) : resolveAll(host);
    found.then(
      (all) => {
        const wanted = options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
        if (wanted.length === 0 || !all.every((a) => policy.allowed(a.address))) {
          callback(Object.assign(new Error(WEBHOOK_ADDRESS_REFUSED), { code: 'ERR_NOT_PUBLIC_ADDRESS' }), '', 0);
          return;
        }
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
