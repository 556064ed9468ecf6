// Whole national ids in rows the device kept from before ids were masked by the server
// (docs/documents.md): masked in place, on the row and on the people it names.
import { isMaskedNationalId, maskNationalId } from '@shared/documents';

/** Masks every whole `tc_no` of a row and of the objects it holds (a hand-over's worker, team leader, issuer). */
export function maskNationalIds(row: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(row)) {
    if (key === 'tc_no' && typeof value === 'string' && value && !isMaskedNationalId(value)) row[key] = maskNationalId(value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) maskNationalIds(value as Record<string, unknown>);
  }
}
