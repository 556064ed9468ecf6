// The camera's picture with a guide where to hold the code, reading while `active`. The reader
// (lib/scanner/camera-reader.ts, with its decoder) is loaded when the camera first starts.
import { useEffect, useRef, useState } from 'react';
import { cameraErrorMessage } from '@app/lib/scanner/camera-errors';

export interface CameraViewProps {
  active: boolean;
  onRead: (text: string) => void;
  /** Height of the picture: 'tall' in the scanner dialog, 'compact' inside a form. */
  size?: 'tall' | 'compact';
}

export function CameraView({ active, onRead, size = 'tall' }: CameraViewProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onReadRef = useRef(onRead);
  const [state, setState] = useState<'starting' | 'running' | 'error'>('starting');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    onReadRef.current = onRead;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!active || !video) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    setState('starting');
    setError(null);
    import('@app/lib/scanner/camera-reader')
      .then(({ startCameraReader }) => startCameraReader(video, (text) => onReadRef.current(text)))
      .then((reader) => {
        if (cancelled) reader.stop();
        else {
          stop = reader.stop;
          video.dataset.resolution = reader.resolution;
          setState('running');
        }
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        setState('error');
        setError(cameraErrorMessage(e));
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [active]);

  return (
    <div className="flex flex-col gap-2">
      <div
        className={`relative overflow-hidden rounded-lg bg-slate-900 ${state === 'error' ? 'hidden' : ''} ${size === 'compact' ? 'h-44 sm:h-56' : 'h-64 sm:h-80'}`}
        data-testid="scanner-camera"
        data-state={state}
      >
        <video ref={videoRef} className="size-full object-cover" muted playsInline aria-label="Kamera görüntüsü" />
        {/* Where the code is read: the middle band of the picture (camera-reader BAND_HEIGHT). */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-3 top-[20%] bottom-[20%] rounded-lg border-2 border-white/80 shadow-[0_0_0_999px_rgba(15,23,42,0.35)]"
        />
        {state === 'starting' ? (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-white">Kamera açılıyor…</p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The lines of one scanning session, newest first. */
export function ScanFeedbackList({ feedback }: { feedback: readonly { key: number; ok: boolean; text: string }[] }) {
  return (
    <div aria-live="polite" className="flex flex-col gap-1" data-testid="scan-feedback">
      {feedback.map((f) => (
        <p key={f.key} className={`rounded-md px-3 py-1.5 text-sm ${f.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}>
          <span aria-hidden="true">{f.ok ? '✓ ' : '✗ '}</span>
          {f.text}
        </p>
      ))}
    </div>
  );
}

/**
 * Typing the serial: the way without a camera, and for a label the camera cannot read. Not a
 * <form>: it also sits inside forms (the return dialog), and forms do not nest.
 */
export function ManualSerialForm({
  idBase,
  onSubmit,
  label = 'Ekle',
}: {
  idBase: string;
  onSubmit: (serial: string) => void | Promise<void>;
  label?: string;
}) {
  const [value, setValue] = useState('');
  const submit = () => {
    const serial = value.trim();
    if (!serial) return;
    setValue('');
    void onSubmit(serial);
  };
  return (
    <div className="flex items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={`${idBase}-manual`} className="text-sm font-medium text-slate-700">
          Seri numarasını elle girin
        </label>
        <input
          id={`${idBase}-manual`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            submit();
          }}
          autoComplete="off"
          autoCapitalize="characters"
          enterKeyHint="go"
          placeholder="BSH-26-000123"
          className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30"
        />
      </div>
      <button
        type="button"
        onClick={submit}
        disabled={!value.trim()}
        className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:text-slate-400"
      >
        {label}
      </button>
    </div>
  );
}
