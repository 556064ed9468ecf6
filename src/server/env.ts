// The only file that reads the environment.
import path from 'node:path';
import { parseSsoProviders, type SsoProvider } from './modules/sso/sso-config';
import { parseS3Url, type S3Config } from './modules/photos/s3-config';

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
  /** `API_TOKEN_RATE_LIMIT`: calls one API token may make per minute in one process (default 600). */
  apiTokenRatePerMinute: number;
  /**
   * `CHECK_ANSWERS=1`, for the test suites: an answer that does not match the schema its route
   * declares (http/answer.ts, /api/openapi.json) is replaced by a 500 naming the mismatch.
   */
  checkAnswers: boolean;
  notifications: NotificationConfig;
  /** `SSO_PROVIDERS`: OpenID Connect sign-in (docs/integration.md). */
  sso: SsoProvider[];
  /** `S3_URL`: photo bytes go to this S3-compatible store instead of the database (docs/equipment-care.md). */
  photoStore: S3Config | undefined;
}

/** Reminders and notifications (docs/notifications.md). */
export interface NotificationConfig {
  /** `NOTIFY_WORKERS=0`: this process neither sends nor runs the scheduled work (events are still written). */
  workers: boolean;
  /** Where links in e-mails lead (`APP_URL`), e.g. https://depo.example.com. */
  appUrl: string | undefined;
  companyName: string;
  email: { url: string | undefined; from: string; fromName: string };
  sms: SmsGatewayConfig | undefined;
  /** VAPID subject: a mailto: or https: address the push services may contact. */
  pushSubject: string;
  /**
   * `PUSH_ALLOW_PRIVATE_HOSTS=1`, for the test suite's local push endpoints only: push endpoints may
   * be loopback or private hosts (https is still required). Never set it in production.
   */
  pushAllowPrivateHosts: boolean;
  /**
   * `WEBHOOK_ALLOW_PRIVATE`: private addresses webhooks may be sent to, which are refused otherwise
   * (docs/integration.md): `1` for every one, or a comma list of addresses and networks
   * (`10.0.0.5,192.168.10.0/24`). Unset: only public addresses.
   */
  webhookAllowPrivate: string | undefined;
  /** How long a hand-over receipt waits for the rest of its batch. */
  batchWaitSeconds: number;
}

export interface SmsGatewayConfig {
  /** URL template: {to} {text} {sender} {username} {password} are filled in (URL-encoded). */
  url: string;
  method: 'GET' | 'POST';
  /** POST body template (same placeholders, JSON-escaped); sent as application/json. */
  body: string | undefined;
  username: string | undefined;
  password: string | undefined;
  sender: string | undefined;
  /** Spell ş, ğ, ı, İ, Ş, Ğ, ç in Latin letters: 160-character parts instead of 70. */
  transliterate: boolean;
  maxSegments: number;
}

function smsFrom(env: NodeJS.ProcessEnv): SmsGatewayConfig | undefined {
  if (!env.SMS_GATEWAY_URL) return undefined;
  return {
    url: env.SMS_GATEWAY_URL,
    method: env.SMS_GATEWAY_METHOD?.toUpperCase() === 'GET' ? 'GET' : 'POST',
    body: env.SMS_GATEWAY_BODY || undefined,
    username: env.SMS_USERNAME || undefined,
    password: env.SMS_PASSWORD || undefined,
    sender: env.SMS_SENDER || undefined,
    transliterate: env.SMS_TRANSLITERATE === '1' || env.SMS_TRANSLITERATE === 'true',
    maxSegments: intFrom(env.SMS_MAX_SEGMENTS, 3),
  };
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
    apiTokenRatePerMinute: intFrom(env.API_TOKEN_RATE_LIMIT, 600),
    checkAnswers: env.CHECK_ANSWERS === '1',
    notifications: {
      workers: env.NOTIFY_WORKERS !== '0' && env.NOTIFY_WORKERS !== 'false',
      appUrl: env.APP_URL ? env.APP_URL.replace(/\/+$/, '') : undefined,
      companyName: env.COMPANY_NAME || 'Depo Takip',
      email: {
        url: env.SMTP_URL || undefined,
        from: env.SMTP_FROM || 'depo-takip@localhost',
        fromName: env.SMTP_FROM_NAME || env.COMPANY_NAME || 'Depo Takip',
      },
      sms: smsFrom(env),
      pushSubject: env.PUSH_SUBJECT || `mailto:${env.SMTP_FROM || env.ADMIN_EMAIL || 'admin@depo.local'}`,
      pushAllowPrivateHosts: env.PUSH_ALLOW_PRIVATE_HOSTS === '1' || env.PUSH_ALLOW_PRIVATE_HOSTS === 'true',
      webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE || undefined,
      batchWaitSeconds: env.NOTIFY_BATCH_WAIT_SECONDS === '0' ? 0 : intFrom(env.NOTIFY_BATCH_WAIT_SECONDS, 30),
    },
    sso: parseSsoProviders(env.SSO_PROVIDERS),
    photoStore: parseS3Url(env.S3_URL),
  };
}
