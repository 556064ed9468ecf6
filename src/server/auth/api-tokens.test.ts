// The pieces of API tokens that need no database: the per-minute window and the warehouse narrowing.
import { describe, expect, it } from 'vitest';
import { API_TOKEN_PREFIX } from '@shared/api-tokens';
import { hashToken } from './sessions';
import { newApiToken, TokenRateLimit, tokenWarehouses } from './api-tokens';

describe('TokenRateLimit', () => {
  it('lets `perMinute` calls through per token, then answers the seconds left; a new minute starts again', () => {
    const limit = new TokenRateLimit(2);
    const t0 = 1_000_000;
    expect([limit.take('a', t0), limit.take('a', t0 + 1)]).toEqual([0, 0]);
    expect(limit.take('b', t0 + 2)).toBe(0);
    expect(limit.take('a', t0 + 15_000)).toBe(45);
    expect(limit.firstRefusal('a')).toBe(true);
    expect(limit.take('a', t0 + 59_500)).toBe(1);
    expect(limit.firstRefusal('a')).toBe(false);
    expect(limit.take('a', t0 + 60_000)).toBe(0);
  });
});

describe('tokenWarehouses', () => {
  it('narrows the maker’s scope to the token’s; empty means all on either side; nothing left is null', () => {
    expect(tokenWarehouses([], [])).toEqual([]);
    expect(tokenWarehouses([], ['a'])).toEqual(['a']);
    expect(tokenWarehouses(['a', 'b'], [])).toEqual(['a', 'b']);
    expect(tokenWarehouses(['a', 'b'], ['b', 'c'])).toEqual(['b']);
    expect(tokenWarehouses(['a'], ['c'])).toBeNull();
  });
});

describe('newApiToken', () => {
  it('is dpt_ and 32 random bytes, kept as its SHA-256 with an eight-character hint', () => {
    const { token, hash, hint } = newApiToken();
    expect(token.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(Buffer.from(token.slice(API_TOKEN_PREFIX.length), 'base64url')).toHaveLength(32);
    expect(hash).toBe(hashToken(token));
    expect(hint).toBe(`${token.slice(0, 8)}…`);
    expect(newApiToken().token).not.toBe(token);
  });
});
