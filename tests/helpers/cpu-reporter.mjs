// Measuring, not testing: a Playwright reporter that writes, for each test, the processor seconds
// the run's whole process tree spent on it (the workers, their Chromiums, the servers; user +
// system, live processes and the ones already ended), and how much of it was the servers'.
// Exact with E2E_WORKERS=1 (with two, the other worker's test runs meanwhile). Use:
//   E2E_WORKERS=1 CPU_PER_TEST=<file.jsonl> npx playwright test -c tests/playwright.config.ts \
//     --reporter=list,./helpers/cpu-reporter.mjs
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TICK = 100;

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = text
      .slice(text.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return { ppid: f[1], cpu: (f[11] + f[12] + f[13] + f[14]) / TICK };
  } catch {
    return null;
  }
}

function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** CPU seconds of this process's tree, and of the subtrees of the servers it started. */
function treeCpu() {
  const all = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(name);
    if (s) all.set(Number(name), s);
  }
  const children = new Map();
  for (const [pid, s] of all) children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  let total = 0;
  let servers = 0;
  const walk = (pid, inServer) => {
    const s = all.get(pid);
    if (!s) return;
    const server = inServer || cmdline(pid).includes('start-server.mjs');
    total += s.cpu;
    if (server) servers += s.cpu;
    for (const child of children.get(pid) ?? []) walk(child, server);
  };
  walk(process.pid, false);
  return { total, servers };
}

export default class CpuReporter {
  constructor() {
    this.out = process.env.CPU_PER_TEST;
    this.started = new Map();
    this.root = process.cwd();
  }
  onBegin() {
    this.runStart = treeCpu();
  }
  onTestBegin(test) {
    this.started.set(test.id, treeCpu());
  }
  onTestEnd(test, result) {
    const start = this.started.get(test.id);
    if (!start || !this.out) return;
    const end = treeCpu();
    const line = {
      file: path.relative(this.root, test.location.file),
      title: test.title,
      status: result.status,
      cpu: +(end.total - start.total).toFixed(2),
      servers: +(end.servers - start.servers).toFixed(2),
      wall: +(result.duration / 1000).toFixed(1),
    };
    appendFileSync(this.out, `${JSON.stringify(line)}\n`);
  }
  onEnd() {
    const end = treeCpu();
    if (this.out)
      appendFileSync(
        this.out,
        `${JSON.stringify({ file: '(whole run)', cpu: +(end.total - this.runStart.total).toFixed(2), servers: +(end.servers - this.runStart.servers).toFixed(2) })}\n`,
      );
  }
  printsToStdio() {
    return false;
  }
}
