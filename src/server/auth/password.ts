import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its default cost: ≈ 35 ms here.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let verified = 0;
/** How many passwords this process has checked: the throttling tests count bursts with it. */
export function passwordsVerified(): number {
  return verified;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  verified++;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the e-mail is unknown, so the answer takes as long as for a real account.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash('depo-takip-olmayan-hesap');
  return dummyHash;
}
