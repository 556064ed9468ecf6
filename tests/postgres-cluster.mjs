// A throw-away PostgreSQL cluster for the tests: `npm test` starts one when DATABASE_URL is not
// given, `.ci/run` starts one for the whole CI run. It uses the locally installed server
// (initdb and pg_ctl from /usr/lib/postgresql/<version>/bin, the newest version; or PG_BIN),
// keeps its data in a temporary directory, listens on a free port of 127.0.0.1 and trusts local
// connections (it holds test data only). When run as root, the server runs as the `postgres`
// user (PostgreSQL refuses to run as root).
//
//   node tests/postgres-cluster.mjs start <dir>   prints the cluster's URL (database `depo`)
//   node tests/postgres-cluster.mjs stop <dir>    stops it and removes <dir>
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The newest locally installed PostgreSQL's bin directory, or null. */
export function postgresBin() {
  if (process.env.PG_BIN) return existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL program, as the `postgres` user when we are root. */
function runAs(program, args) {
  if (!isRoot) return execFileSync(program, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  return execFileSync('runuser', ['-u', 'postgres', '--', program, ...args], { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

function postgresUser() {
  const line = execFileSync('id', ['postgres'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  const uid = Number(/uid=(\d+)/.exec(line)?.[1]);
  const gid = Number(/gid=(\d+)/.exec(line)?.[1]);
  return { uid, gid };
}

/**
 * Starts a cluster in `dir` (created when missing; a fresh temporary directory when not given).
 * Returns its URL and how to stop it; throws with the reason when it cannot be had.
 */
export async function startPostgresCluster(given) {
  const bin = postgresBin();
  if (!bin)
    throw new Error('PostgreSQL kurulu değil (/usr/lib/postgresql/*/bin/initdb bulunamadı; Debian/Ubuntu: apt-get install postgresql)');
  const dir = given ?? mkdtempSync(path.join(os.tmpdir(), 'depo-takip-pg-'));
  mkdirSync(dir, { recursive: true });
  if (isRoot) {
    let user;
    try {
      user = postgresUser();
    } catch {
      throw new Error("root olarak çalışılıyor ve 'postgres' kullanıcısı yok (PostgreSQL root olarak çalışmaz)");
    }
    chownSync(dir, user.uid, user.gid);
    // The parent must let the postgres user reach the directory.
    chmodSync(dir, 0o700);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  try {
    runAs(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
    // A test cluster: durability is not needed, speed is.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    runAs(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', options, 'start']);
    runAs(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'depo']);
  } catch (error) {
    stopPostgresCluster(dir);
    const detail = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : String(error);
    throw new Error(`PostgreSQL başlatılamadı: ${detail}`);
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/depo`, dir, stop: () => stopPostgresCluster(dir) };
}

/** Stops the cluster in `dir` (at once: its data is thrown away) and removes the directory. */
export function stopPostgresCluster(dir) {
  const bin = postgresBin();
  const data = path.join(dir, 'data');
  if (bin && existsSync(path.join(data, 'postmaster.pid'))) {
    try {
      runAs(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      /* already stopped */
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, dir] = process.argv.slice(2);
  if (command === 'start' && dir) {
    try {
      const cluster = await startPostgresCluster(dir);
      console.log(cluster.url);
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }
  } else if (command === 'stop' && dir) {
    stopPostgresCluster(dir);
  } else {
    console.error('kullanım: node tests/postgres-cluster.mjs start|stop <dizin>');
    process.exit(2);
  }
}
