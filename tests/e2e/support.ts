// Helpers shared by every end-to-end spec. All specs run against one server (one database):
// give your records unique names (uniqueSuffix()).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as AxeCore from 'axe-core';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { OutboxEntry } from '@device/outbox-replay';
// The page's test hooks, as typed for window (types only: nothing of the app runs here).
import type {} from '@app/lib/offline/test-hooks';
import { PERMISSIONS_KEY, TOKEN_KEY, USER_KEY } from '@app/lib/session-store';

/** axe-core's browser build, put into a page by expectNoSeriousA11yViolations. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The administrator created on first start by tests/e2e/start-server.mjs (every permission). */
export const ADMIN = { email: 'admin@depo.local', password: 'yonetici-e2e-123' } as const;

/**
 * For specs that test no offline work: the page runs without its service worker, so a new context
 * does not download and store the whole app (≈180 files) before its first step. What the worker does
 * is tested by the offline specs, which keep it.
 */
export const WITHOUT_SERVICE_WORKER = { serviceWorkers: 'block' } as const;

/** A 1×1 PNG: a signature the API accepts, for records made over the API. */
export const PNG_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** An 11-digit national id, unique within the run; `lead` keeps the specs' ids apart. */
export function tcNo(lead: string): string {
  return `${lead}${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

let counter = 0;
/** A short suffix unique within the run, for names, e-mails and serial numbers. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${(counter++).toString(36)}`;
}

/**
 * Signs in through the login form and waits until the app has left /login: for the specs about
 * signing in. The other journeys start signed in (signIn below), as an installed app opens.
 */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

interface LoginAnswer {
  token: string;
  permissions: string[];
  user: { signature?: string | null };
}

/**
 * Opens `path` (the dashboard by default) signed in as `email`: the sign-in answer is asked over
 * the API and stored on the device as the sign-in page stores it (src/app/lib/session-store.ts), so
 * the journey starts where an installed app that was signed in earlier opens. The form itself is
 * tested by the sign-in specs (signInWithForm); a page load of the sign-in page and of a screen the
 * test then leaves cost a browser of this machine 1–2 s of CPU each.
 */
export async function signIn(page: Page, email: string, password: string, path = '/'): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  const login = (await res.json()) as Partial<LoginAnswer> & { error?: string };
  if (!res.ok() || !login.token || !login.user) throw new Error(`Giriş başarısız (${res.status()}): ${login.error ?? ''}`);
  // localStorage belongs to the origin: a new page is not on it yet. /api answers are never the
  // app (the service worker leaves them to the network), so this load runs none of its code.
  if (!page.url().startsWith('http')) await page.goto('/api/health');
  await page.evaluate(
    ({ keys, login }) => {
      localStorage.setItem(keys.token, login.token);
      localStorage.setItem(keys.permissions, JSON.stringify(login.permissions ?? []));
      // As writeCachedUser keeps it: the signature image is left out, that there is none is kept.
      localStorage.setItem(keys.user, JSON.stringify({ ...login.user, signature: login.user.signature ? undefined : null }));
    },
    { keys: { token: TOKEN_KEY, permissions: PERMISSIONS_KEY, user: USER_KEY }, login: login as LoginAnswer },
  );
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** Opens `path` (the dashboard by default) signed in as the administrator (signIn). */
export async function loginAsAdmin(page: Page, path = '/'): Promise<void> {
  await signIn(page, ADMIN.email, ADMIN.password, path);
}

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

