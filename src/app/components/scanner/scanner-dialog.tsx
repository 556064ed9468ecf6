// Camera scanning of equipment serials (DESIGN.md §5): CODE_128 barcodes of the serial number and QR
// codes, through html5-qrcode loaded on demand (it is ~107 KB). Manual entry and a photo of the
// barcode (scanFileV2) are the fallbacks when there is no camera or it is refused.
//
//   <ScanButton onScan={(serial) => pick(serial)} continuous />
//
// `onScan(serial)` answers what became of the serial: nothing/true = taken (short high beep),
// false or a Turkish message = unknown or not usable here (low double tone, message shown). In
// continuous mode the camera stays open for many items; otherwise the dialog closes on success.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Html5Qrcode as Scanner } from 'html5-qrcode';
import { Button } from '@app/components/button';
import { Modal } from '@app/components/modal';
import { beep } from '@app/lib/scanner/beep';
import { CAMERA_MESSAGES, cameraErrorMessage } from '@app/lib/scanner/camera-errors';

export type ScanVerdict = void | boolean | string;
export type ScanHandler = (serial: string) => ScanVerdict | Promise<ScanVerdict>;

export interface ScannerDialogProps {
  open: boolean;
  onClose: () => void;
  onScan: ScanHandler;
  continuous?: boolean;
  title?: string;
  description?: string;
}

interface Feedback {
  key: number;
  ok: boolean;
  text: string;
}

/** The same code seen by the camera again within this time is one scan. */
const REPEAT_MS = 2500;


async function createScanner(elementId: string): Promise<Scanner> {
  const { Html5Qrcode, Html5QrcodeSupportedFormats } = await import('html5-qrcode');
  return new Html5Qrcode(elementId, {
    verbose: false,
    formatsToSupport: [Html5QrcodeSupportedFormats.CODE_128, Html5QrcodeSupportedFormats.QR_CODE],
  });
}

