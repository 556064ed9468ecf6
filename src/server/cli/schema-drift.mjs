// `npm run db:check`: the schema (src/server/db/schema.ts) has no change that the migrations'
// last snapshot lacks. drizzle-kit writes the next migration from the difference between the schema
// and that snapshot; run here on a throw-away copy of the migrations, it must find nothing to write.
// A change to schema.ts goes with its migration (`npm run db:generate -- --name <what>`, or a
// hand-written one with the snapshot brought up to date), so the next generated one is not wrong.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const migrations = 'src/server/db/migrations';
// Inside the project: drizzle-kit reads the snapshots of an --out it is given as a relative path only.
mkdirSync('node_modules/.cache', { recursive: true });
const copy = mkdtempSync('node_modules/.cache/depo-migrations-');
const entries = (dir) => JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8')).entries.length;
function check() {
  cpSync(migrations, copy, { recursive: true });
  const run = spawnSync(
    'npx',
    ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', './src/server/db/schema.ts', '--out', copy],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr);
    return run.status ?? 1;
  }
  if (entries(copy) !== entries(migrations)) {
    console.error(
      'Şema (schema.ts) son migrasyonun anlık görüntüsünden farklı: değişikliğin migrasyonu yazılmamış. `npm run db:generate -- --name <ne>` çalıştırın.',
    );
    return 1;
  }
  console.log('Şema ve migrasyonlar uyumlu.');
  return 0;
}

try {
  process.exitCode = check();
} finally {
  rmSync(copy, { recursive: true, force: true });
}
