// Starts the whole product: database, migrations, seed, HTTP. Used by main.ts and by the tests.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase, type Database, type DatabaseConfig } from './db/client';
import { ensureAdmin, seedPermissions, type AdminResult } from './db/seed';
import type { ServerConfig } from './env';

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  admin: AdminResult;
  close(): Promise<void>;
}

export function databaseConfigFor(config: ServerConfig): DatabaseConfig {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir, durable: config.durable };
}

export async function startServer(
  config: ServerConfig,
  options: { database?: Database; log?: (line: string) => void } = {},
): Promise<RunningServer> {
  const database = options.database ?? (await openDatabase(databaseConfigFor(config)));
  let httpServer: ServerType | undefined;
  try {
    await seedPermissions(database.db);
    const admin = await ensureAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
    const app = createApp({ db: database.db, config, clientDir: config.clientDir, log: options.log });
    const port = await new Promise<number>((resolve, reject) => {
      httpServer = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => resolve(info.port));
      httpServer.once('error', reject);
    });
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    let closed = false;
    return {
      url: `http://${shownHost}:${port}`,
      port,
      database,
      admin,
      async close() {
        if (closed) return;
        closed = true;
        await new Promise<void>((resolve) => {
          if (!httpServer) return resolve();
          httpServer.close(() => resolve());
          (httpServer as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        });
        await database.close();
      },
    };
  } catch (error) {
    httpServer?.close();
    await database.close();
    throw error;
  }
}
