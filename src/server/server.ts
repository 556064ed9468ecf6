// Starts the whole product: database, migrations, seed, HTTP. Used by main.ts and by the tests.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createApp } from './app';
import { createDbCaches, type DbCaches } from './caches';
import { bodySizeFor } from './http/body-limit';
import { openDatabase, type Database, type DatabaseConfig } from './db/client';
import { seedStartUp, type AdminResult } from './db/seed';
import type { ServerConfig } from './env';
import { consoleLogger } from './log';
import { startNotifications, type NotificationRuntime } from './modules/notifications/runtime';

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than clients
 * keep idle connections: a client that sends on one just as the server closes it gets a reset
 * (ECONNRESET) for a request the server never read. Clients that honour the `Keep-Alive: timeout=`
 * hint stop reusing a connection a second before it; the others rarely stay idle this long.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  /** What this server keeps in memory about its database's answers (caches.ts). */
  caches: DbCaches;
  admin: AdminResult;
  /** Reminders: the sender and the scheduled work (docs/notifications.md). */
  notifications: NotificationRuntime;
  /** The body size `method path` declares (the default where it declares none). */
  bodySize(method: string, path: string): { bytes: number; message: string };
  close(): Promise<void>;
}

export function databaseConfigFor(config: ServerConfig): DatabaseConfig {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir, durable: config.durable };
}

export async function startServer(
  config: ServerConfig,
  options: { database?: Database; log?: (line: string) => void; notifications?: { workers?: boolean; clock?: () => Date } } = {},
): Promise<RunningServer> {
  const database = options.database ?? (await openDatabase(databaseConfigFor(config), { migrate: false }));
  let httpServer: ServerType | undefined;
  let notifications: NotificationRuntime | undefined;
  try {
    // Migrations and seeding under one lock: servers started together take turns (db/client.ts).
    const admin = await database.startUp((db) => seedStartUp(db, { email: config.adminEmail, password: config.adminPassword }));
    notifications = await startNotifications(database, config, { ...options.notifications, logger: consoleLogger });
    const caches = createDbCaches();
    const app = createApp({
      db: database.db,
      caches,
      notifier: notifications.notifier,
      config,
      clientDir: config.clientDir,
      log: options.log,
    });
    const port = await new Promise<number>((resolve, reject) => {
      httpServer = serve(
        {
          fetch: app.fetch,
          port: config.port,
          hostname: config.host,
          // The header limit stays above the idle limit (Node's advice), so only the idle timer closes an idle connection.
          serverOptions: { keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, headersTimeout: KEEP_ALIVE_TIMEOUT_MS + 1_000 },
        },
        (info: AddressInfo) => resolve(info.port),
      );
      httpServer.once('error', reject);
    });
    // A client that asks before sending a large body (Expect: 100-continue) is refused up front
    // when the announced length is over the route's limit, instead of after it has sent it all.
    httpServer?.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const size = bodySizeFor(app, req.method ?? 'POST', path);
      if (Number(req.headers['content-length'] ?? 0) > size.bytes) {
        res.writeHead(413, { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff', connection: 'close' });
        res.end(JSON.stringify({ error: size.message }));
        return;
      }
      res.writeContinue();
      httpServer?.emit('request', req, res);
    });
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    let closed = false;
    return {
      url: `http://${shownHost}:${port}`,
      port,
      database,
      caches,
      admin,
      notifications,
      bodySize: (method, path) => bodySizeFor(app, method, path),
      async close() {
        if (closed) return;
        closed = true;
        await notifications?.stop();
        await new Promise<void>((resolve) => {
          if (!httpServer) return resolve();
          httpServer.close(() => resolve());
          if ('closeAllConnections' in httpServer) httpServer.closeAllConnections();
        });
        await database.close();
      },
    };
  } catch (error) {
    httpServer?.close();
    await notifications?.stop();
    await database.close();
    throw error;
  }
}
