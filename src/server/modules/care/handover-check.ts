// The hand-over's check rule on the server (docs/equipment-care.md): the locked item's required
// checks decide it through the shared `handoverCheck`, the same rule the device applies from its
// mirrored copy. An expired check refuses (409); a user holding `override_equipment_check` may
// hand over with a written reason, which the record keeps (printed) and the audit trail records.
import { CHECK_OVERRIDE_FORBIDDEN, handoverCheck, type CheckDue } from '@shared/equipment-checks';
import { warehouseToday } from '@shared/local-day';
import { audit } from '@server/db/audit';
import type { Tx } from '@server/db/client';
import type { AuthUser } from '@server/http/context';
import { conflict } from '@server/http/errors';
import { can } from '@server/http/guard';

export interface CheckOverride {
  refusal: string;
  reason: string;
}

/** Throws 409 for an unsafe item without an allowed override; the override to keep, or null. */
export function checkHandoverAllowed(
  user: AuthUser,
  item: { serial_number: string; check_due: CheckDue[] | null },
  reason: string | null | undefined,
): CheckOverride | null {
  const { refusal } = handoverCheck(item, warehouseToday());
  if (refusal === null) return null;
  if (!reason) throw conflict(refusal);
  if (!can(user, 'override_equipment_check')) throw conflict(`${refusal} ${CHECK_OVERRIDE_FORBIDDEN}`);
  return { refusal, reason };
}

/** The audit row of an override, beside the hand-over's own. */
export async function auditCheckOverride(
  tx: Tx,
  user: AuthUser,
  recordId: string,
  equipmentId: string,
  override: CheckOverride,
): Promise<void> {
  await audit(tx, {
    userId: user.id,
    action: 'check_override',
    entity: 'field_equipment',
    entityId: recordId,
    before: null,
    after: { equipment_id: equipmentId, refusal: override.refusal, reason: override.reason },
  });
}
