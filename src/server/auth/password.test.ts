import { describe, expect, it } from 'vitest';
import { hashPassword, passwordWorkPeak, verifyPassword } from './password';

describe('password hashing', () => {
  it('checks ten passwords arriving at once, one at a time, each answered rightly', async () => {
    const stored = await hashPassword('Doğru-Parola-1');
    const attempts = Array.from({ length: 10 }, (_, i) => (i % 3 === 0 ? 'Doğru-Parola-1' : `yanlış-${i}`));
    const answers = await Promise.all(attempts.map((attempt) => verifyPassword(stored, attempt)));
    expect(answers).toEqual(attempts.map((attempt) => attempt === 'Doğru-Parola-1'));
    expect(passwordWorkPeak()).toBe(1);
    // Eleven hashes one after another: seconds on a busy 2-core machine.
  }, 30_000);

  it('answers false for a hash it cannot read, and the next check still runs', async () => {
    expect(await verifyPassword('bozuk', 'x')).toBe(false);
    expect(await verifyPassword(await hashPassword('a'), 'a')).toBe(true);
  });
});