function apiPath(path: string): string {
  return path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? path : `/${path}`}`;
}

/** Signs in over the API and returns the bearer token. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post(apiPath('/auth/login'), { data: { email, password } });
  const body = (await res.json()) as { token?: string; error?: string };
  if (!res.ok() || !body.token) throw new Error(`API girişi başarısız (${res.status()}): ${body.error ?? ''}`);
  return body.token;
}

/** One API call with the token; `path` may be given with or without the /api prefix. */
export async function apiCall<T = unknown>(
  request: APIRequestContext,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  const res = await request.fetch(apiPath(path), {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: body,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status(), body: parsed as T };
}

/** Like apiCall, but fails the test unless the answer is 2xx. */
export async function apiOk<T = unknown>(...args: Parameters<typeof apiCall>): Promise<T> {
  const answer = await apiCall<T>(...args);
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${args[2]} ${args[3]} → ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/**
 * Waits until a service worker is `activated` and controls the page. `serviceWorker.ready` alone
 * can resolve while the worker is still activating; the worker registers after the load event.
 */
export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForLoadState('load');
  const controlled = await page.evaluate(async (ms) => {
    const deadline = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Service worker etkinleşmedi.')), ms));
    const ready = (async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active;
      if (worker && worker.state !== 'activated') {
        await new Promise<void>((resolve) => {
          const onChange = () => {
            if (worker.state === 'activated') {
              worker.removeEventListener('statechange', onChange);
              resolve();
            }
          };
          worker.addEventListener('statechange', onChange);
          onChange();
        });
      }
      if (navigator.serviceWorker.controller) return true;
      // The worker claims the open pages when it activates (sw/lifecycle.ts), but not a page whose
      // navigation was still under way then (the spec's reserved client): that page stays without a
      // controller until it loads again, as it would for a user. A few seconds for the claim to land.
      return Promise.race([
        new Promise<boolean>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true }),
        ),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(navigator.serviceWorker.controller !== null), 5_000)),
      ]);
    })();
    return Promise.race([ready, deadline]);
  }, timeout);
  if (controlled) return;
  // Loaded while the worker activated: the next load of the page is controlled.
  await page.reload();
  await page.waitForLoadState('load');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout });
}

/**
 * Saves the page to `path` for a reviewer to look at, when E2E_SCREENS is set (`npm run screens`);
 * the suite's own runs skip the pictures (no assertion reads them).
 */
export async function saveScreen(page: Page, path: string, fullPage = true): Promise<void> {
  if (process.env.E2E_SCREENS) await page.screenshot({ path, fullPage });
}

/**
 * With E2E_SCREENS set, saves the page as a phone, a tablet and a desktop see it (390, 820 and 1366
 * px wide) to tests/e2e/screens/<width>/<name>.png, then gives the page its own size back. For the
 * screens a journey reaches that `screen-widths.spec.ts` does not walk (a count's late lines, a
 * hand-over waiting for scans, a kit's sheet); the suite's own runs skip it.
 */
export async function saveWidths(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENS) return;
  const own = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [820, 1180],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: join(import.meta.dirname, 'screens', String(width), `${name}.png`), fullPage: true });
  }
  if (own) await page.setViewportSize(own);
}

/**
 * Runs axe (WCAG 2.1 A/AA) on the page and fails on serious or critical violations. Toasts are left
 * out: one may arrive on its own while axe reads the page (a notice, the device copy ready) and be
 * judged half transparent in its entrance, which starts after the wait for the page's animations
 * below. (Their colours are set for contrast in styles.css.)
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[]; toasts?: boolean } = {}): Promise<void> {
  // Contrast is judged on the settled page: a dialog fading in (300 ms) is still half transparent.
  // A dialog starts its fade two frames after it is put in the page (usePresence, use-focus-trap.ts): the
  // animations are asked for after a few frames, or one just opened has none yet and axe reads it
  // at the start of its fade (a ci run: 'color-contrast' on a dialog's button at 390 px).
  await page.evaluate(async () => {
    for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
  // axe-core is put into the page once per document and run there directly, answering its
  // violations only: AxeBuilder sent its whole source (0.5 MB) into the page on every call and
  // brought every rule's passes back, ~1 s of this machine's CPU a call against ~0.3 s
  // (a list at 390 px). The app has no frames for axe to combine.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ exclude, tags }) => {
      const axe = (window as unknown as { axe: typeof AxeCore }).axe;
      const results = await axe.run(
        { exclude: exclude.map((selector) => [selector]) },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { exclude: [...(options.exclude ?? []), '[data-sonner-toaster]'], tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  );
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}

/**
 * Which of a screen's layouts is shown (e.g. a phone's sheet button or a tablet's list): waits until
 * one of `choices` is visible and answers its index. A look taken at once could come before the
 * screen is drawn and take the wrong path on a slow machine.
 */
export async function shownLayout(choices: Locator[], timeout?: number): Promise<number> {
  const visible = choices.map((c) => c.filter({ visible: true }));
  await expect(visible.reduce((a, b) => a.or(b)).first()).toBeVisible({ timeout });
  for (const [index, choice] of visible.entries()) if ((await choice.count()) > 0) return index;
  throw new Error('Görünen seçenek kayboldu.');
}

/**
 * Opens Ayarlar and waits until its notification form is drawn in place of its spinner (loaded
 * on demand, several times the spinner's height): a link below it moves down as it comes, and a
 * click aimed at the link while it moved would land beside it.
 */
export async function openSettingsDrawn(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Bildirim ayarları' }).getByText('Bu cihazda anlık bildirimler')).toBeVisible();
}

/**
 * Presses a row's action: the button itself where the list shows it, or the row's '⋯' menu
 * (`menu`: its name, e.g. 'SN-001 işlemleri') where the list folded its actions into one.
 */
export async function rowAction(page: Page, name: string | RegExp, menu: string): Promise<void> {
  const direct = page.getByRole('button', { name });
  const folded = page.getByRole('button', { name: menu });
  if ((await shownLayout([direct, folded])) === 0) return direct.click();
  await folded.click();
  await page.getByRole('menu').getByRole('button', { name }).click();
}

/**
 * Presses the toast saying `text` the moment it appears, as a finger would (sonner pauses a toast's
 * timer while its list is pressed), and returns what lets it go. A short toast pressed from the test
 * after it showed could be gone first: a busy machine's round trips can outlast it.
 */
export async function holdToastWhenShown(page: Page, text: string): Promise<() => Promise<void>> {
  await page.evaluate((text) => {
    const press = () => {
      const toast = [...document.querySelectorAll('[data-sonner-toast]')].find((t) => t.textContent?.includes(text));
      const list = toast?.closest('[data-sonner-toaster]');
      list?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerId: 1, isPrimary: true }));
      return list !== undefined && list !== null;
    };
    if (press()) return;
    const observer = new MutationObserver(() => {
      if (press()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, text);
  return async () => {
    await page.evaluate(() => {
      for (const list of document.querySelectorAll('[data-sonner-toaster]'))
        list.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 1 }));
    });
  };
}

/** Draws a zig-zag on the signature canvas labelled `name` (the pads are <canvas role="img">). */
export async function drawSignature(page: Page, name: string | RegExp): Promise<void> {
  const canvas = page.getByRole('img', { name });
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('İmza alanı görünmüyor');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 20, y + (i % 2 === 0 ? -25 : 25), { steps: 3 });
  await page.mouse.up();
  await page.mouse.move(box.x + 60, y + 30);
  await page.mouse.down();
  await page.mouse.move(box.x + 200, y - 30, { steps: 8 });
  await page.mouse.up();
}

export type ReturnConditionLabel = 'Sağlam' | 'Hasarlı' | 'Eksik parça';

/**
 * Fills the open 'Ekipman İade Al' dialog: ticks every serial given (the row's own is ticked
 * already), chooses its condition, writes its note, has the worker sign, and submits.
 */
export async function completeReturnDialog(
  page: Page,
  items: Array<{ serial: string; condition: ReturnConditionLabel; note?: string }>,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Ekipman İade Al' });
  await expect(dialog).toBeVisible();
  for (const item of items) {
    const card = dialog.getByTestId('return-item').filter({ hasText: item.serial });
    await card.getByRole('checkbox').check();
    await card.getByRole('radio', { name: item.condition }).check();
    if (item.note) await card.getByRole('textbox').fill(item.note);
  }
  await drawSignature(page, /İade Eden İşçinin İmzası/);
  await dialog.getByRole('button', { name: /İade Al$/ }).click();
}

// ——— records made over the API ———

export interface Row {
  id: string;
}
export interface Named extends Row {
  name: string;
}
export interface Item extends Row {
  serial_number: string;
}

export interface WorkerFixture {
  first_name: string;
  /** The run's suffix is appended (no space), so searching for it finds this worker only. */
  last_name: string;
  /** First digit of the national id (tcNo). */
  tcLead: string;
  phone: string;
}

export interface StockFixture {
  /** Name and city of the warehouse; the run's suffix is appended to the name (and to the brand's, category's and department's). */
  warehouse: { name: string; location: string; description?: string };
  brand: string;
  category: string;
  /** One available item per entry, in the warehouse: its serial number (the suffix is appended after a dash) and model. */
  items: Array<{ serial: string; model: string }>;
  /** Saves the administrator's signature: issuing asks for one first when there is none. */
  signature?: boolean;
  /** A department and its workers, for hand-overs. */
  department?: string;
  workers?: WorkerFixture[];
}

/**
 * The records most specs start from, made as the administrator over the API: a warehouse with
 * items of one brand and category, optionally a department with workers. Names carry the run's
 * suffix (uniqueSuffix), returned as `sfx`.
 */
export async function setUpStock(request: APIRequestContext, fixture: StockFixture) {
  const sfx = uniqueSuffix();
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  if (fixture.signature) await apiOk(request, token, 'PUT', '/auth/signature', { signature: PNG_SIGNATURE });
  const warehouse = await apiOk<Named>(request, token, 'POST', '/warehouses', {
    ...fixture.warehouse,
    name: `${fixture.warehouse.name} ${sfx}`,
  });
  const brand = await apiOk<Named>(request, token, 'POST', '/brands', { name: `${fixture.brand} ${sfx}` });
  const category = await apiOk<Named>(request, token, 'POST', '/categories', { name: `${fixture.category} ${sfx}` });
  const items: Item[] = [];
  for (const { serial, model } of fixture.items) {
    items.push(
      await apiOk<Item>(request, token, 'POST', '/equipment', {
        serial_number: `${serial}-${sfx}`,
        model,
        brand_id: brand.id,
        category_id: category.id,
        warehouse_id: warehouse.id,
        status: 'available',
      }),
    );
  }
  const department = fixture.department
    ? await apiOk<Named>(request, token, 'POST', '/departments', { name: `${fixture.department} ${sfx}` })
    : null;
  const workers: Array<Row & { first_name: string; last_name: string }> = [];
  for (const { tcLead, ...worker } of fixture.workers ?? []) {
    const body = { ...worker, last_name: `${worker.last_name}${sfx}`, tc_no: tcNo(tcLead), department_id: department?.id ?? null };
    workers.push({
      ...(await apiOk<Row>(request, token, 'POST', '/workers', body)),
      first_name: body.first_name,
      last_name: body.last_name,
    });
  }
  return { sfx, token, warehouse, brand, category, items, department, workers };
}

/**
 * Asks the signed-in app for its test hooks (window.__depoOutbox, __depoMirror, __depoRouter: a chunk it loads
 * only when asked, src/app/lib/offline/test-hooks.ts) and waits until they are there. Asked again
 * after every load of the page; the helpers below ask themselves.
 */
export async function outboxHook(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!window.__depoOutbox) window.dispatchEvent(new Event('depo-test-hooks'));
    return !!window.__depoOutbox && !!window.__depoMirror && !!window.__depoRouter;
  });
}

/**
 * Opens `path` inside the running app, as a tap on a link does (no page load: the shell, the session
 * and the device copy stay), and resolves once the new screen is drawn.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await outboxHook(page);
  await page.evaluate((href) => window.__depoRouter!.open(href), path);
}

/** The page replays its outbox now, back-off ignored (Playwright's setOffline(false) fires no `sync`). */
export async function replayOutbox(page: Page): Promise<void> {
  await outboxHook(page);
  await page.evaluate(async () => {
    await window.__depoOutbox?.replay();
  });
}

/** The outbox's entries, oldest first, read straight from IndexedDB (on the sign-in page too; no hook needed). */
export function outboxEntries(page: Page): Promise<OutboxEntry[]> {
  return page.evaluate(
    () =>
      new Promise<OutboxEntry[]>((resolve, reject) => {
        const open = indexedDB.open('depo-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) {
            db.close();
            resolve([]);
            return;
          }
          const req = db.transaction('outbox').objectStore('outbox').index('createdAt').getAll();
          req.onsuccess = () => {
            db.close();
            resolve(req.result as OutboxEntry[]);
          };
          req.onerror = () => reject(req.error);
        };
      }),
  );
}

/** The page syncs its device copy now and waits for the sync to end. */
export async function syncMirror(page: Page): Promise<void> {
  await outboxHook(page);
  await page.evaluate(async () => {
    await window.__depoMirror?.sync();
  });
}

/** The keys of one IndexedDB store of the app's offline database, read without the app's code. */
export function idbKeys(page: Page, store: string): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('depo-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const req = db.transaction(name).objectStore(name).getAllKeys();
          req.onsuccess = () => {
            db.close();
            resolve(req.result.map(String));
          };
          req.onerror = () => reject(req.error);
        };
      }),
    store,
  );
}

/** Ticks an item of the issue form: in the list on a tablet, in the 'Listeden Seç' sheet on a phone. */
export async function pickItem(page: Page, serial: string) {
  const sheetButton = page.getByRole('button', { name: /^Listeden Seç/ });
  const listed = page.getByRole('checkbox', { name: new RegExp(serial) });
  if ((await shownLayout([sheetButton, listed])) === 0) {
    await sheetButton.click();
    const sheet = page.getByRole('dialog', { name: 'Ekipman seçin' });
    await sheet.getByRole('checkbox', { name: new RegExp(serial) }).check();
    await sheet.getByRole('button', { name: /^Tamam/ }).click();
    await expect(sheet).toBeHidden();
  } else {
    await listed.check();
  }
}

/** Chooses the worker on a phone (the full-screen search sheet) or a tablet (the list under the box). */
export async function chooseWorker(
  page: Page,
  lastName: string,
  tap: (l: ReturnType<Page['getByRole']>) => Promise<void> = (l) => l.click(),
) {
  const sheetButton = page.getByRole('button', { name: 'Ad, soyad veya TC ile arayın' });
  const box = page.getByRole('combobox', { name: /Teslim Alan İşçi/ });
  if ((await shownLayout([sheetButton, box])) === 0) {
    await tap(sheetButton);
    await page.getByTestId('search-sheet').getByRole('combobox').fill(lastName);
  } else {
    await tap(box);
    await box.fill(lastName);
  }
  await tap(page.getByRole('option', { name: new RegExp(lastName) }));
  await expect(page.getByTestId('selected-worker')).toContainText(lastName);
}
