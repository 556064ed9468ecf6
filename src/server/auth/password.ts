import { hash, verify } from '@node-rs/argon2';
import { FewAtOnce } from '@server/http/few-at-once';

// argon2id (the library's default algorithm) with its default cost: ≈ 35 ms and 19 MB each.
// One at a time: each takes 19 MB on a thread of its own, and memory the allocator got for a
// burst stays with the process. A burst of ten sign-ins at once took the server's RSS peak 82 MB
// higher; two at a time still 47 MB, one at a time 35 MB, for 39–47 instead of 48 sign-ins a
// second (docs/performance.md, round 5). Sign-ins are rare; the peak is what the server keeps.
const hashing = new FewAtOnce(1);

/** The most password hashes computed at once so far (a test holds it to the limit). */
export function passwordWorkPeak(): number {
  return hashing.peak;
}

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password));
}

let verified = 0;
/** How many passwords this process has checked: the throttling tests count bursts with it. */
export function passwordsVerified(): number {
  return verified;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  verified++;
  try {
    return await hashing.run(() => verify(passwordHash, password));
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
