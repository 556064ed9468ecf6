// 100 parallel sign-ins for one account, the right password last, spread over the given servers:
// how many passwords the servers checked and what they answered.
import { passwordsVerified } from '@server/auth/password';

export interface BurstResult {
  checked: number;
  statuses: Record<number, number>;
  lastStatus: number;
}

export async function loginBurst(urls: string[], email: string, rightPassword: string, size = 100): Promise<BurstResult> {
  const before = passwordsVerified();
  const answers = await Promise.all(
    Array.from({ length: size }, async (_, i) => {
      const password = i === size - 1 ? rightPassword : `yanlis-sifre-${i}`;
      const res = await fetch(`${urls[i % urls.length]}/api/auth/login`, { method: 'POST', body: JSON.stringify({ email, password }) });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const statuses: Record<number, number> = {};
  for (const s of answers) statuses[s] = (statuses[s] ?? 0) + 1;
  return { checked: passwordsVerified() - before, statuses, lastStatus: answers[size - 1] ?? 0 };
}
