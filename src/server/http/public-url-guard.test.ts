// Which addresses count as public (http/public-url-guard.ts): the ranges a request must never reach.
import https from 'node:https';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkPublicUrl, isPublicAddress, pinnedAgent } from './public-url-guard';

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, shared, multicast, reserved and unspecified addresses, also inside IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '198.18.0.1',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '2001:db8::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
      '2002:7f00:1::1',
      '::127.0.0.1',
      'localhost',
      'not an address',
    ]) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
  });

  it('takes public IPv4 and IPv6 addresses', () => {
    for (const address of [
      '1.1.1.1',
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001::200e',
      '::ffff:8.8.8.8',
    ]) {
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
    }
  });
});

describe('checkPublicUrl', () => {
  it('wants https without credentials; the test option lifts only the host rule', async () => {
    expect((await checkPublicUrl('http://1.1.1.1/')).ok).toBe(false);
    expect((await checkPublicUrl('https://u:p@1.1.1.1/')).ok).toBe(false);
    expect((await checkPublicUrl('https://1.1.1.1/')).ok).toBe(true);
    expect((await checkPublicUrl('https://127.0.0.1/')).ok).toBe(false);
    expect((await checkPublicUrl('https://localhost/')).ok).toBe(false);
    expect((await checkPublicUrl('https://127.0.0.1/', { allowPrivate: true })).ok).toBe(true);
    expect((await checkPublicUrl('http://127.0.0.1/', { allowPrivate: true })).ok).toBe(false);
  });
});

describe('pinnedAgent', () => {
  it('connects to no loopback address a name resolves to at connection time (DNS rebinding)', async () => {
    const seen: Socket[] = [];
    const listener = createServer((socket) => {
      seen.push(socket);
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as AddressInfo).port;
    try {
      const error = await new Promise<NodeJS.ErrnoException>((resolve) => {
        const req = https.get({ host: 'localhost', port, path: '/', agent: pinnedAgent() }, () => resolve(new Error('answered')));
        req.on('error', resolve);
      });
      expect(error.code).toBe('ERR_NOT_PUBLIC_ADDRESS');
      expect(seen).toHaveLength(0);
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });
});
