// What end-to-end tests and measurements call on the page (setOffline(false) fires no `sync`, and a
// bench waits for a sync it started): set by the outbox and the mirror sync at their start.
import type { OutboxEntry } from '@shared/outbox-replay';

declare global {
  interface Window {
    __depoOutbox?: { replay(): Promise<unknown>; entries(): Promise<OutboxEntry[]> };
    __depoMirror?: { sync(): Promise<unknown> };
  }
}

export {};
