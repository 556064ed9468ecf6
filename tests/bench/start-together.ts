// Three server processes started at the same instant on an empty PostgreSQL database (replicas on a
// first deploy): how long until each answers /api/health, and whether every one did. Migrations and
// the start's seeding run once under one lock (db/client.ts); tests/api/pg-start-together.test.ts
// holds the rest. Figures only; `npm run bench` prints the row.
// Run alone: npx tsx tests/bench/start-together.ts   (BENCH_DATABASE_URL or DATABASE_URL: any database of the server)
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { fmt, startServerProcess, type ServerProcess } from './lib';

const PORTS = [4185, 4186, 4187] as const;

export interface StartTogetherFigures {
  /** Seconds from the spawn until each answered; a string for one that did not start. */
  seconds: Array<number | string>;
}

export async function startTogetherBench(serverUrl: string): Promise<StartTogetherFigures> {
  const name = `depo_together_${randomBytes(4).toString('hex')}`;
  const maintenance = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await maintenance.unsafe(`create database ${name}`);
  const started: ServerProcess[] = [];
  try {
    // All three spawned in one go, none waiting for another.
    const outcomes = await Promise.allSettled(PORTS.map((port) => startServerProcess(port, { DATABASE_URL: url.toString() })));
    for (const o of outcomes) if (o.status === 'fulfilled') started.push(o.value);
    return { seconds: outcomes.map((o) => (o.status === 'fulfilled' ? o.value.startSeconds : String(o.reason).slice(0, 120))) };
  } finally {
    await Promise.all(started.map((s) => s.stop()));
    await maintenance.unsafe(`drop database if exists ${name} with (force)`);
    await maintenance.end();
  }
}

export function startTogetherRows(figures: StartTogetherFigures | string): string[][] {
  if (typeof figures === 'string')
    return [['three servers started together on an empty PostgreSQL', 'n/a', figures, 'all three serve', '']];
  const served = figures.seconds.filter((s) => typeof s === 'number').length;
  const text = figures.seconds.map((s) => (typeof s === 'number' ? fmt.s(s) : `failed: ${s}`)).join(' / ');
  return [
    [
      'three servers started together on an empty PostgreSQL: each until it answers',
      'n/a',
      `${text} (${served} of 3 serve)`,
      'all three serve',
      served === 3 ? 'yes' : 'NO',
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  console.log(
    startTogetherRows(await startTogetherBench(base))
      .map((r) => r.join(' | '))
      .join('\n'),
  );
}
