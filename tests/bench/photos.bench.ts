// `npm run bench:photos`: the photo figures of issue 45 (docs/equipment-care.md "Photos") in the
// built app in Chromium on a tablet (820 px): a camera photo (4000×3000 JPEG, several MB) put in a
// hand-over's 'Fotoğraf Çek' until its entry is in the outbox (reduced on the device, queued), and
// 20 queued photos (in three hand-overs) sent after the connection comes back, with the longest
// frame on the page meanwhile (requestAnimationFrame gaps and Long Animation Frames). Figures only,
// nothing asserted; the load average is printed beside each. Needs `npm run build` first.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { chromium, type Page } from 'playwright-core';
import { signatureDataUrl } from '@server/cli/signature-png';
import { openDatabase } from '@server/db/client';
import * as s from '@server/db/schema';
import { ensureAdmin, seedPermissions } from '@server/db/seed';
import type {} from '@app/lib/offline/test-hooks';
import { BENCH_ADMIN, startServerProcess } from './lib';
import { OFFLINE_DB_NAME } from '@device/offline-db-name';
import { photoSteps } from './photo-steps';

declare global {
  interface Window {
    /** The bench's frame counts while the outbox is sent. */
    __frames?: { gaps: number[]; loaf: number[] };
    /** When the measured photo was chosen (the input's change) and shown reduced, in the page's clock. */
    __photoMark?: { chosen: number; shown: number };
  }
}

const PORT = Number(process.env.BENCH_PHOTOS_PORT ?? 4188);
const log = (line: string) => console.error(`[bench:photos] ${line}`);
const load = () => os.loadavg()[0]!.toFixed(2);
/** Three hand-overs: 1 photo, then 10 (3+3+3+1), then 9 (3+3+3): 20 photos in the outbox. */
const SIGNINGS = [[1], [3, 3, 3, 1], [3, 3, 3]];

