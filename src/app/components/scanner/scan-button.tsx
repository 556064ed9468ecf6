// A button that opens the scanner. See scanner-dialog.tsx for what onScan answers.
import { lazy, Suspense, useRef, useState } from 'react';
import { buttonClasses, type ButtonVariant } from '@app/components/button';
import { ScanIcon } from './scan-icon';
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
  /** Opens at once (a link that asked to scan: the dashboard's 'İade Al'). */
  defaultOpen?: boolean;
}

export function ScanButton({
  onScan,
  continuous = false,
  label = 'Tara',
  title,
  variant = 'secondary',
  className = '',
  disabled,
  defaultOpen = false,
}: ScanButtonProps) {
  const [open, setOpen] = useState(defaultOpen);
  // Kept mounted after the first opening, so that it closes with its animation.
  const opened = useRef(false);
  if (open) opened.current = true;
  return (
    <>
      <button
        type="button"
        className={buttonClasses(variant, className)}
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-label={label ? undefined : (title ?? 'Barkod Tara')}
        title={label ? undefined : (title ?? 'Barkod Tara')}
      >
        <ScanIcon />
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
