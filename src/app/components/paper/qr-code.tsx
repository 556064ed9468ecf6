// A QR code drawn as SVG. The encoder (uqr) is loaded only when a printout needs one, never with the
// first screen (the first screen's JavaScript has a budget).
import { useEffect, useState } from 'react';

/** One SVG path of the dark modules, inside a 4-module quiet zone. */
async function qrPath(text: string): Promise<{ size: number; path: string }> {
  const { encode } = await import('uqr');
  const qr = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  qr.data.forEach((row, y) => row.forEach((dark, x) => (path += dark ? `M${x} ${y}h1v1h-1z` : '')));
  return { size: qr.size, path };
}

export function QrCode({
  text,
  label,
  onReady,
  className = '',
}: {
  text: string;
  label: string;
  onReady?: () => void;
  className?: string;
}) {
  const [drawn, setDrawn] = useState<{ text: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void qrPath(text).then((qr) => {
      if (live) setDrawn({ text, ...qr });
    });
    return () => {
      live = false;
    };
  }, [text]);
  const ready = drawn?.text === text;
  useEffect(() => {
    if (ready) onReady?.();
  }, [ready, onReady]);
  if (!drawn) return <span className={className} aria-busy="true" />;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      className={className}
      shapeRendering="crispEdges"
      data-testid="document-qr"
    >
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
