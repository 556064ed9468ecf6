// Shared pieces of the reliability scripts: start the built server as a real process, talk to
// it over HTTP, and set up a small inventory through the API.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asStarted } from '../../src/server/cli/memory-settings.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN = { email: 'admin@depo.local', password: 'yonetici-guvenilirlik-1' };
export const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: string[];
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const output: string[] = [];
  // Started as `npm start` starts it (its memory settings): the crashes and races hit what is shipped.
  const server = asStarted([path.join(ROOT, 'dist/server/main.js')], process.env);
  const child = spawn(process.execPath, server.args, {
    cwd: ROOT,
    env: {
      ...server.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_REQUESTS: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`sunucu başlamadı:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`sunucu 60 s içinde başlamadı:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    output,
    stop: (signal: NodeJS.Signals = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export async function call<T = unknown>(url: string, token: string | null, method: string, p: string, body?: unknown): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${url}/api${p}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* keep the text */
  }
  return { status: res.status, body: parsed as T };
}

export async function login(url: string): Promise<{ token: string; userId: string }> {
  const res = await call<{ token: string; user: { id: string } }>(url, null, 'POST', '/auth/login', ADMIN);
  if (res.status !== 200) throw new Error(`giriş başarısız: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token, userId: res.body.user.id };
}

async function must<T>(p: Promise<Answer<T>>, what: string): Promise<T> {
  const res = await p;
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface Inventory {
  warehouseIds: string[];
  equipmentIds: string[];
  workerIds: string[];
  repairerId: string;
}

export async function setUpInventory(url: string, token: string, items: number, workers: number): Promise<Inventory> {
  const tag = Date.now().toString(36);
  const warehouseIds: string[] = [];
  for (const name of ['Merkez', 'Şube']) {
    const w = await must<{ id: string }>(
      call(url, token, 'POST', '/warehouses', { name: `${name} ${tag}`, location: 'İstanbul', description: '' }),
      'depo',
    );
    warehouseIds.push(w.id);
  }
  const brand = await must<{ id: string }>(call(url, token, 'POST', '/brands', { name: `Marka ${tag}` }), 'marka');
  const category = await must<{ id: string }>(call(url, token, 'POST', '/categories', { name: `Kategori ${tag}` }), 'kategori');
  const equipmentIds: string[] = [];
  for (let i = 0; i < items; i++) {
    const e = await must<{ id: string }>(
      call(url, token, 'POST', '/equipment', {
        serial_number: `GV-${tag}-${i}`,
        model: 'XR-500',
        brand_id: brand.id,
        category_id: category.id,
        warehouse_id: warehouseIds[i % 2],
      }),
      'ekipman',
    );
    equipmentIds.push(e.id);
  }
  const department = await must<{ id: string }>(call(url, token, 'POST', '/departments', { name: `Saha ${tag}` }), 'departman');
  const workerIds: string[] = [];
  for (let i = 0; i < workers; i++) {
    const w = await must<{ id: string }>(
      call(url, token, 'POST', '/workers', {
        first_name: 'İşçi',
        last_name: `No${i}`,
        tc_no: `2${String(Date.now() % 1e6).padStart(6, '0')}${String(i).padStart(4, '0')}`,
        phone: '5321234567',
        department_id: department.id,
      }),
      'işçi',
    );
    workerIds.push(w.id);
  }
  const repairer = await must<{ id: string }>(
    call(url, token, 'POST', '/repairers', { name: `Tamirci ${tag}`, phone: '2121234567', address: 'İstanbul' }),
    'tamirci',
  );
  return { warehouseIds, equipmentIds, workerIds, repairerId: repairer.id };
}

export function pick<T>(items: readonly T[]): T | undefined {
  return items.length ? items[Math.floor(Math.random() * items.length)] : undefined;
}
