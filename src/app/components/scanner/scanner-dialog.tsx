// Camera scanning of equipment serials (DESIGN.md §5): CODE_128 barcodes of the serial number and QR
// codes, read at the camera's resolution (lib/scanner/camera-reader.ts, loaded on demand). Manual
// entry and a photo of the barcode are the fallbacks when there is no camera or it is refused.
//
//   <ScanButton onScan={(serial) => pick(serial)} continuous />
//
// `onScan(serial)` answers what became of the serial (use-scan-session.ts): nothing/true = taken,
// false or a Turkish message = unknown or not usable here (message shown). In continuous mode the
// camera stays open for many items; otherwise the dialog closes on success.
import { useEffect, useId, useState } from 'react';
import { Button } from '@app/components/button';
import { Modal } from '@app/components/modal';
import { CAMERA_MESSAGES } from '@app/lib/scanner/camera-errors';
import { CameraView, ManualSerialForm, ScanFeedbackList } from './camera-view';
import { useScanSession, type ScanHandler } from './use-scan-session';

export type { ScanHandler, ScanVerdict } from './use-scan-session';

export interface ScannerDialogProps {
  open: boolean;
  onClose: () => void;
  onScan: ScanHandler;
  continuous?: boolean;
  title?: string;
  description?: string;
}

/** Reads a photo of a barcode (html5-qrcode's file reader, loaded on demand). */
async function readPhoto(file: File, elementId: string): Promise<string> {
  const { Html5Qrcode, Html5QrcodeSupportedFormats } = await import('html5-qrcode');
  const reader = new Html5Qrcode(elementId, {
    verbose: false,
    formatsToSupport: [Html5QrcodeSupportedFormats.CODE_128, Html5QrcodeSupportedFormats.QR_CODE],
  });
  try {
    return (await reader.scanFileV2(file, false)).decodedText;
  } finally {
    reader.clear();
  }
}

export function ScannerDialog({ open, onClose, onScan, continuous = false, title = 'Barkod / QR Tara', description }: ScannerDialogProps) {
  const reactId = useId();
  const baseId = `scanner-${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const fileId = `${baseId}-file`;
  const [busy, setBusy] = useState(false);
  const session = useScanSession(onScan, continuous ? undefined : onClose);
  const { reset } = session;

  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const scanFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await session.handle(await readPhoto(file, fileId), false);
    } catch {
      session.say(false, CAMERA_MESSAGES.fileUnreadable);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={
        description ??
        (continuous ? 'Birden çok ekipmanı art arda okutabilirsiniz. Bitince Kapat’a basın.' : 'Barkodu veya QR kodu kameraya gösterin.')
      }
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Kapat
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        <CameraView active={open} onRead={(text) => void session.handle(text, true)} />
        <ScanFeedbackList feedback={session.feedback} />
        <ManualSerialForm idBase={baseId} onSubmit={(serial) => session.handle(serial, false)} />
        <div>
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 text-sm text-slate-700 hover:bg-slate-50">
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              disabled={busy}
              onChange={(e) => void scanFile(e.target.files?.[0]).then(() => (e.target.value = ''))}
            />
            {busy ? 'Fotoğraf okunuyor…' : 'Barkod fotoğrafından oku'}
          </label>
          <div id={fileId} className="hidden" />
        </div>
      </div>
    </Modal>
  );
}
