// Finding a scanned serial in a list: exact first, then ignoring case and surrounding spaces
// (a label printed as 'sn-001' still finds 'SN-001'). Turkish-aware folding from shared/search.
import { foldTurkish } from '@shared/search';

export function findBySerial<T extends { serial_number: string }>(rows: readonly T[], scanned: string): T | undefined {
  const value = scanned.trim();
  const exact = rows.find((r) => r.serial_number === value);
  if (exact) return exact;
  const folded = foldTurkish(value);
  return rows.find((r) => foldTurkish(r.serial_number.trim()) === folded);
}
