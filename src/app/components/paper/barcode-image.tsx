// The serial number's barcode as an SVG (sharp on screen and on paper).
import { useEffect, useRef, useState } from 'react';
import { drawBarcode } from './barcode';

export interface BarcodeImageProps {
  value: string;
  height?: number;
  width?: number;
  fontSize?: number;
  className?: string;
}

export function BarcodeImage({ value, height = 80, width = 2, fontSize = 16, className = '' }: BarcodeImageProps) {
  const ref = useRef<SVGSVGElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!ref.current) return;
    try {
      drawBarcode(ref.current, value, { height, width, fontSize });
      setFailed(false);
    } catch {
      // CODE128 covers ASCII only; a serial with other characters cannot be encoded.
      setFailed(true);
    }
  }, [value, height, width, fontSize]);
  return (
    <>
      <svg ref={ref} role="img" aria-label={`${value} barkodu`} className={failed ? 'hidden' : `max-w-full ${className}`} />
      {failed ? <p className="text-sm text-red-700">Bu seri numarası için barkod oluşturulamadı.</p> : null}
    </>
  );
}
