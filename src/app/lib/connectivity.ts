// Whether the server answers, beside the browser's own online flag (DESIGN.md §4–5): a network
// error, a timeout or a 502/503/504 marks the server unreachable, any answer from it marks it
// reachable again. While it is unreachable the shell shows the app as offline, and the server is
// asked every few seconds (GET /api/health) so that the shell recovers without a user action.
import { useSyncExternalStore } from 'react';
import { READ_IDLE_TIMEOUT_MS, isSuccess, serverAnswer, timedFetch } from '@shared/timed-fetch';
import { isGatewayFault } from './network-faults';

const PROBE_INTERVAL_MS = 10_000;

let reachable = true;
const listeners = new Set<() => void>();
let probe: ReturnType<typeof setTimeout> | undefined;

export function isServerReachable(): boolean {
  return reachable;
}

export { isGatewayFault };

export function reportServerReachable(value: boolean): void {
  if (value === reachable) return;
  reachable = value;
  for (const l of listeners) l();
  if (!value) scheduleProbe();
  else clearTimeout(probe);
}

function scheduleProbe(): void {
  if (typeof window === 'undefined') return;
  clearTimeout(probe);
  probe = setTimeout(() => {
    void timedFetch('/api/health', { headers: { accept: 'application/json' } }, { deadlineMs: READ_IDLE_TIMEOUT_MS / 3 })
      .then((answer) => reportServerReachable(isSuccess(serverAnswer(answer).status)))
      .catch(() => reportServerReachable(false))
      .finally(() => {
        if (!reachable) scheduleProbe();
      });
  }, PROBE_INTERVAL_MS);
}

/** Called when the server comes back (after being unreachable). */
export function onServerReachable(listener: () => void): () => void {
  const wrapped = () => {
    if (reachable) listener();
  };
  listeners.add(wrapped);
  return () => listeners.delete(wrapped);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServerReachable(): boolean {
  return useSyncExternalStore(subscribe, isServerReachable, () => true);
}
