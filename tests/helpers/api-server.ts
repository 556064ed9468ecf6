// A real server over HTTP on a copy of the template database, one per suite (tests/helpers/template-copies.ts).
import type { Database } from '@server/db/client';
import { readConfig } from '@server/env';
import { startServer, type RunningServer } from '@server/server';
import { TEST_ADMIN } from './test-env';
import { openCopy } from './template-copies';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string | null;
  body?: unknown;
  /** Sent as is (for malformed JSON tests). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  server: RunningServer;
  database: Database;
  /** The administrator's token (every permission). */
  adminToken: string;
  /** PostgreSQL only: the suite's database, for other processes to open. */
  databaseUrl?: string;
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** The environment the server reads (e.g. SMTP_URL, SMS_GATEWAY_URL) besides the test's own. */
  env?: NodeJS.ProcessEnv;
  /** Reminders: the sender and the job queue stay off unless a suite asks (it then drives them itself). */
  notifications?: { workers?: boolean; clock?: () => Date };
  /**
   * PGlite: a copy loaded from the template, never one a suite before used and put back to the
   * template's rows (for a suite that looks at the database's own state, not only its rows).
   */
  fresh?: boolean;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { database, url: databaseUrl, drop } = await openCopy({ fresh: options.fresh });
  const config = {
    ...readConfig(options.env ?? {}),
    port: 0,
    host: '127.0.0.1',
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    // An answer that does not match its route's declared schema fails the test that reached it.
    checkAnswers: true,
  };
  const server = await startServer(config, { database, notifications: { workers: false, ...options.notifications } });
  const url = server.url;

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(`${url}/api${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  async function login(email: string, password: string): Promise<string> {
    const res = await request<{ token: string }>('POST', '/auth/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`giriş başarısız: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token;
  }

  const adminToken = await login(TEST_ADMIN.email, TEST_ADMIN.password);
  return {
    url,
    server,
    database,
    adminToken,
    databaseUrl,
    request,
    login,
    async close() {
      await server.close();
      await drop();
    },
  };
}
