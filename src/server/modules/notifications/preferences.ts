// Each user's choices (events × channels, quiet hours), with the defaults of
// src/shared/notifications.ts for anything not chosen.
import { inArray } from 'drizzle-orm';
import {
  DEFAULT_QUIET_END,
  DEFAULT_QUIET_START,
  USER_CHANNELS,
  USER_EVENT_DEFAULTS,
  USER_EVENTS,
  minuteText,
  parseMinute,
  type NotificationEvent,
  type PreferencesInput,
  type UserChannel,
} from '@shared/notifications';
import type { Db, Tx } from '@server/db/client';
import { notificationPreferences } from '@server/db/notifications-schema';

export interface UserPrefs {
  channels: Record<string, UserChannel[]>;
  quietStart: number;
  quietEnd: number;
}

export const DEFAULT_PREFS: UserPrefs = {
  channels: Object.fromEntries(USER_EVENTS.map((e) => [e, [...(USER_EVENT_DEFAULTS[e] ?? [])]])),
  quietStart: DEFAULT_QUIET_START,
  quietEnd: DEFAULT_QUIET_END,
};

export async function prefsFor(db: Db | Tx, userIds: readonly string[]): Promise<Map<string, UserPrefs>> {
  const map = new Map<string, UserPrefs>();
  if (userIds.length === 0) return map;
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.user_id, [...userIds]));
  for (const row of rows) {
    map.set(row.user_id, {
      channels: { ...DEFAULT_PREFS.channels, ...row.channels } as UserPrefs['channels'],
      quietStart: row.quiet_start,
      quietEnd: row.quiet_end,
    });
  }
  return map;
}

/** The channels a user gets `event` on (the defaults when they chose nothing). */
export function channelsFor(prefs: UserPrefs | undefined, event: NotificationEvent): UserChannel[] {
  const chosen = (prefs ?? DEFAULT_PREFS).channels[event] ?? USER_EVENT_DEFAULTS[event] ?? [];
  return USER_CHANNELS.filter((c) => chosen.includes(c));
}

export async function savePrefs(db: Db, userId: string, input: PreferencesInput): Promise<void> {
  const channels = Object.fromEntries(
    USER_EVENTS.map((e) => [e, USER_CHANNELS.filter((c) => (input.channels[e] ?? DEFAULT_PREFS.channels[e] ?? []).includes(c))]),
  );
  const values = {
    user_id: userId,
    channels,
    quiet_start: parseMinute(input.quiet_start)!,
    quiet_end: parseMinute(input.quiet_end)!,
    updated_at: new Date(),
  };
  await db
    .insert(notificationPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: notificationPreferences.user_id,
      set: { channels: values.channels, quiet_start: values.quiet_start, quiet_end: values.quiet_end, updated_at: values.updated_at },
    });
}

export function prefsAnswer(prefs: UserPrefs | undefined): {
  channels: Record<string, UserChannel[]>;
  quiet_start: string;
  quiet_end: string;
} {
  const p = prefs ?? DEFAULT_PREFS;
  return { channels: p.channels, quiet_start: minuteText(p.quietStart), quiet_end: minuteText(p.quietEnd) };
}
