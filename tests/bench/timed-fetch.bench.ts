// `npm run bench:timed-fetch`: how long after its limit a request that is never answered is given
// up (src/shared/timed-fetch.ts), against a local server that holds every request. Figures only;
// the unit test checks that it gives up, this measures how soon.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isTimeoutError, timedFetch } from '@shared/timed-fetch';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const LIMITS_MS = [300, 1000];

const server = createServer(() => {
  // Never answered.
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const rows: string[] = [];
for (const limit of LIMITS_MS) {
  const late: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const error = await timedFetch(`${base}/never`, {}, { deadlineMs: limit }).catch((e: unknown) => e);
    if (!isTimeoutError(error)) throw new Error(`run ${i}: not a time-out: ${String(error)}`);
    late.push(performance.now() - started - limit);
  }
  late.sort((a, b) => a - b);
  const at = (q: number) => late[Math.min(late.length - 1, Math.floor(q * late.length))]!.toFixed(1);
  rows.push(`| deadline ${limit} ms | ${RUNS} | ${at(0.5)} ms | ${at(0.95)} ms | ${late[late.length - 1]!.toFixed(1)} ms |`);
}
server.closeAllConnections();
server.close();
console.log('| give-up after the limit | runs | median | p95 | max |\n|---|---|---|---|---|');
console.log(rows.join('\n'));
