// Where a scan goes when it is no item's serial (global-scan.tsx), loaded on such a scan only, not
// with the shell: a kit's code opens the kit's sheet (lib/kits/scanned-kit.ts); a stock item's code
// opens the hand-over with one unit of it (docs/stock.md "Scanning stock"); a printed document's code
// or address opens its verification page; anything else is told in a sentence.
import { codeFromScan, verificationPath } from '@shared/documents';
import { findScannedKit, type ScannedKit } from '@app/lib/kits/scanned-kit';
import { findScannedStock } from '@app/lib/stock/stock-scan';
import { unknownSerialMessage } from '@app/lib/scanner/find-scanned';

export type ScanRoute = { kit: ScannedKit } | { path: string } | { message: string };

export async function routeScan(
  serial: string,
  options: { addressed: string | null; camera: boolean; canIssueStock: boolean },
): Promise<ScanRoute> {
  const { addressed, camera, canIssueStock } = options;
  const kit = addressed ? null : await findScannedKit(serial);
  if (kit) return { kit };
  const stock = addressed || !canIssueStock ? undefined : await findScannedStock(serial);
  if (stock) return { path: `/field-equipment/issue?stok=${stock.id}${camera ? '&tara=1' : ''}` };
  const code = addressed ?? codeFromScan(serial);
  return code ? { path: verificationPath(code) } : { message: await unknownSerialMessage(serial) };
}
