// `npm run unlock -- <e-mail>`: lifts the sign-in lock of an account from the shell, for an
// administrator locked out with no one else to do it from the users screen. With the embedded
// database the server must be stopped first (one process per data directory); with PostgreSQL it
// runs beside the servers.
import { unlockEmail } from '../auth/login-throttle';
import { openDatabase } from '../db/client';
import { readConfig } from '../env';
import { databaseConfigFor } from '../server';

export async function unlock(email: string): Promise<boolean> {
  const database = await openDatabase(databaseConfigFor(readConfig()), { migrate: false });
  try {
    return await unlockEmail(database.db, email.trim().toLowerCase());
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const email = process.argv[2];
  if (!email) {
    console.error('Kullanım: npm run unlock -- <e-posta>');
    process.exit(2);
  }
  const lifted = await unlock(email);
  console.log(lifted ? `Hesap kilidi kaldırıldı: ${email.trim().toLowerCase()}` : `Kilitli değil: ${email.trim().toLowerCase()}`);
}

if (process.argv[1] && /unlock\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    const reasons: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) reasons.push(e.message);
    console.error(`Hata: ${reasons.join(' ← ') || String(error)}`);
    process.exit(1);
  });
}
