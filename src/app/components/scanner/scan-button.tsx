// A button that opens the scanner. See scanner-dialog.tsx for what onScan answers.
import { useState } from 'react';
import { buttonClasses, type ButtonVariant } from '@app/components/button';
import { ScanIcon } from './scan-icon';
import { ScannerDialog, type ScanHandler } from './scanner-dialog';

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

export function ScanButton({ onScan, continuous = false, label = 'Tara', title, variant = 'secondary', className = '', disabled, defaultOpen = false }: ScanButtonProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <button type="button" className={buttonClasses(variant, className)} onClick={() => setOpen(true)} disabled={disabled} aria-haspopup="dialog" aria-label={label ? undefined : (title ?? 'Barkod Tara')} title={label ? undefined : (title ?? 'Barkod Tara')}>
        <ScanIcon />
        {label}
      </button>
      <ScannerDialog open={open} onClose={() => setOpen(false)} onScan={onScan} continuous={continuous} title={title} />
    </>
  );
}
