// Offline start-up, once for the signed-in app (the app root calls useOfflineStart): the page's
// outbox replay, the mirror sync, and the lists refreshed whenever the outbox changes (docs/offline.md).
import { useEffect } from 'react';
import { queryClient } from '../query-client';
import { outboxStates, watch } from './db';
import { startMirrorSync, syncTable } from '@app/lib/offline/mirror';
import { onOutboxReport, startOutbox } from './outbox';

/**
 * Lists show the outbox laid over their rows (overlay.ts), so they are refetched whenever the set
 * of entries or their states change (read from the `state` index, not the entries) — also right
 * after start, when the persisted query cache may hold rows from before an entry was queued.
 */
function refreshOnOutboxChange(): () => void {
  let last: string | null = null;
  return watch(outboxStates, (states) => {
    const signature = states.join();
    if (last === signature) return;
    const first = last === null;
    last = signature;
    if (first && signature === '') return;
    void queryClient.invalidateQueries();
  });
}

/** Tests ask the signed-in app for their hooks with this event; the hooks' chunk loads then only. */
export const TEST_HOOKS_EVENT = 'depo-test-hooks';
const installTestHooks = () => void import('./test-hooks').then((m) => m.installTestHooks());

export function startOffline(): () => void {
  window.addEventListener(TEST_HOOKS_EVENT, installTestHooks);
  const stopOutbox = startOutbox();
  const stopSync = startMirrorSync();
  // Lists show the effect of the outbox: refresh them when entries land or fail.
  // Stock that left the shelf lands: the copy's levels follow (docs/stock.md "Offline").
  const stopReports = onOutboxReport((report) => {
    if (report.sent.some(({ entry }) => entry.kind === 'stock_issue' || entry.kind === 'issue_equipment')) void syncTable('stock_levels');
    void queryClient.invalidateQueries();
  });
  const stopRefresh = refreshOnOutboxChange();
  return () => {
    window.removeEventListener(TEST_HOOKS_EVENT, installTestHooks);
    stopOutbox();
    stopSync();
    stopReports();
    stopRefresh();
  };
}

/** Runs the offline start-up while a user is signed in (and stops it at sign-out). */
export function useOfflineStart(signedIn: boolean): void {
  useEffect(() => (signedIn ? startOffline() : undefined), [signedIn]);
}
