// Signature drawing box (wraps signature_pad). White background, black pen; the drawing survives
// window resizes and is drawn sharp on high-density screens (devicePixelRatio). `onChange` gets a
// PNG data URL after every stroke, or null after clearing. `value` shows an existing signature.
//   Settings:   <SignaturePad label="İmza" minWidth={1} maxWidth={3} velocityFilterWeight={0.7} onChange={setSig} />
//   Issue form: <SignaturePad label="Teslim alan imzası" minWidth={2} maxWidth={2} onChange={setSig} ref={padRef} />
// The ref exposes clear(), isEmpty() and toDataURL().
import { forwardRef, useCallback, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import SignaturePadLib, { type PointGroup } from 'signature_pad';

export interface SignaturePadHandle {
  clear: () => void;
  isEmpty: () => boolean;
  toDataURL: () => string | null;
}

export interface SignaturePadProps {
  /** Drawing size in CSS pixels; the box shrinks proportionally on narrow screens. */
  width?: number;
  height?: number;
  backgroundColor?: string;
  penColor?: string;
  minWidth?: number;
  maxWidth?: number;
  velocityFilterWeight?: number;
  onChange?: (dataUrl: string | null) => void;
  /** Existing signature (data URL) shown until the user draws or clears. */
  value?: string | null;
  label?: string;
  error?: string;
  disabled?: boolean;
  /** Shows the 'Temizle' button (default true). */
  clearable?: boolean;
  /** Fills the available width (keeping the width:height ratio): room for a finger on a tablet. */
  fluid?: boolean;
}

/** A signature on a document: an even black stroke, filling the width (the forms' signers use it). */
export const SIGNING_PEN = {
  fluid: true,
  width: 400,
  height: 150,
  penColor: 'rgb(0, 0, 0)',
  minWidth: 2,
  maxWidth: 2,
} as const satisfies SignaturePadProps;

export const SignaturePad = forwardRef<SignaturePadHandle, SignaturePadProps>(function SignaturePad(
  {
    width = 400,
    height = 150,
    backgroundColor = 'rgb(255, 255, 255)',
    penColor = 'rgb(0, 0, 0)',
    minWidth = 0.5,
    maxWidth = 2.5,
    velocityFilterWeight = 0.7,
    onChange,
    value,
    label = 'İmza',
    error,
    disabled = false,
    clearable = true,
    fluid = false,
  },
  ref,
) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  /** The latest full picture as a data URL (loaded value or last stroke's result). */
  const imageRef = useRef<string | null>(value ?? null);
  /** True while the canvas holds a loaded image: strokes alone cannot redraw it after a resize. */
  const baseImageRef = useRef<boolean>(!!value);
  const cssWidthRef = useRef(0);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [empty, setEmpty] = useState(!value);
  const labelId = useId();
  const errorId = useId();

  /** Sizes the backing store for the current box size and screen density, keeping the drawing. */
  const resize = useCallback(() => {
    const canvas = canvasRef.current;
    const pad = padRef.current;
    if (!canvas || !pad) return;
    const cssWidth = canvas.clientWidth || width;
    const cssHeight = canvas.clientHeight || height;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    if (canvas.width === Math.round(cssWidth * ratio) && canvas.height === Math.round(cssHeight * ratio)) return;
    const data = pad.toData();
    const scale = cssWidthRef.current ? cssWidth / cssWidthRef.current : 1;
    canvas.width = Math.round(cssWidth * ratio);
    canvas.height = Math.round(cssHeight * ratio);
    canvas.getContext('2d')?.scale(ratio, ratio);
    cssWidthRef.current = cssWidth;
    pad.clear();
    if (baseImageRef.current && imageRef.current) {
      void pad.fromDataURL(imageRef.current, { ratio, width: cssWidth, height: cssHeight });
    } else if (data.length > 0) {
      const scaled: PointGroup[] =
        scale === 1 ? data : data.map((g) => ({ ...g, points: g.points.map((p) => ({ ...p, x: p.x * scale, y: p.y * scale })) }));
      pad.fromData(scaled);
    }
  }, [width, height]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePadLib(canvas, { backgroundColor, penColor, minWidth, maxWidth, velocityFilterWeight });
    padRef.current = pad;
    const onEnd = () => {
      const url = pad.isEmpty() ? null : pad.toDataURL('image/png');
      // Remembered so a parent echoing it back through `value` does not redraw the pad.
      imageRef.current = url;
      setEmpty(url === null);
      onChangeRef.current?.(url);
    };
    pad.addEventListener('endStroke', onEnd);
    cssWidthRef.current = 0;
    resize();
    const observer = new ResizeObserver(() => resize());
    observer.observe(canvas);
    window.addEventListener('resize', resize);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', resize);
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, [backgroundColor, penColor, minWidth, maxWidth, velocityFilterWeight, resize]);

  // A new signature from outside (e.g. the saved one after loading the profile), or a reset to null.
  useEffect(() => {
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas || value === undefined || value === imageRef.current) return;
    if (value === null || value === '') {
      pad.clear();
      imageRef.current = null;
      baseImageRef.current = false;
      setEmpty(true);
      return;
    }
    imageRef.current = value;
    baseImageRef.current = true;
    setEmpty(false);
    pad.clear();
    void pad.fromDataURL(value, {
      ratio: Math.max(window.devicePixelRatio || 1, 1),
      width: canvas.clientWidth || width,
      height: canvas.clientHeight || height,
    });
  }, [value, width, height]);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = useCallback(() => {
    padRef.current?.clear();
    imageRef.current = null;
    baseImageRef.current = false;
    setEmpty(true);
    onChangeRef.current?.(null);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      clear,
      isEmpty: () => !imageRef.current && (padRef.current?.isEmpty() ?? true),
      toDataURL: () => {
        const pad = padRef.current;
        if (!pad) return imageRef.current;
        return pad.isEmpty() ? imageRef.current : pad.toDataURL('image/png');
      },
    }),
    [clear],
  );

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <span id={labelId} className="text-sm font-medium text-slate-700">
          {label}
        </span>
        {clearable ? (
          <button
            type="button"
            onClick={clear}
            disabled={disabled || empty}
            aria-label={`${label}: Temizle`}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-blue-700 hover:bg-blue-50 disabled:text-slate-400 disabled:hover:bg-transparent"
          >
            Temizle
          </button>
        ) : null}
      </div>
      <div
        className={`relative w-full rounded-lg border-2 border-dashed ${error ? 'border-red-400' : 'border-slate-300'} bg-white`}
        style={{ maxWidth: fluid ? undefined : width + 4 }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
          className={`block w-full touch-none rounded-md ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-crosshair'}`}
          style={{ aspectRatio: `${width} / ${height}` }}
        />
        {empty ? (
          <span aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center text-sm text-slate-400">
            Buraya imzanızı çizin
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
