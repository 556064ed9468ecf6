// `npm run seed:demo` / `npm run seed:large`: fill the configured database (DATA_DIR or
// DATABASE_URL) with Turkish demo data. Refuses a database that already holds equipment unless
// `--force`. The generator itself is seed-data.ts.
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../db/client';
import { seedStartUp } from '../db/seed';
import { readConfig } from '../env';
import { databaseConfigFor } from '../server';
import { STAFF, STAFF_PASSWORD } from './seed-staff';
import { runSeed } from './seed-data';
import { bulkStockOption } from './seed-stock-bulk';

/** The tables and the generator's steps as the output names them. */
const LABELS: Record<string, string> = {
  warehouses: 'depo',
  equipment: 'ekipman',
  workers: 'işçi',
  field_equipment: 'teslim',
  broken_equipment: 'arıza',
  transfers: 'transfer',
  users: 'kullanıcı',
  reference: 'tanımlar',
  plan: 'plan',
  'hand-overs': 'teslimler',
  faults: 'arızalar',
  vacuum: 'bakım',
  check: 'tutarlılık denetimi',
  checks: 'şirket ve kontroller',
  stock: 'stok ve KKD',
  stock_levels: 'stok seviyesi',
  documents: 'belgeler',
};
const label = (key: string) => LABELS[key] ?? key;
const SIZE: Record<string, string> = { demo: 'Örnek veri', medium: 'Orta boy örnek veri', large: 'Büyük örnek veri' };
const KIND: Record<string, string> = { pglite: 'gömülü veritabanı', postgres: 'PostgreSQL' };

async function main(): Promise<void> {
  const mode = process.argv[2];
  if (mode !== 'demo' && mode !== 'medium' && mode !== 'large') {
    console.error('Kullanım: tsx src/server/cli/seed.ts demo|medium|large [--force] [--stock=5000 [--stock-warehouses=1]]');
    process.exit(2);
  }
  const stock = bulkStockOption(process.argv);
  if (typeof stock === 'string') {
    console.error(stock);
    process.exit(2);
  }
  const config = readConfig();
  const started = performance.now();
  console.log('Veritabanı açılıyor…');
  // The same start-up as the server: data-dir lock, migrations, permissions, administrator.
  const database = await openDatabase(databaseConfigFor(config), { migrate: false });
  try {
    const admin = await database.startUp((db) => seedStartUp(db, { email: config.adminEmail, password: config.adminPassword }));
    if (admin.created && admin.generatedPassword) {
      console.log(`Yönetici hesabı oluşturuldu: ${admin.email} / şifre (yalnızca bu kez gösterilir): ${admin.generatedPassword}`);
    }
    const opened = (performance.now() - started) / 1000;
    console.log(`Veritabanı açıldı (${opened.toFixed(1).replace('.', ',')} sn); örnek veri yükleniyor…`);
    let lastShown = 0;
    const result = await runSeed(database, mode, {
      force: process.argv.includes('--force'),
      ...(stock ? { stock } : {}),
      onStep: (key, seconds) => console.log(`  ${label(key)}: ${seconds.toFixed(1).replace('.', ',')} sn`),
      onSealed: (done, total) => {
        // About every fifth of the way, and at the end.
        if (done === total || done - lastShown >= total / 5) {
          lastShown = done;
          console.log(`  belgeler mühürleniyor: ${done.toLocaleString('tr-TR')} / ${total.toLocaleString('tr-TR')}`);
        }
      },
    });
    if (result.refused) {
      console.error(
        `Veritabanında zaten ${result.refused.existing} ekipman var; örnek veri eklenmedi. Yine de eklemek için --force verin.`,
      );
      process.exitCode = 1;
      return;
    }
    if (result.problems.length > 0) {
      console.error(`Tutarsız veri:\n  ${result.problems.join('\n  ')}`);
      process.exitCode = 1;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${SIZE[mode]} ${seconds.replace('.', ',')} sn içinde yüklendi (${KIND[database.kind] ?? database.kind}).`);
    console.log(
      `Kayıtlar: ${Object.entries(result.totals)
        .map(([t, n]) => `${n.toLocaleString('tr-TR')} ${label(t)}`)
        .join(', ')}`,
    );
    console.log(
      `Adımlar: açılış ${opened.toFixed(1).replace('.', ',')} sn, ${result.steps.map(([l, s]) => `${label(l)} ${s.toFixed(1).replace('.', ',')} sn`).join(', ')}`,
    );
    console.log(`Personel hesapları (şifre ${STAFF_PASSWORD}): ${STAFF.map((s) => s.email).join(', ')}`);
  } finally {
    await database.close();
  }
}

await main();
