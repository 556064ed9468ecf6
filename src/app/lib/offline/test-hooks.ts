// What end-to-end tests and measurements call on the page: a replay (Playwright's setOffline(false)
// fires no `sync`), the outbox's entries, a mirror sync to wait for. Never imported statically: the
// signed-in app loads this chunk only when a test asks for it with TEST_HOOKS_EVENT (start.ts,
// tests/e2e/support.ts `outboxHook`), so no screen a user runs installs it, and the build fails
// should its names reach any other chunk (src/app/build/no-test-hooks.ts).
import type { OutboxEntry } from '@device/outbox-replay';
import { offlineDb } from './db';
import { syncMirrors } from './mirror-sync';
import { replayNow } from './outbox';

declare global {
  interface Window {
    __depoOutbox?: { replay(): Promise<unknown>; entries(): Promise<OutboxEntry[]> };
    __depoMirror?: { sync(): Promise<unknown> };
  }
}

export function installTestHooks(): void {
  window.__depoOutbox = {
    replay: () => replayNow({ ignoreBackoff: true }),
    entries: async () => (await offlineDb()).outbox.orderBy('createdAt').toArray(),
  };
  window.__depoMirror = { sync: syncMirrors };
}
