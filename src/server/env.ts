// The only file that reads the environment.
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  sessionTtlHours: number;
  durable: boolean;
  clientDir: string | undefined;
  logRequests: boolean;
  /** Proxies in front that append to X-Forwarded-For; 0: the socket's address is the client's. */
  trustProxy: number;
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function proxyHops(value: string | undefined): number {
  if (value === undefined || value === '' || value === '0' || value === 'false') return 0;
  if (value === 'true') return 1;
  return intFrom(value, 0);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sessionTtlHours: intFrom(env.SESSION_TTL_HOURS, 24 * 7),
    durable: env.PGLITE_DURABLE === '1' || env.PGLITE_DURABLE === 'true',
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : undefined,
    logRequests: env.LOG_REQUESTS !== '0',
    trustProxy: proxyHops(env.TRUST_PROXY),
  };
}
