// Starts the built server for the end-to-end suite on a fresh, empty data directory (one per port,
// so parallel runs on different ports never share a database). Playwright stops it after the run.
// Beside it, on the port + 50, a local OpenID Connect provider the sign-in page offers as 'Test
// Şirketi ile Giriş Yap' (tests/e2e/sso.spec.ts), with one account: SSO_ACCOUNT below.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asStarted } from '../../src/server/cli/memory-settings.mjs';
import { startOidcProvider } from '../helpers/oidc-provider.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.E2E_PORT ?? '4173';
const dataDir = path.join(os.tmpdir(), `depo-takip-e2e-${port}`, 'data');
const entry = path.join(root, 'dist/server/main.js');

if (!existsSync(entry) || !existsSync(path.join(root, 'dist/client/index.html'))) {
  console.error('Derleme bulunamadı: önce `npm run build` çalıştırın.');
  process.exit(1);
}

const idp = await startOidcProvider(Number(port) + 50);
const client = { clientId: 'depo-takip-e2e', clientSecret: 'e2e-istemci-anahtari' };
idp.configure({ ...client, redirectUri: `http://127.0.0.1:${port}/api/auth/sso/callback` });
idp.addAccount('e2e-sso-deniz', { email: 'deniz.aydin@sso.test', email_verified: true, given_name: 'Deniz', family_name: 'Aydın' });
const ssoProviders = [
  {
    id: 'test-sirketi',
    label: 'Test Şirketi ile Giriş Yap',
    issuer: idp.issuer,
    client_id: client.clientId,
    client_secret: client.clientSecret,
    default_role: 'Yönetici',
    allowed_domains: ['sso.test'],
  },
];

await rm(path.dirname(dataDir), { recursive: true, force: true });
await mkdir(path.dirname(dataDir), { recursive: true });

// Started as `npm start` starts it (its memory settings), so the journeys run what is shipped.
const server = asStarted([entry], process.env);
const child = spawn(process.execPath, server.args, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...server.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@depo.local',
    ADMIN_PASSWORD: 'yonetici-e2e-123',
    LOG_REQUESTS: '0',
    DATABASE_URL: '',
    // An answer that does not match its route's declared schema is a 500 the journey then shows.
    CHECK_ANSWERS: '1',
    SSO_PROVIDERS: JSON.stringify(ssoProviders),
  },
});

// Pass Playwright's stop signal on, so the server closes its database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
