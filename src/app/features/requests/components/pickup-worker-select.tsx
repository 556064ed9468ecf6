// Who picks a request up: one of the warehouse's workers (GET /api/requests/options), or none.
import { useMemo } from 'react';
import { SelectField } from '@app/components/select-field';
import { fullName } from '@shared/format';
import type { RequestOptions } from '@shared/requests';

export function PickupWorkerSelect({
  options,
  label,
  placeholder,
  value,
  onChange,
}: {
  options: RequestOptions | undefined;
  label: string;
  /** The empty choice's text. */
  placeholder: string;
  value: string;
  onChange: (workerId: string) => void;
}) {
  const workers = useMemo(() => (options?.workers ?? []).map((w) => ({ value: w.id, label: fullName(w) })), [options]);
  return <SelectField label={label} placeholder={placeholder} options={workers} value={value} onChange={(e) => onChange(e.target.value)} />;
}
