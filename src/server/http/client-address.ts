// The client's address for sign-in throttling: the socket's, or with TRUST_PROXY=n the address the
// n-th proxy from us wrote into X-Forwarded-For (everything left of it is the client's to invent).
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './context';

const normalise = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

export function clientAddress(c: Context<AppEnv>): string {
  const hops = c.get('config').trustProxy;
  if (hops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const candidate = forwarded[Math.max(0, forwarded.length - hops)];
    if (candidate && isIP(candidate)) return normalise(candidate);
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const socketAddress = incoming?.socket?.remoteAddress;
  return socketAddress ? normalise(socketAddress) : 'yerel';
}
