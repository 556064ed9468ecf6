// What a channel answers for one message: delivered, try again later (network, timeout, 5xx,
// 429), or never (the address refuses it for good). A transient failure is never a refusal.
import type { NotificationEvent } from '@shared/notifications';
import type { Message } from '../compose';

export type SendResult = { ok: true } | { ok: false; transient: boolean; reason: string };

export interface OutboxRow {
  id: string;
  key: string;
  event: NotificationEvent;
  channel: string;
  link: string | null;
  user_id: string | null;
  worker_id: string | null;
  payload: Record<string, unknown>;
  attempts: number;
}

export interface Recipient {
  email: string | null;
  phone: string | null;
  name: string;
}

export interface ChannelSender {
  /** Why this channel cannot send now (not configured), or null when it can. */
  unavailable(): string | null;
  send(row: OutboxRow, to: Recipient, message: Message): Promise<SendResult>;
  close?(): Promise<void>;
}

export const transient = (reason: string): SendResult => ({ ok: false, transient: true, reason });
export const refused = (reason: string): SendResult => ({ ok: false, transient: false, reason });

/** A failure's words for the delivery log (never the whole stack). */
export function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return `${typeof code === 'string' ? `${code}: ` : ''}${error.message}`.slice(0, 300);
  }
  return String(error).slice(0, 300);
}
