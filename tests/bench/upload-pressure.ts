// `npx tsx tests/bench/upload-pressure.ts`: 8 parallel 20 MB invoices against a fresh server
// (embedded database, or BENCH_DATABASE_URL: an empty PostgreSQL database), while /api/health is
// asked every 50 ms from a thread of its own (so the sender's work is not counted as the server's).
// Prints the server's memory before, at peak and after, the answers, and health's slowest and
// 99th-percentile answer. Figures only, no assertions (docs/reliability.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { memoryOf, probeHealth, ROOT } from './lib';

const PORT = Number(process.env.BENCH_PORT ?? 4290);
const url = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'yuk@depo.local', password: 'yuk-testi-123' };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'depo-yuk-'));
// One process (tsx as a loader, not its launcher), so the memory read is the server's own.
const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src', 'server', 'main.ts')], {
  cwd: ROOT,
  stdio: 'ignore',
  env: {
    ...process.env,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    DATA_DIR: path.join(dataDir, 'data'),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_REQUESTS: '0',
  },
});

async function api<T>(method: string, route: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${url}/api${route}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${json.error ?? ''}`);
  return json;
}

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const { token, user } = await api<{ token: string; user: { id: string } }>('POST', '/auth/login', null, ADMIN);
  const wh = await api<{ id: string }>('POST', '/warehouses', token, { name: 'Yük Deposu', location: 'İstanbul' });
  const brand = await api<{ id: string }>('POST', '/brands', token, { name: 'Yük Marka' });
  const category = await api<{ id: string }>('POST', '/categories', token, { name: 'Yük Kategori' });
  const repairer = await api<{ id: string }>('POST', '/repairers', token, { name: 'Yük Tamirci', phone: '2121234567', address: 'Kadıköy' });
  const reports: string[] = [];
  for (let i = 0; i < 8; i++) {
    const eq = await api<{ id: string }>('POST', '/equipment', token, {
      serial_number: `YUK-${i}`,
      model: 'X',
      brand_id: brand.id,
      category_id: category.id,
      warehouse_id: wh.id,
    });
    const report = await api<{ id: string }>('POST', '/broken-equipment', token, {
      equipment_id: eq.id,
      warehouse_id: wh.id,
      issue: 'Yük testi',
    });
    await api('PUT', `/broken-equipment/${report.id}/assign`, token, { assigned_to: user.id });
    await api('PUT', `/broken-equipment/${report.id}/complete`, token, { status: 'repaired', repairer_id: repairer.id, repair_cost: 1 });
    reports.push(report.id);
  }
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024 - 9, 0x20)]);
  const body = Buffer.from(
    JSON.stringify({
      repair_invoice: JSON.stringify({
        filename: 'fatura.pdf',
        type: 'application/pdf',
        data: `data:application/pdf;base64,${pdf.toString('base64')}`,
      }),
    }),
  );
  const before = memoryOf(child.pid!);
  let peak = before.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(child.pid!).rss)), 50);
  const probe = await probeHealth(url);
  const started = performance.now();
  const statuses = await Promise.all(
    reports.map((id) =>
      fetch(`${url}/api/broken-equipment/${id}/invoice`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body })
        .then(async (r) => (await r.arrayBuffer(), r.status))
        .catch(() => 0),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const times = (await probe.stop()).sort((a, b) => a - b);
  clearInterval(sampler);
  const after = memoryOf(child.pid!);
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  console.log(`8 parallel 20 MB invoices in ${seconds.toFixed(1)} s: answers ${JSON.stringify(counts)}`);
  console.log(
    `server RSS: ${before.rss.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak, ${after.rss.toFixed(0)} MB after (VmHWM ${after.peak.toFixed(0)} MB)`,
  );
  const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0;
  console.log(
    `/api/health every 50 ms meanwhile (${times.length} answers): slowest ${(times.at(-1) ?? 0).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
