// The signature against the Standard Webhooks specification's published example, and the address
// policy WEBHOOK_ALLOW_PRIVATE describes.
import { describe, expect, it } from 'vitest';
import { addressPolicy } from './address-guard';
import { newSecret, signatureOf } from './signature';

describe('signatureOf', () => {
  it("matches the specification's example", () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    expect(signatureOf(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}')).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('makes secrets of 24 random bytes after whsec_', () => {
    const a = newSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(24);
    expect(newSecret()).not.toBe(a);
  });
});

describe('addressPolicy', () => {
  it('allows only public addresses when unset', () => {
    const policy = addressPolicy(undefined);
    for (const a of ['127.0.0.1', '10.0.0.5', '169.254.169.254', '192.168.1.1', '::1', 'fe80::1', '::ffff:127.0.0.1', '100.64.0.1']) {
      expect(policy.allowed(a), a).toBe(false);
    }
    expect(policy.allowed('93.184.215.14')).toBe(true);
  });

  it('allows the listed addresses and networks, and everything with 1', () => {
    const policy = addressPolicy('10.0.0.5, 192.168.10.0/24,fd00::/8, not-an-address');
    expect(policy.allowed('10.0.0.5')).toBe(true);
    expect(policy.allowed('10.0.0.6')).toBe(false);
    expect(policy.allowed('192.168.10.77')).toBe(true);
    expect(policy.allowed('192.168.11.1')).toBe(false);
    expect(policy.allowed('fd00::1')).toBe(true);
    expect(policy.allowed('127.0.0.1')).toBe(false);
    expect(addressPolicy('1').allowed('127.0.0.1')).toBe(true);
  });
});
