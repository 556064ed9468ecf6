// The issue form's word on the chosen items' required checks (docs/equipment-care.md), decided by
// the shared rule from the device's copy of each item, so it says the same offline as the server
// will: an expired, failed or unrecorded check stops the hand-over; a user holding
// `override_equipment_check` may go on with a written reason (printed on the document); a check
// running out within 30 days is a warning.
import { TextareaField } from '@app/components/textarea-field';
import { CHECK_OVERRIDE_REASON_MIN, handoverCheck, type CheckDue } from '@shared/equipment-checks';
import { warehouseToday } from '@shared/local-day';

export interface CheckedItem {
  id: string;
  serial_number: string;
  check_due?: readonly CheckDue[] | null;
}

export interface HandoverChecks {
  refusals: string[];
  warnings: string[];
}

export function handoverChecks(items: readonly CheckedItem[], today = warehouseToday()): HandoverChecks {
  const out: HandoverChecks = { refusals: [], warnings: [] };
  for (const item of items) {
    const { refusal, warnings } = handoverCheck(item, today);
    if (refusal) out.refusals.push(refusal);
    out.warnings.push(...warnings);
  }
  return out;
}

/** Why the form cannot be sent as it is, or null. */
export function overrideProblem(checks: HandoverChecks, canOverride: boolean, reason: string): string | null {
  if (checks.refusals.length === 0) return null;
  if (!canOverride) return 'Kontrol süresi dolmuş ekipmanlar teslim edilemez: listeden çıkarın.';
  if (reason.trim().length < CHECK_OVERRIDE_REASON_MIN) return `Teslim için gerekçe yazın (en az ${CHECK_OVERRIDE_REASON_MIN} karakter).`;
  return null;
}

export interface HandoverCheckNoticeProps {
  checks: HandoverChecks;
  canOverride: boolean;
  reason: string;
  onReason: (text: string) => void;
  error?: string | null;
}

export function HandoverCheckNotice({ checks, canOverride, reason, onReason, error }: HandoverCheckNoticeProps) {
  if (checks.refusals.length === 0 && checks.warnings.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" aria-label="Periyodik kontroller">
      {checks.refusals.length > 0 ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">Teslim edilemez: kontrol süresi dolmuş</p>
          <ul className="mt-1 list-disc pl-5">
            {checks.refusals.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          {canOverride ? (
            <TextareaField
              containerClassName="mt-3"
              label="Teslim gerekçesi (belgeye yazılır)"
              required
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => onReason(e.target.value)}
              error={error ?? undefined}
            />
          ) : (
            <p className="mt-2">Süresi dolmuş kontrolle teslim yetkiniz yok; ekipmanı listeden çıkarın veya kontrol kaydını girdirin.</p>
          )}
          {error && !canOverride ? <p className="mt-1 font-medium text-red-700">{error}</p> : null}
        </div>
      ) : null}
      {checks.warnings.length > 0 ? (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Kontrol süresi yaklaşıyor</p>
          <ul className="mt-1 list-disc pl-5">
            {checks.warnings.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
