// The count screen tells the server it is there (docs/stocktake.md, "Devices"): every HEARTBEAT_MS
// while visible and online, with how many of this device's reads still wait; and that it is
// leaving when it is hidden, left or closed (sent with `keepalive`, so it outlives the page). A
// device that stops reporting while it counted is named when someone closes the count.
import { useEffect, useRef } from 'react';
import { api } from '@app/lib/api-client';
import { isOnline } from '@app/lib/offline/outbox';
import { getToken } from '@app/lib/session-store';
import { HEARTBEAT_MS } from '@shared/schemas/stocktake';
import { deviceId } from './count-store';

export interface PresenceFigures {
  waiting: number;
  lastMineAt: string | null;
}

export function usePresence(sessionId: string, active: boolean, figures: PresenceFigures): void {
  const latest = useRef(figures);
  useEffect(() => {
    latest.current = figures;
  });

  useEffect(() => {
    if (!active) return;
    const path = `/stocktakes/${sessionId}/presence`;
    const body = (leaving: boolean) => ({
      device_id: deviceId(),
      pending: latest.current.waiting,
      last_read_at: latest.current.lastMineAt,
      leaving,
    });
    const report = () => {
      if (!isOnline() || document.visibilityState !== 'visible') return;
      void api.post(path, body(false)).catch(() => undefined);
    };
    const leave = () => {
      const token = getToken();
      if (!token || !isOnline()) return;
      void fetch(`/api${path}`, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body(true)),
      }).catch(() => undefined);
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? leave() : report());
    report();
    const timer = window.setInterval(report, HEARTBEAT_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    window.addEventListener('online', report);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('online', report);
      leave();
    };
  }, [sessionId, active]);
}
