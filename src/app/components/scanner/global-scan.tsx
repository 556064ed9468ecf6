// A scan anywhere: the shell's scan button (or the dashboard's 'Tara'), a keyboard-wedge scanner
// while nothing is focused, or the serial typed in the scanner. The item is found in the device's
// copy (offline too) and the action sheet offers what can be done with it next. The wedge reader
// here stands down while a screen listens with its own (the count screen, the hand-over form).
// The scanner and the sheet are loaded on the first scan: the shell stays small. The shell mounts
// the host once (AppShell); the buttons (top bar, sidebar, dashboard) only ask it to open.
// A printed document's QR code (its address) opens its verification page; so does its short code
// typed, when no item has that serial number (a bare code looks like many serials). A kit's code
// ('SET-00001') opens the kit's sheet (lib/kits/scanned-kit.ts).
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { toast } from '@app/lib/toast';
import { useSession } from '@app/lib/session';
import type { ScanResult } from '@app/lib/scanner/find-scanned';
import type { ScannedKit } from '@app/lib/kits/scanned-kit';
import { onOpenScanner, openScanner } from '@app/lib/scanner/scan-launcher';
import { useKeyboardWedge } from '@app/lib/scanner/use-keyboard-wedge';
import { MESSAGES as NETWORK } from '@app/lib/network-faults';
import { buttonClasses } from '@app/components/button';
import { ScanIcon } from './scan-icon';

const ScannerDialog = lazy(() => import('./scanner-dialog').then((m) => ({ default: m.ScannerDialog })));
const ScanActionSheet = lazy(() => import('./scan-action-sheet').then((m) => ({ default: m.ScanActionSheet })));
const KitActionSheet = lazy(() => import('./kit-action-sheet').then((m) => ({ default: m.KitActionSheet })));

/** The one scanner, action sheet and keyboard-wedge reader of the signed-in shell. */
export function GlobalScanHost() {
  const session = useSession();
  const allowed = session.can('view_equipment');
  const [scanning, setScanning] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [sheet, setSheet] = useState<{
    result: ScanResult;
    camera: boolean;
  } | null>(null);
  const [kitSheet, setKitSheet] = useState<{ scanned: ScannedKit; camera: boolean } | null>(null);

  const resolve = useCallback(
    async (serial: string) => {
      const { findScanned } = await import('@app/lib/scanner/find-scanned');
      return findScanned(serial, {
        handovers: session.can('view_field_equipment'),
        counts: session.can('manage_stocktake'),
      });
    },
    [session],
  );

  const router = useRouter();
  const canIssueStock = session.can('issue_stock') && session.can('view_field_equipment');
  /** The item's action sheet, else where scan-routing.ts sends the read, or the message to show. */
  const take = useCallback(
    async (serial: string, camera: boolean): Promise<true | string> => {
      // A document's code is told apart only on a scan: its module loads then, not with the shell.
      const { codeFromAddress } = await import('@shared/documents');
      const addressed = codeFromAddress(serial);
      const result = addressed ? null : await resolve(serial);
      if (result) {
        setSheet({ result, camera });
        return true;
      }
      const { routeScan } = await import('./scan-routing');
      const next = await routeScan(serial, { addressed, camera, canIssueStock });
      if ('kit' in next) {
        setKitSheet({ scanned: next.kit, camera });
        return true;
      }
      if ('message' in next) return next.message;
      setScanning(false);
      router.history.push(next.path);
      return true;
    },
    [resolve, router, canIssueStock],
  );

  const open = useCallback(() => {
    setLoaded(true);
    setSheet(null);
    setKitSheet(null);
    setScanning(true);
  }, []);
  useEffect(() => (allowed ? onOpenScanner(open) : undefined), [allowed, open]);

  useKeyboardWedge(
    (serial) => {
      setLoaded(true);
      void take(serial, false).then(
        (outcome) => (outcome === true ? undefined : toast.error(outcome)),
        // The messages load with the scan's own modules, not with the shell. Where even they cannot be
        // had (no network and no service worker), the scan failed for want of the server, not of the item.
        () =>
          void import('@shared/equipment-move-messages').then(
            ({ moveMessages }) => toast.error(moveMessages.notFound(serial)),
            () => toast.error(NETWORK.unreachable),
          ),
      );
    },
    allowed && !scanning && sheet === null && kitSheet === null,
    { fallback: true },
  );

  if (!allowed || !loaded) return null;
  return (
    <Suspense fallback={null}>
      <ScannerDialog open={scanning} onClose={() => setScanning(false)} title="Ekipman Tara" onScan={(serial) => take(serial, true)} />
      <ScanActionSheet result={sheet?.result ?? null} camera={sheet?.camera ?? false} onClose={() => setSheet(null)} onScanAgain={open} />
      <KitActionSheet
        scanned={kitSheet?.scanned ?? null}
        camera={kitSheet?.camera ?? false}
        onClose={() => setKitSheet(null)}
        onScanAgain={open}
      />
    </Suspense>
  );
}

/** The shell's scan button (top bar on a phone, sidebar on a desktop). */
export function GlobalScan() {
  const { can } = useSession();
  if (!can('view_equipment')) return null;
  return (
    <button
      type="button"
      className={buttonClasses('ghost', '!px-2')}
      onClick={openScanner}
      aria-haspopup="dialog"
      aria-label="Ekipman Tara"
      title="Ekipman Tara"
    >
      <ScanIcon />
    </button>
  );
}
