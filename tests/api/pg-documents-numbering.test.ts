// Document numbers from three API processes on one PostgreSQL (docs/documents.md): the counter row
// locked in the numbering transaction is the only thing they share, and it is enough — 50
// hand-overs spread over the three get 50 consecutive numbers, none twice.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { numberParts, WORKER_DRAWING } from '../helpers/documents';
import { createEquipment, createUserWithPermissions, createWarehouse, createWorker, PNG_DATA_URL } from '../helpers/fixtures';

let t: TestServer;
const children: ChildProcess[] = [];
const urls: string[] = [];

/** Another server process on the suite's database; resolves with its address. */
function startProcess(databaseUrl: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/helpers/extra-server.ts')], {
    env: { ...process.env, SUITE_DATABASE_URL: databaseUrl, LOG_REQUESTS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('URL ')) resolve(line.slice(4).trim());
    });
    child.on('exit', (code) => reject(new Error(`sunucu süreci çıktı: ${code}`)));
  });
}

beforeAll(async () => {
  t = await startTestServer();
  expect(inject('postgresBaseUrl')).not.toBe('');
  const name = (t.database.db as unknown as { $client: { options: { database: string } } }).$client.options.database;
  const url = new URL(inject('postgresBaseUrl'));
  url.pathname = `/${name}`;
  urls.push(t.url, ...(await Promise.all([startProcess(url.toString()), startProcess(url.toString())])));
}, 60_000);
afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined)));
  await t?.close();
});

it('50 hand-overs sent at once to three processes get 50 consecutive numbers, none twice', async () => {
  const clerk = await createUserWithPermissions(t, ['view_field_equipment'], { signature: PNG_DATA_URL });
  const warehouse = await createWarehouse(t);
  const worker = await createWorker(t);
  const items = [];
  for (let i = 0; i < 50; i++) items.push(await createEquipment(t, { warehouse_id: warehouse.id }));
  const answers = await Promise.all(
    items.map(async (item, i) => {
      const res = await fetch(`${urls[i % 3]}/api/field-equipment`, {
        method: 'POST',
        headers: { authorization: `Bearer ${clerk.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ equipment_id: item.id, worker_id: worker.id, team_leader_id: null, signature: WORKER_DRAWING }),
      });
      return { status: res.status, body: (await res.json()) as { document: { number: string } } };
    }),
  );
  expect(answers.map((a) => a.status)).toEqual(items.map(() => 201));
  const seqs = answers.map((a) => numberParts(a.body.document.number).seq).sort((a, b) => a - b);
  expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
  // Three servers of their own, each sent a third of the hand-overs.
  expect(new Set(urls).size).toBe(3);
}, 120_000);
