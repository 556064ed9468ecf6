// Measuring, not testing: with CPU_PER_FILE=<file> every API suite appends one JSON line there with
// the processor seconds its worker process spent on it (user + system, from /proc/self/stat: the
// suite's imports, its server, its database, its worker threads) and those of the child processes
// it waited for. CPU time, unlike wall time, hardly depends on what else the machine runs
// (docs/decisions/0017-each-suite-on-the-database-it-tests.md).
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect } from 'vitest';

const out = process.env.CPU_PER_FILE;

/** A process's (and its ended children's) user and system ticks, from /proc/<pid>/stat. */
function ticks(pid: number | 'self'): number[] {
  try {
    // The fields after the command's name (which may hold spaces) start at the state, field 3.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
  } catch {
    return [];
  }
}
const TICK = 100;

/**
 * Seconds of CPU: this process's own and its waited-for children's (Linux; zeros elsewhere); with
 * CPU_POSTGRES_PID (the postmaster of a cluster only this run uses, one suite at a time) the
 * cluster's too: its ended backends' and the live processes'.
 */
function cpuSeconds(): { own: number; children: number; postgres: number } {
  const f = ticks('self');
  const own = ((f[11] ?? 0) + (f[12] ?? 0)) / TICK;
  const children = ((f[13] ?? 0) + (f[14] ?? 0)) / TICK;
  const postmaster = Number(process.env.CPU_POSTGRES_PID);
  let postgres = 0;
  if (postmaster) {
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      const p = ticks(Number(name));
      if (Number(name) === postmaster || p[1] === postmaster) postgres += (p[11] ?? 0) + (p[12] ?? 0) + (p[13] ?? 0) + (p[14] ?? 0);
    }
  }
  return { own, children, postgres: postgres / TICK };
}

if (out) {
  const start = cpuSeconds();
  const wallStart = performance.now();
  afterAll(() => {
    const file = path.relative(process.cwd(), expect.getState().testPath ?? '');
    const end = cpuSeconds();
    const line = {
      file,
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      cpu: +(end.own - start.own).toFixed(2),
      children: +(end.children - start.children).toFixed(2),
      postgres: +(end.postgres - start.postgres).toFixed(2),
      wall: +((performance.now() - wallStart) / 1000).toFixed(1),
      pid: process.pid,
    };
    appendFileSync(out, `${JSON.stringify(line)}\n`);
  });
}
