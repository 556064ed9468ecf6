// Shared by the stocktake end-to-end specs: a warehouse with items and a second counter, tablets
// (820×1180, touch) signed in as a given user, and a watch over the whole page for 'Silindi'.
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN, apiLogin, apiOk, signIn, tcNo, uniqueSuffix, type Row, waitForServiceWorker } from './support';

export const TABLET = { width: 820, height: 1180 };

export interface Item extends Row {
  serial_number: string;
}

export interface Counter {
  email: string;
  password: string;
  name: string;
}

/** A warehouse holding `letters` items (serials SAY-<letter>-<suffix>), a second counter, and an open count. */
export async function countSetUp(request: APIRequestContext, letters: readonly string[], extraSerials: readonly string[] = []) {
  const sfx = uniqueSuffix();
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const warehouse = await apiOk<Row & { name: string }>(request, token, 'POST', '/warehouses', {
    name: `Tablet Deposu ${sfx}`,
    location: 'Kocaeli',
  });
  const brand = await apiOk<Row>(request, token, 'POST', '/brands', { name: `Bosch ${sfx}` });
  const category = await apiOk<Row>(request, token, 'POST', '/categories', { name: `Kırıcı ${sfx}` });
  const items: Record<string, Item> = {};
  const make = (serial: string) =>
    apiOk<Item>(request, token, 'POST', '/equipment', {
      serial_number: serial,
      model: 'GSH 11 VC',
      brand_id: brand.id,
      category_id: category.id,
      warehouse_id: warehouse.id,
      status: 'available',
    });
  for (const letter of letters) items[letter] = await make(`SAY-${letter}-${sfx}`);
  for (const serial of extraSerials) items[serial] = await make(serial.replace('{sfx}', sfx));

  const permissions = await apiOk<Array<{ id: string; name: string }>>(request, token, 'GET', '/permissions');
  const role = await apiOk<Row>(request, token, 'POST', '/roles', {
    name: `Sayım Ekibi ${sfx}`,
    permissionIds: permissions
      .filter((p) => ['manage_stocktake', 'view_dashboard', 'view_warehouses', 'view_equipment'].includes(p.name))
      .map((p) => p.id),
  });
  const ayse: Counter = { email: `ayse-${sfx}@depo.local`, password: 'sayim-sifre-123', name: 'Ayşe Demir' };
  await apiOk(request, token, 'POST', '/users', {
    first_name: 'Ayşe',
    last_name: 'Demir',
    tc_no: tcNo('3'),
    email: ayse.email,
    phone: '5337778899',
    role_id: role.id,
    password: ayse.password,
  });
  const session = await apiOk<Row>(request, token, 'POST', '/stocktakes', { warehouse_id: warehouse.id });
  return { sfx, token, warehouse, items, ayse, sessionId: session.id };
}

/**
 * Every moment the page shows 'Silindi' anywhere, recorded by a MutationObserver over the whole
 * document from before the app starts (kept in sessionStorage, so reloads keep the record).
 */
function watchForSilindi() {
  const KEY = '__silindi';
  const seen = new WeakSet<Node>();
  const record = (text: Node) => {
    if (seen.has(text) || !/Silindi/.test(text.textContent ?? '')) return;
    seen.add(text);
    const row = text.parentElement?.closest('[data-testid="read-row"]');
    const serial = row?.querySelector('.notranslate')?.textContent ?? null;
    const list = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown[];
    list.push({ at: Date.now(), serial, text: (row ?? text.parentElement ?? text).textContent?.slice(0, 200) ?? '' });
    sessionStorage.setItem(KEY, JSON.stringify(list));
  };
  const textsOf = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) return record(node);
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) record(t);
  };
  new MutationObserver((mutations) => {
    for (const m of mutations) {
      if (m.type === 'characterData') record(m.target);
      else if (m.type === 'attributes') textsOf(m.target);
      else m.addedNodes.forEach(textsOf);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

export interface SilindiSeen {
  at: number;
  serial: string | null;
  text: string;
}

export function silindiSeen(page: Page): Promise<SilindiSeen[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('__silindi') ?? '[]') as SilindiSeen[]);
}

/** A tablet: its own browser context (touch, Istanbul, tr-TR), signed in, watched for 'Silindi'. */
export async function tablet(
  browser: Browser,
  who: { email: string; password: string },
  viewport = TABLET,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport,
    hasTouch: true,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    serviceWorkers: 'allow',
  });
  await context.addInitScript(watchForSilindi);
  const page = await context.newPage();
  await signIn(page, who.email, who.password);
  // Installed: the service worker holds the app's screens before a tablet loses its network (the
  // outbox panel, opened offline, is one of them). Signed in straight to the app, the worker could
  // still be storing them when a test went offline.
  await waitForServiceWorker(page);
  return { context, page };
}

export async function openCount(page: Page, sessionId: string, warehouseName: string): Promise<void> {
  await page.goto(`/stocktakes/${sessionId}`);
  await expect(page.getByRole('heading', { name: `Sayım: ${warehouseName}` })).toBeVisible();
}

/** Types into the manual entry box and adds. */
export async function readByHand(page: Page, serial: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Seri numarasını elle girin' }).fill(serial);
  await page.getByRole('button', { name: 'Ekle', exact: true }).click();
}
