// What end-to-end tests and measurements call on the page: a replay (Playwright's setOffline(false)
// fires no `sync`), the outbox's entries, a mirror sync to wait for, and a move to another screen
// without loading the page again (as a tap on a link does). Never imported statically: the
// signed-in app loads this chunk only when a test asks for it with TEST_HOOKS_EVENT (start.ts,
// tests/e2e/support.ts `outboxHook`), so no screen a user runs installs it, and the build fails
// should its names reach any other chunk (src/app/build/no-test-hooks.ts).
import type { OutboxEntry } from '@device/outbox-replay';
import type { RegisteredRouter } from '@tanstack/react-router';
import { offlineDb } from './db';
import { syncMirrors } from './mirror-sync';
import { replayNow } from './outbox';

declare global {
  interface Window {
    __depoOutbox?: { replay(): Promise<unknown>; entries(): Promise<OutboxEntry[]> };
    __depoMirror?: { sync(): Promise<unknown> };
    __depoRouter?: { open(href: string): Promise<void> };
  }
}

export function installTestHooks(): void {
  window.__depoOutbox = {
    replay: () => replayNow({ ignoreBackoff: true }),
    entries: async () => (await offlineDb()).outbox.orderBy('createdAt').toArray(),
  };
  window.__depoMirror = { sync: syncMirrors };
  window.__depoRouter = { open };
}

/** Goes to `href` in the app and resolves once the new screen is drawn (the router's onRendered). */
async function open(href: string): Promise<void> {
  // The router puts itself on the page's global (TanStack Router does so in every browser).
  const router = (self as { __TSR_ROUTER__?: RegisteredRouter }).__TSR_ROUTER__;
  if (!router) throw new Error('Yönlendirici yok.');
  if (router.state.resolvedLocation?.href === href) return;
  let stop = () => {};
  const rendered = new Promise<void>((resolve) => {
    stop = router.subscribe('onRendered', () => resolve());
  });
  try {
    await router.navigate({ href });
    await rendered;
  } finally {
    stop();
  }
}
