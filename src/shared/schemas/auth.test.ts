import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LoginSchema } from './auth';

function messages(input: unknown): string[] {
  const result = v.safeParse(LoginSchema, input);
  return result.success ? [] : [...new Set(result.issues.map((i) => i.message))];
}

describe('LoginSchema (spec 01 §5)', () => {
  it('trims, lower-cases and strips angle brackets from the e-mail', () => {
    const result = v.parse(LoginSchema, { email: '  <Admin@Depo.LOCAL> ', password: 'secret1' });
    expect(result.email).toBe('admin@depo.local');
  });

  it('rejects what does not look like an e-mail', () => {
    for (const email of ['', 'admin', 'admin@depo', '@depo.local', 'a b@c.d']) {
      expect(messages({ email, password: 'secret1' })).toEqual(['Geçerli bir e-posta adresi giriniz.']);
    }
  });

  it('needs 6 to 128 password characters', () => {
    expect(messages({ email: 'a@b.co', password: '12345' })).toEqual(['Şifre en az 6 karakter olmalıdır.']);
    expect(messages({ email: 'a@b.co', password: '' })).toEqual(['Şifre en az 6 karakter olmalıdır.']);
    expect(messages({ email: 'a@b.co', password: 'x'.repeat(129) })).toEqual(['Şifre çok uzun.']);
    expect(messages({ email: 'a@b.co', password: '123456' })).toEqual([]);
    expect(messages({ email: 'a@b.co', password: 'x'.repeat(128) })).toEqual([]);
  });

  it('rejects a body without password', () => {
    expect(v.safeParse(LoginSchema, { email: 'a@b.co' }).success).toBe(false);
  });
});
