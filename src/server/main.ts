// `npm start` ends here: serve the API and the built app, print the URL and, on first start, the
// administrator's credentials.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { sql } from 'drizzle-orm';
import { readConfig } from './env';
import { startServer } from './server';

// V8 lets the JavaScript heap grow to several times what is alive before it collects; a bulk
// request (an import, a large list) then leaves 100+ MB of garbage resident beside PGlite's heap.
// Collecting once the heap is 20 % over what survived the last collection keeps the process small
// at no measurable CPU cost (docs/decisions/0006-memory-budget.md).
v8.setFlagsFromString('--heap-growing-percent=20');

const config = readConfig();
config.clientDir ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');

try {
  const server = await startServer(config, { log: config.logRequests ? (line) => console.log(line) : undefined });
  const where = server.database.kind === 'pglite' ? `gömülü PGlite (${config.dataDir})` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nDepo Takip çalışıyor: ${server.url}`);
  console.log(`Veritabanı: ${where}`);
  if (server.admin.created) {
    console.log(`Yönetici hesabı oluşturuldu: ${server.admin.email}`);
    if (server.admin.generatedPassword) {
      console.log(`Yönetici şifresi (yalnızca bu kez gösterilir): ${server.admin.generatedPassword}`);
    } else {
      console.log('Yönetici şifresi: ADMIN_PASSWORD ile verilen şifre');
    }
  }

  // PGlite checkpoints only after 1 GB of WAL by default; keep recovery short.
  const checkpoint =
    server.database.kind === 'pglite'
      ? setInterval(() => {
          server.database.db.execute(sql`checkpoint`).catch(() => {});
        }, 5 * 60_000)
      : undefined;
  checkpoint?.unref();

  // PGlite runs no autovacuum, so a table that grows after its last ANALYZE keeps the planner's old
  // picture of it: on the large data, with the documents written after the seed's ANALYZE, the first
  // search of the hand-overs took 21 s instead of 0.1 s. The embedded database is analysed once
  // started (about 3 s for 100k items and 300k hand-overs; requests wait meanwhile) and twice a day.
  const analyse = () => {
    server.database.db.execute(sql`analyze`).catch((error: unknown) => console.error(`ANALYZE yapılamadı: ${String(error)}`));
  };
  const analysing = server.database.kind === 'pglite' ? setInterval(analyse, 12 * 3600_000) : undefined;
  analysing?.unref();
  if (analysing) setImmediate(analyse);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} alındı, kapatılıyor…`);
    clearInterval(checkpoint);
    clearInterval(analysing);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  const reasons: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) reasons.push(e.message);
  console.error(`Depo Takip başlatılamadı: ${reasons.join(' ← ') || String(error)}`);
  process.exit(1);
}
