// One server's notification module: whether SMS is on, how long a hand-over receipt waits for the
// rest of its batch, its one clock (fixed in tests), and the sender to wake after a commit. Made
// by the runtime at start (runtime.ts) and handed to the routes through the context; every piece
// of the module that needs one of these is given the notifier, none keeps its own.

export interface NotifySettings {
  /** SMS rows are written only while a gateway is configured (SMS is off until then). */
  smsEnabled: boolean;
  /** A hand-over receipt or a transfer notice waits this long for the rest of its batch. */
  batchWaitMs: number;
  clock: () => Date;
}

export class Notifier {
  readonly settings: NotifySettings;
  private waker: ((at: Date) => void) | undefined;

  constructor(settings: Partial<NotifySettings> = {}) {
    this.settings = { smsEnabled: false, batchWaitMs: 30_000, clock: () => new Date(), ...settings };
  }

  /** The module's one clock. */
  now(): Date {
    return this.settings.clock();
  }

  /** The runtime's sender registers here; an enqueue asks it to look again when the row is due. */
  onWake(handler: ((at: Date) => void) | undefined): void {
    this.waker = handler;
  }

  wake(at: Date): void {
    this.waker?.(at);
  }
}
