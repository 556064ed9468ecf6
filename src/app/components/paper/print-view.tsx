// Printing a part of the page on its own (a barcode, a label sheet): the content is rendered into
// a body-level root that only exists for print media, and everything else is hidden while printing.
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { portalBoundary } from '@app/components/portal-boundary';

const PRINT_CSS = `
@media screen { .depo-print-root { display: none; } }
@media print {
  body > *:not(.depo-print-root) { display: none !important; }
  .depo-print-root { display: block; color: #000; background: #fff; }
  @page { size: A4; margin: 10mm; }
}`;

export function usePrintView() {
  const [content, setContent] = useState<ReactNode | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (content === null) return;
    // Let the content (and its barcodes) paint before the print dialog opens.
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, [content, round]);

  const portal =
    content === null
      ? null
      : createPortal(
          <div className="depo-print-root" data-testid="print-root" {...portalBoundary}>
            <style>{PRINT_CSS}</style>
            {content}
          </div>,
          document.body,
        );

  return {
    print(next: ReactNode) {
      setContent(next);
      setRound((r) => r + 1);
    },
    portal,
  };
}
