// An A4 sheet printed by the browser's print command: rendered outside the app shell (a portal on
// <body>), hidden on screen; the print stylesheet hides everything else. `usePrintRequest` prints
// once the sheet's parts are ready (the seal's QR drawn), or without them when they cannot be had.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { portalBoundary } from '../portal-boundary';
import { PAPER_CSS } from './paper-parts';

const SHEET_CSS = `
.paper-sheet { display: none; }
@media print {
  @page { size: A4 portrait; margin: 14mm; }
  html, body { background: #fff !important; }
  body > *:not(.paper-sheet) { display: none !important; }
  .paper-sheet { display: block; color: #000; font-size: 10.5pt; line-height: 1.4; font-family: system-ui, sans-serif; }
  .paper-sheet h1 { font-size: 16pt; margin: 4pt 0 0; }
  .paper-sheet h2 { font-size: 11pt; margin: 12pt 0 4pt; text-transform: uppercase; letter-spacing: .03em; }
  .paper-sheet table { width: 100%; border-collapse: collapse; }
  .paper-sheet th, .paper-sheet td { border: .75pt solid #555; padding: 3pt 5pt; text-align: left; vertical-align: top; }
  .paper-sheet th { background: #eee; font-weight: 600; }
  .paper-sheet tr { break-inside: avoid; }
  .paper-sheet-head { display: flex; justify-content: space-between; align-items: flex-end; gap: 10pt; border-bottom: 1.5pt solid #000; padding-bottom: 6pt; }
  .paper-sheet-meta { text-align: right; font-size: 9.5pt; }
  .paper-sheet-lines { display: flex; gap: 16pt; margin-top: 24pt; break-inside: avoid; }
  .paper-sheet-lines div { flex: 1; border-top: .75pt solid #555; padding-top: 3pt; font-size: 9.5pt; }
  .paper-sheet-foot { margin-top: 10pt; font-size: 8pt; color: #444; }
}`;

export function PrintSheet({ children, testId }: { children: ReactNode; testId?: string }) {
  return createPortal(
    <div className="paper-sheet" data-testid={testId} {...portalBoundary}>
      <style>{SHEET_CSS + PAPER_CSS}</style>
      {children}
    </div>,
    document.body,
  );
}

/**
 * `request()` asks for a print; it happens once `ready` (or `failed`) holds. `onSealReady` is handed
 * to the seal. The sheet stays mounted while `printing`.
 */
export function usePrintRequest({ waitForSeal }: { waitForSeal: boolean }) {
  const [requested, setRequested] = useState(0);
  const [sealReady, setSealReady] = useState(false);
  const printed = useRef(0);
  const onSealReady = useCallback(() => setSealReady(true), []);
  useEffect(() => {
    if (requested === 0 || printed.current === requested || (waitForSeal && !sealReady)) return;
    printed.current = requested;
    window.print();
  }, [requested, waitForSeal, sealReady]);
  return { printing: requested > 0, request: () => setRequested((n) => n + 1), onSealReady };
}
