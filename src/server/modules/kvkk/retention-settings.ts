// The retention periods in Ayarlar (docs/kvkk.md): one row, the defaults until the first save.
import { eq } from 'drizzle-orm';
import { RETENTION_LIMITS, type RetentionSettings, type RetentionSettingsInput } from '@shared/kvkk';
import { audit } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import { retentionSettings } from '@server/db/kvkk-schema';
import type { AuthUser } from '@server/http/context';

const DEFAULTS: RetentionSettingsInput = {
  worker_years: RETENTION_LIMITS.worker_years.default,
  notification_days: RETENTION_LIMITS.notification_days.default,
  webhook_days: RETENTION_LIMITS.webhook_days.default,
  signin_days: RETENTION_LIMITS.signin_days.default,
};

export async function readRetention(db: Db | Tx): Promise<RetentionSettings> {
  const [row] = await db.select().from(retentionSettings).where(eq(retentionSettings.id, 1));
  if (!row) return { ...DEFAULTS, updated_at: null };
  const { worker_years, notification_days, webhook_days, signin_days } = row;
  return { worker_years, notification_days, webhook_days, signin_days, updated_at: row.updated_at.toISOString() };
}

export async function saveRetention(db: Db, user: AuthUser, input: RetentionSettingsInput): Promise<RetentionSettings> {
  return db.transaction(async (tx) => {
    const before = await readRetention(tx);
    await tx
      .insert(retentionSettings)
      .values({ id: 1, ...input, updated_by: user.id })
      .onConflictDoUpdate({ target: retentionSettings.id, set: { ...input, updated_by: user.id, updated_at: new Date() } });
    const after = await readRetention(tx);
    await audit(tx, { userId: user.id, action: 'update', entity: 'retention_settings', entityId: null, before, after });
    return after;
  });
}
