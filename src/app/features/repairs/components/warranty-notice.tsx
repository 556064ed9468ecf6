// 'Garantili' on a fault reported within its item's warranty (docs/equipment-care.md "Value and
// warranty"): shown on the fault's page and in the assign and complete dialogs, before a repairer is
// chosen. The row's `under_warranty_until` is the server's decision.
import { warrantyNotice } from '@shared/equipment-value';

export function WarrantyNotice({ until }: { until: string | null | undefined }) {
  if (!until) return null;
  return (
    <p
      role="note"
      data-testid="warranty-notice"
      className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900"
    >
      {warrantyNotice(until)}
    </p>
  );
}
