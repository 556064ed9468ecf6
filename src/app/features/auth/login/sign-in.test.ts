import { describe, expect, it } from 'vitest';
import { outcomeOfRefusal } from './sign-in';

const NOW = Date.parse('2026-01-01T10:00:00Z');
const fresh = { attempts: 0, lockoutEnd: null };

describe('what a sign-in answer means', () => {
  it('a 401 counts the attempt with the remaining count the server gives', () => {
    expect(outcomeOfRefusal(401, { error: 'Giriş başarısız. Kalan deneme hakkı: 3', remaining_attempts: 3 }, fresh, NOW)).toEqual({
      kind: 'failed',
      text: 'Giriş başarısız. Kalan deneme hakkı: 3',
      lockout: { attempts: 2, lockoutEnd: null },
    });
    // Without a count from the server: one more than this device knew.
    expect(outcomeOfRefusal(401, null, { attempts: 1, lockoutEnd: null }, NOW)).toEqual({
      kind: 'failed',
      text: 'Giriş başarısız. Kalan deneme hakkı: 3',
      lockout: { attempts: 2, lockoutEnd: null },
    });
  });

  it('the last refused attempt locks for the announced 15 minutes; a 429 locks until the server says', () => {
    expect(outcomeOfRefusal(401, { remaining_attempts: 0 }, fresh, NOW)).toEqual({
      kind: 'locked',
      text: 'Çok fazla başarısız deneme. Hesabınız 15 dakika süreyle kilitlendi.',
      lockout: { attempts: 5, lockoutEnd: NOW + 15 * 60_000 },
    });
    const until = '2026-01-01T10:07:00.000Z';
    expect(
      outcomeOfRefusal(
        429,
        { error: 'Çok fazla başarısız deneme. Hesabınız 15 dakika süreyle kilitlendi.', locked_until: until },
        fresh,
        NOW,
      ),
    ).toEqual({
      kind: 'locked',
      text: 'Çok fazla başarısız deneme. Hesabınız 15 dakika süreyle kilitlendi.',
      lockout: { attempts: 5, lockoutEnd: Date.parse(until) },
    });
  });

  it('no answer, a gateway fault or a server error is transient: nothing is counted', () => {
    expect(outcomeOfRefusal(0, null, fresh, NOW)).toEqual({
      kind: 'transient',
      text: 'Sunucuya ulaşılamıyor. İnternet bağlantınızı kontrol edin.',
    });
    expect(outcomeOfRefusal(503, '<h1>Service Unavailable</h1>', fresh, NOW)).toEqual({
      kind: 'transient',
      text: 'Sunucuya ulaşılamıyor. İnternet bağlantınızı kontrol edin.',
    });
    expect(outcomeOfRefusal(502, { error: 'Bad gateway' }, fresh, NOW)).toEqual({
      kind: 'transient',
      text: 'Sunucuya ulaşılamıyor. İnternet bağlantınızı kontrol edin.',
    });
    expect(outcomeOfRefusal(500, { error: 'Beklenmeyen bir hata oluştu.' }, fresh, NOW)).toEqual({
      kind: 'transient',
      text: 'Beklenmeyen bir hata oluştu.',
    });
  });

  it("any other refusal shows the server's message, or the spec's fallback", () => {
    expect(outcomeOfRefusal(400, { error: 'Geçerli bir e-posta adresi giriniz.' }, fresh, NOW)).toEqual({
      kind: 'refused',
      text: 'Geçerli bir e-posta adresi giriniz.',
    });
    expect(outcomeOfRefusal(400, null, fresh, NOW)).toEqual({ kind: 'refused', text: 'Failed to sign in' });
  });
});