// The page's own scripts, as text: tsx would wrap their named functions in a helper the page lacks.
/** Counts the page's frames from now (requestAnimationFrame gaps and Long Animation Frames); again from zero when run again. */
const COUNT_FRAMES = `(() => {
  if (window.__frames) {
    window.__frames.gaps.length = 0;
    window.__frames.loaf.length = 0;
    window.__frames.last = performance.now();
    return;
  }
  const frames = { gaps: [], loaf: [], last: performance.now() };
  window.__frames = frames;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) frames.loaf.push(entry.duration);
    }).observe({ type: 'long-animation-frame', buffered: false });
  } catch {
    // no Long Animation Frames in this browser: the rAF gaps stand alone
  }
  const tick = (now) => {
    frames.gaps.push(now - frames.last);
    frames.last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;
/** Marks the first input's change and the first reduced photo shown. */
const MARK_CHOICE = `(() => {
  const mark = { chosen: 0, shown: 0 };
  window.__photoMark = mark;
  document.addEventListener('change', () => { mark.chosen = performance.now(); }, { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-testid=picked-photo]')) {
      mark.shown = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
})()`;
/** When the outbox holds \`expected\` entries, by a count on IndexedDB itself (no entry read, so the page's frames are not the bench's). */
const QUEUED_AT = async ({ name, expected }: { name: string; expected: number }): Promise<number> => {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('indexedDB'));
  });
  const deadline = performance.now() + 120_000;
  try {
    for (;;) {
      const count = await new Promise<number>((resolve, reject) => {
        const request = db.transaction('outbox').objectStore('outbox').count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('count'));
      });
      if (count >= expected) return performance.now();
      if (performance.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    db.close();
  }
};

async function seed(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const db = database.db;
    await seedPermissions(db);
    await ensureAdmin(db, BENCH_ADMIN);
    await db
      .update(s.users)
      .set({ signature: signatureDataUrl(7) })
      .where(sql`email = ${BENCH_ADMIN.email}`);
    const [wh] = await db.insert(s.warehouses).values({ name: 'Foto Deposu', location: 'İzmir' }).returning();
    const [brand] = await db.insert(s.brands).values({ name: 'Makita' }).returning();
    const [category] = await db.insert(s.categories).values({ name: 'Kırıcı' }).returning();
    const [department] = await db.insert(s.departments).values({ name: 'Saha' }).returning();
    await db
      .insert(s.workers)
      .values({ first_name: 'Murat', last_name: 'Kaya', tc_no: '10000000078', phone: '5321119911', department_id: department!.id });
    const count = SIGNINGS.flat().length;
    const items = await db
      .insert(s.equipment)
      .values(
        Array.from({ length: count }, (_, i) => ({
          serial_number: `FB-${String(i + 1).padStart(2, '0')}`,
          model: 'HM1214C',
          status: 'available',
          warehouse_id: wh!.id,
          brand_id: brand!.id,
          category_id: category!.id,
        })),
      )
      .returning({ serial: s.equipment.serial_number });
    return items.map((i) => i.serial).sort();
  } finally {
    await database.close();
  }
}

/** A camera's photo drawn in the page: `width`×¾ of noise a JPEG cannot squeeze. */
async function cameraPhoto(page: Page, width: number): Promise<Buffer> {
  const text = await page.evaluate(async (width) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = (width * 3) / 4;
    const context = canvas.getContext('2d')!;
    const tile = context.createImageData(400, 300);
    for (let p = 0; p < 400 * 300; p++) {
      const x = p % 400;
      const y = Math.floor(p / 400);
      tile.data.set([(x * 7 + ((x * y) % 23) * 5) & 255, (y * 5 + ((x ^ y) % 31) * 3) & 255, ((x + y) * 3) & 255, 255], p * 4);
    }
    for (let x = 0; x < canvas.width; x += 400) for (let y = 0; y < canvas.height; y += 300) context.putImageData(tile, x, y);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let out = '';
    for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(out);
  }, width);
  return Buffer.from(text, 'base64');
}

const outboxCount = (page: Page) =>
  page.evaluate(async () => {
    if (!window.__depoOutbox) window.dispatchEvent(new Event('depo-test-hooks'));
    for (let i = 0; i < 100 && !window.__depoOutbox; i++) await new Promise((r) => setTimeout(r, 50));
    return (await window.__depoOutbox!.entries()).length;
  });

async function waitFor(check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Fills the issue form for these items (offline as far as hand-overs go) and returns when it is ready to send. */
async function fillForm(page: Page, url: string, serials: string[]): Promise<void> {
  await page.goto(`${url}/field-equipment/issue`);
  await page.getByRole('combobox', { name: 'Depo', exact: true }).selectOption({ label: 'Foto Deposu' });
  for (const serial of serials) await page.getByRole('checkbox', { name: new RegExp(serial) }).check();
  const box = page.getByRole('combobox', { name: /Teslim Alan İşçi/ });
  await box.click();
  await box.fill('Kaya');
  await page.getByRole('option', { name: /Kaya/ }).click();
  await page.getByRole('checkbox', { name: /Teslim şartlarını/ }).check();
  const canvas = page.getByRole('img', { name: 'Teslim Alan İmzası' });
  await canvas.scrollIntoViewIfNeeded();
  const at = (await canvas.boundingBox())!;
  await page.mouse.move(at.x + 30, at.y + at.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(at.x + 30 + i * 20, at.y + at.height / 2 + (i % 2 ? 20 : -20), { steps: 2 });
  await page.mouse.up();
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'depo-photos-bench-'));
  const dataDir = path.join(dir, 'data');
  const serials = await seed(dataDir);
  const server = await startServerProcess(PORT, { DATA_DIR: dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    // No service worker: it would send the outbox by itself, past the page's routes (Playwright routes the page's requests).
    const context = await browser.newContext({
      viewport: { width: 820, height: 1180 },
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-posta').fill(BENCH_ADMIN.email);
    await page.getByLabel('Şifre', { exact: true }).fill(BENCH_ADMIN.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    // The measured one as a 12 MP camera takes it; the 19 that fill the outbox smaller (their reduction is not measured).
    const photo = await cameraPhoto(page, 4000);
    const fillerPhoto = await cameraPhoto(page, 2000);
    log(`camera photo ${(photo.length / 1024 / 1024).toFixed(1)} MB, the others ${(fillerPhoto.length / 1024 / 1024).toFixed(1)} MB`);
    // Where the camera photo's time goes, step by step (on a blank page of its own).
    const stepsPage = await context.newPage();
    const steps = await photoSteps(stepsPage, photo.toString('base64'), { width: 1600, height: 1200 });
    await stepsPage.close();
    for (const [step, ms] of Object.entries(steps)) log(`  ${step}: ${step === 'bytes' ? ms : `${ms.toFixed(0)} ms`} (load ${load()})`);
    // No connection for hand-overs: each signing waits in the outbox.
    await page.route('**/api/field-equipment', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );

    // The files as a camera leaves them, on the disk: handed by path, the page reads them itself
    // (a buffer would be sent over the DevTools protocol as base64 and rebuilt in the page first).
    const photoPath = path.join(dir, 'IMG_0001.jpg');
    writeFileSync(photoPath, photo);
    const fillerPaths = [0, 1, 2].map((n) => path.join(dir, `IMG_F${n}.jpg`));
    for (const filler of fillerPaths) writeFileSync(filler, fillerPhoto);

    let next = 0;
    const figures: string[] = [];
    for (const [index, counts] of SIGNINGS.entries()) {
      const chosen = serials.slice(next, next + counts.length);
      next += counts.length;
      await fillForm(page, server.url, chosen);
      const queuedBefore = await outboxCount(page);
      if (index === 0) {
        await page.evaluate(MARK_CHOICE);
        await page.evaluate(COUNT_FRAMES);
      }
      const t0 = performance.now();
      for (const [i, serial] of chosen.entries()) {
        const files = index === 0 ? [photoPath] : fillerPaths.slice(0, counts[i]!);
        const input =
          index === 0
            ? page.getByTestId('handover-photos').getByLabel('Fotoğraf Çek')
            : page.getByLabel(new RegExp(`${serial}: dosyadan seç`));
        // The page is busy reducing the previous item's photos meanwhile.
        await input.setInputFiles(files, { timeout: 300_000 });
      }
      const total = counts.reduce((a, b) => a + b, 0);
      await waitFor(async () => (await page.getByTestId('picked-photo').count()) === total, 300_000);
      const reduced = performance.now() - t0;
      await page.getByRole('button', { name: 'Teslim Et' }).click();
      const expected = queuedBefore + chosen.length;
      const queuedAt = await page.evaluate(QUEUED_AT, { name: OFFLINE_DB_NAME, expected }).catch(async (error: unknown) => {
        await page.screenshot({ path: path.join(os.tmpdir(), 'photos-bench-failed.png'), fullPage: true });
        log(
          `outbox ${await outboxCount(page)}, expected ${expected}; page says: ${(await page.locator('[data-sonner-toast]').allTextContents()).join(' | ')}`,
        );
        throw error;
      });
      const queued = performance.now() - t0;
      if (index === 0) {
        // In the page's clock, from the input's change (the photo chosen) to the reduced photo shown and to its entry stored.
        const mark = await page.evaluate(() => window.__photoMark ?? { chosen: 0, shown: 0 });
        const frames = await page.evaluate(() => window.__frames ?? { gaps: [0], loaf: [] });
        figures.push(
          `| a camera photo to the outbox, from its choice (reduced / queued, the bench's click included) | ${(mark.shown - mark.chosen).toFixed(0)} ms / ${(queuedAt - mark.chosen).toFixed(0)} ms | ≤ 1 s | ${load()} |`,
          `| the same from Playwright's call (reduced / queued) | ${reduced.toFixed(0)} ms / ${queued.toFixed(0)} ms | | ${load()} |`,
          `| longest frame from the choice to the entry (rAF gap / LoAF) | ${Math.max(...frames.gaps).toFixed(0)} ms / ${(frames.loaf.length ? Math.max(...frames.loaf) : 0).toFixed(0)} ms (${frames.gaps.length} frames) | ≤ 100 ms | ${load()} |`,
        );
      }
      log(`signing ${index + 1}: ${total} photos reduced in ${reduced.toFixed(0)} ms, queued at ${queued.toFixed(0)} ms (load ${load()})`);
    }

    // The connection comes back: the outbox is sent while the page counts its frames.
    await page.unroute('**/api/field-equipment');
    await page.evaluate(COUNT_FRAMES);
    const t0 = performance.now();
    await page.evaluate(() => window.__depoOutbox!.replay());
    await waitFor(async () => (await outboxCount(page)) === 0);
    const sentMs = performance.now() - t0;
    const frames = await page.evaluate(() => window.__frames ?? { gaps: [0], loaf: [] });
    const longest = Math.max(...frames.gaps);
    const loaf = frames.loaf.length ? Math.max(...frames.loaf) : 0;
    figures.push(
      `| 20 queued photos sent after reconnecting: longest frame (rAF gap / LoAF) | ${longest.toFixed(0)} ms / ${loaf.toFixed(0)} ms (sent in ${sentMs.toFixed(0)} ms, ${frames.gaps.length} frames) | ≤ 100 ms | ${load()} |`,
    );
    console.log('| figure | measured | limit | load (1 min) |\n|---|---|---|---|');
    console.log(figures.join('\n'));
    console.log(
      `loadavg: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
