// React access to the outbox and connectivity: live counts (Dexie liveQuery), online state, the
// connection the shell shows, and the mirror's status for the 'Çevrimdışı' banner.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useServerReachable } from '../connectivity';
import { useSession } from '../session';
import { outboxStates, watch } from './db';
import { getMirrorStatus, subscribeMirrorStatus, type MirrorStatus } from './mirror-status';

/** How many entries wait and how many failed, read from the outbox's `state` index (`outboxStates`). */
export function useOutboxCounts(): { waiting: number; failed: number } {
  const [states, setStates] = useState<string[]>([]);
  useEffect(() => watch(outboxStates, setStates, () => setStates([])), []);
  const failed = states.filter((s) => s.endsWith(':failed')).length;
  return { waiting: states.length - failed, failed };
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine !== false,
    () => true,
  );
}

export type Connection = 'online' | 'offline' | 'unreachable';

/** 'offline': no network; 'unreachable': network, but the server does not answer (yet). */
export function useConnection(): Connection {
  const online = useOnline();
  const reachable = useServerReachable();
  const { degraded } = useSession();
  if (!online) return 'offline';
  return reachable && !degraded ? 'online' : 'unreachable';
}

export function useMirrorStatus(): MirrorStatus {
  return useSyncExternalStore(subscribeMirrorStatus, getMirrorStatus, getMirrorStatus);
}

/** 'az önce', '12 dakika önce', '3 saat önce', '2 gün önce'. */
export function relativeAge(then: number, now: number = Date.now()): string {
  const minutes = Math.floor(Math.max(0, now - then) / 60_000);
  if (minutes < 1) return 'az önce';
  if (minutes < 60) return `${minutes} dakika önce`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} saat önce`;
  return `${Math.floor(hours / 24)} gün önce`;
}

export function dataAgeText(syncedAt: number | null, now: number = Date.now()): string {
  return syncedAt === null ? 'Veriler henüz bu cihaza indirilmedi' : `Veriler ${relativeAge(syncedAt, now)} güncellendi`;
}

/** Re-renders every `ms` (for ages shown as text). */
export function useNow(ms = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(t);
  }, [ms]);
  return now;
}
