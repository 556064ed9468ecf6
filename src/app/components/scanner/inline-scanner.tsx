// Scanning inside a form (Teslim Et, İade Al): the camera opens in the form itself and stays open,
// so every scanned item joins the list at once and nothing has to be opened or closed between
// items. What cannot join is said in the feedback lines (and by the form beside the item).
import { useId } from 'react';
import { buttonClasses } from '@app/components/button';
import { ScanIcon } from './scan-icon';
import { CameraView, ManualSerialForm, ScanFeedbackList } from './camera-view';
import { useScanSession, type ScanHandler } from './use-scan-session';

export interface InlineScannerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onScan: ScanHandler;
  /** The button that opens it, e.g. 'Barkodla Ekle'. */
  label: string;
  /** What the panel is for, read by screen readers. */
  title: string;
  /**
   * The form is being sent: the camera stops reading (and the phone decoding) until the answer, so no
   * read changes what is on its way; a refused send finds the camera on again.
   */
  paused?: boolean;
}

export function InlineScanner({ open, onOpenChange, onScan, label, title, paused = false }: InlineScannerProps) {
  const idBase = `inline-scan-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const session = useScanSession(onScan);
  if (!open) {
    return (
      <button type="button" className={buttonClasses('secondary', 'self-start')} onClick={() => onOpenChange(true)} aria-expanded={false}>
        <ScanIcon />
        {label}
      </button>
    );
  }
  return (
    <section
      id={idBase}
      aria-label={title}
      className="flex flex-col gap-3 rounded-xl border border-blue-200 bg-blue-50/40 p-3"
      data-testid="inline-scanner"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-800">Kamera açık: ekipmanları art arda okutun.</p>
        <button type="button" className={buttonClasses('ghost', '-mr-2')} onClick={() => onOpenChange(false)}>
          Kamerayı Kapat
        </button>
      </div>
      <CameraView active={!paused} size="compact" onRead={(text) => void session.handle(text, true)} />
      <ScanFeedbackList feedback={session.feedback.slice(0, 3)} />
      <ManualSerialForm idBase={idBase} onSubmit={(serial) => session.handle(serial, false)} />
    </section>
  );
}
