// `npm run photos:move -- --to s3|db [--batch N]`: moves the photos already stored to the object
// store `S3_URL` names, or back into the database (docs/equipment-care.md "Photos"), each copy
// checked against its SHA-256 before the source is deleted. Re-runnable after an interruption.
// With the embedded database the server must be stopped first; with PostgreSQL it runs beside it.
import { openDatabase } from '../db/client';
import { readConfig } from '../env';
import { movePhotos, type MoveCounts, type MoveTarget } from '../modules/photos/photo-move';
import { photoStoreFor } from '../modules/photos/photo-store';
import { databaseConfigFor } from '../server';

const USAGE = 'Kullanım: npm run photos:move -- --to s3|db [--batch 100]';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

const line = (to: MoveTarget, c: MoveCounts) =>
  `${to === 's3' ? 'Depoya' : 'Veritabanına'} taşınan: ${c.moved}, zaten orada olan: ${c.already}, taşınamayan: ${c.failed.length}`;

async function main(): Promise<void> {
  const to = option('--to');
  const batch = Number(option('--batch') ?? 100);
  if ((to !== 's3' && to !== 'db') || !Number.isInteger(batch) || batch < 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = readConfig();
  const store = photoStoreFor(config.photoStore);
  if (!store) {
    console.error('S3_URL tanımlı değil: fotoğraflar hangi depoya (veya hangi depodan) taşınacak bilinmiyor.');
    process.exit(2);
  }
  const database = await openDatabase(databaseConfigFor(config), { migrate: false });
  try {
    const counts = await movePhotos(database.db, store, to, { batch, progress: (c) => console.log(line(to, c)) });
    for (const f of counts.failed) console.error(`Taşınamadı ${f.id}: ${f.reason}`);
    console.log(`Bitti. ${line(to, counts)}`);
    if (counts.failed.length) {
      console.error('Taşınamayanlar yerinde kaldı; sorun giderilince komut yeniden çalıştırılabilir.');
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && /photos-move\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    const reasons: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) reasons.push(e.message);
    console.error(`Hata: ${reasons.join(' ← ') || String(error)}`);
    process.exit(1);
  });
}
