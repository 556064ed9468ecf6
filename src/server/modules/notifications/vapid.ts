// The server's VAPID key pair for Web Push: made on the first start and kept in the database, so
// every process (and every restart) signs with the same keys and devices stay subscribed.
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '@server/db/client';
import { queryRows } from '@server/db/sql';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export async function ensureVapidKeys(db: Db): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  // Two processes starting together: the first insert wins and both read it back.
  await db.execute(
    sql`insert into notification_keys (name, value) values ('vapid', ${JSON.stringify(made)}) on conflict (name) do nothing`,
  );
  return readVapidKeys(db);
}

export async function readVapidKeys(db: Db): Promise<VapidKeys> {
  const [row] = await queryRows<{ value: string }>(db, sql`select value from notification_keys where name = 'vapid'`);
  if (!row) return ensureVapidKeys(db);
  return JSON.parse(row.value) as VapidKeys;
}
