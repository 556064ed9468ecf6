// What the notification code of this process knows about its configuration: whether SMS is on,
// how long a hand-over receipt waits for the rest of its batch, the clock (fixed in tests), and
// the sender to wake after a commit. Set once by the runtime at start (runtime.ts).

export interface NotifySettings {
  /** SMS rows are written only while a gateway is configured (SMS is off until then). */
  smsEnabled: boolean;
  /** A hand-over receipt or a transfer notice waits this long for the rest of its batch. */
  batchWaitMs: number;
  clock: () => Date;
}

let current: NotifySettings = { smsEnabled: false, batchWaitMs: 30_000, clock: () => new Date() };
let waker: ((at: Date) => void) | undefined;

export function configureNotify(settings: Partial<NotifySettings>): void {
  current = { ...current, ...settings };
}

export function notifySettings(): NotifySettings {
  return current;
}

/** The runtime's sender registers here; an enqueue asks it to look again when the row is due. */
export function onWake(handler: ((at: Date) => void) | undefined): void {
  waker = handler;
}

export function wakeSender(at: Date): void {
  waker?.(at);
}