export function ScannerDialog({ open, onClose, onScan, continuous = false, title = 'Barkod / QR Tara', description }: ScannerDialogProps) {
  const reactId = useId();
  const baseId = `scanner-${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const cameraId = `${baseId}-camera`;
  const fileId = `${baseId}-file`;
  const [cameraState, setCameraState] = useState<'starting' | 'running' | 'error'>('starting');
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback[]>([]);
  const [manual, setManual] = useState('');
  const [busy, setBusy] = useState(false);
  const onScanRef = useRef(onScan);
  const onCloseRef = useRef(onClose);
  const recent = useRef(new Map<string, number>());
  const seq = useRef(0);

  useEffect(() => {
    onScanRef.current = onScan;
    onCloseRef.current = onClose;
  });

  const handle = useCallback(
    async (raw: string, fromCamera: boolean) => {
      const serial = raw.trim();
      if (!serial) return;
      const now = Date.now();
      const last = recent.current.get(serial);
      if (fromCamera && last !== undefined && now - last < REPEAT_MS) return;
      recent.current.set(serial, now);
      let verdict: ScanVerdict;
      try {
        verdict = await onScanRef.current(serial);
      } catch {
        verdict = `${serial}: işlenemedi.`;
      }
      const rejected = verdict === false || typeof verdict === 'string';
      beep(rejected ? 'error' : 'ok');
      const text = typeof verdict === 'string' ? verdict : rejected ? `${serial}: bu işlem için uygun değil.` : `${serial} okundu.`;
      setFeedback((list) => [{ key: seq.current++, ok: !rejected, text }, ...list].slice(0, 6));
      if (!rejected && !continuous) onCloseRef.current();
    },
    [continuous],
  );

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    let scanner: Scanner | null = null;
    setCameraState('starting');
    setCameraError(null);
    setFeedback([]);
    recent.current.clear();

    const start = async () => {
      if (window.isSecureContext === false || !navigator.mediaDevices?.getUserMedia) {
        throw Object.assign(new Error('no camera'), { name: window.isSecureContext === false ? 'SecurityError' : 'NotFoundError' });
      }
      // The modal's content is in the DOM a frame after `open`.
      for (let i = 0; i < 30 && !document.getElementById(cameraId); i++) await new Promise((r) => requestAnimationFrame(r));
      if (cancelled) return;
      scanner = await createScanner(cameraId);
      if (cancelled) return;
      await scanner.start(
        // 'environment' as a preference, not `exact`: devices without a facing mode still work.
        { facingMode: 'environment' },
        {
          fps: 10,
          // A wide box (at least 500×200 where the view allows): 1D barcodes are wide and flat; a
          // square box misses them, and a long serial needs most of the width.
          qrbox: (w, h) => ({ width: Math.max(60, Math.min(800, Math.floor(w * 0.9))), height: Math.max(60, Math.min(220, Math.floor(h * 0.6))) }),
        },
        (text) => void handle(text, true),
        () => {},
      );
      if (cancelled) await scanner.stop().catch(() => undefined);
      else setCameraState('running');
    };
    start().catch((error: unknown) => {
      if (cancelled) return;
      setCameraState('error');
      setCameraError(cameraErrorMessage(error));
    });

    return () => {
      cancelled = true;
      const s = scanner;
      if (s?.isScanning) {
        s.stop()
          .then(() => s.clear())
          .catch(() => undefined);
      }
    };
  }, [open, cameraId, handle]);

  const submitManual = async () => {
    const value = manual.trim();
    if (!value) return;
    setManual('');
    await handle(value, false);
  };

  const scanFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const reader = await createScanner(fileId);
      const result = await reader.scanFileV2(file, false);
      reader.clear();
      await handle(result.decodedText, false);
    } catch {
      beep('error');
      setFeedback((list) => [{ key: seq.current++, ok: false, text: CAMERA_MESSAGES.fileUnreadable }, ...list].slice(0, 6));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={description ?? (continuous ? 'Birden çok ekipmanı art arda okutabilirsiniz. Bitince Kapat’a basın.' : 'Barkodu veya QR kodu kameraya gösterin.')}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Kapat
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="relative overflow-hidden rounded-lg bg-slate-900" style={{ minHeight: cameraState === 'error' ? undefined : '12rem' }}>
          <div id={cameraId} data-testid="scanner-camera" className="w-full" />
          {cameraState === 'starting' ? <p className="absolute inset-0 flex items-center justify-center text-sm text-white">Kamera açılıyor…</p> : null}
        </div>
        {cameraError ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {cameraError}
          </p>
        ) : null}

        <div aria-live="polite" className="flex flex-col gap-1">
          {feedback.map((f) => (
            <p key={f.key} className={`rounded-md px-3 py-1.5 text-sm ${f.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}>
              <span aria-hidden="true">{f.ok ? '✓ ' : '✗ '}</span>
              {f.text}
            </p>
          ))}
        </div>

        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void submitManual();
          }}
        >
          <div className="flex flex-1 flex-col gap-1.5">
            <label htmlFor={`${baseId}-manual`} className="text-sm font-medium text-slate-700">
              Seri numarasını elle girin
            </label>
            <input
              id={`${baseId}-manual`}
              value={manual}
              onChange={(e) => setManual(e.target.value)}
              autoComplete="off"
              placeholder="SN-2024-001"
              className="min-h-11 rounded-lg border border-slate-300 px-3 text-base focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30"
            />
          </div>
          <Button type="submit" variant="secondary" disabled={!manual.trim()}>
            Ekle
          </Button>
        </form>

        <div>
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 text-sm text-slate-700 hover:bg-slate-50">
            <input type="file" accept="image/*" capture="environment" className="sr-only" disabled={busy} onChange={(e) => void scanFile(e.target.files?.[0]).then(() => (e.target.value = ''))} />
            {busy ? 'Fotoğraf okunuyor…' : 'Barkod fotoğrafından oku'}
          </label>
          <div id={fileId} className="hidden" />
        </div>
      </div>
    </Modal>
  );
}
