// A button that opens the scanner. See scanner-dialog.tsx for what onScan answers.
import { lazy, Suspense, useRef, useState } from 'react';
import { buttonClasses, type ButtonVariant } from '@app/components/button';
import type { ScanHandler } from './scanner-dialog';

// The dialog (and, inside it, the camera decoder) loads when a scan is first asked for; the
// service worker precaches it for offline use (docs/performance.md "First JS").
const ScannerDialog = lazy(() => import('./scanner-dialog').then((m) => ({ default: m.ScannerDialog })));

export interface ScanButtonProps {
  onScan: ScanHandler;
  continuous?: boolean;
  label?: string;
  title?: string;
  variant?: ButtonVariant;
  className?: string;
  disabled?: boolean;
}

export function ScanButton({ onScan, continuous = false, label = 'Tara', title, variant = 'secondary', className = '', disabled }: ScanButtonProps) {
  const [open, setOpen] = useState(false);
  // Kept mounted after the first opening, so that it closes with its animation.
  const opened = useRef(false);
  if (open) opened.current = true;
  return (
    <>
      <button type="button" className={buttonClasses(variant, className)} onClick={() => setOpen(true)} disabled={disabled} aria-haspopup="dialog" aria-label={label ? undefined : (title ?? 'Barkod Tara')} title={label ? undefined : (title ?? 'Barkod Tara')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 7V5a2 2 0 0 1 2-2h2M17 3h2a2 2 0 0 1 2 2v2M21 17v2a2 2 0 0 1-2 2h-2M7 21H5a2 2 0 0 1-2-2v-2M7 8v8M10 8v8M13 8v8M17 8v8" />
        </svg>
        {label}
      </button>
      {opened.current ? (
        <Suspense fallback={null}>
          <ScannerDialog open={open} onClose={() => setOpen(false)} onScan={onScan} continuous={continuous} title={title} />
        </Suspense>
      ) : null}
    </>
  );
}
