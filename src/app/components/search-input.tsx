// Controlled search box for list filters, with a clear (×) button. Filter with src/shared/search.ts:
//   <SearchInput label="İşçi ara" placeholder="Ad, soyad, TC veya telefon" value={q} onChange={setQ} />
// The label is visually hidden by default (the placeholder and icon carry the meaning on screen), so
// the placeholder is never cut: on a narrow box it drops its ' ile ara' and, if still too long, is
// set smaller (fittedPlaceholder).
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { measureOnResize } from '@app/lib/measure-on-resize';
import { BoxLabel } from './box-label';
import { CLOSE_ICON, SolidIcon } from './solid-icon';

/**
 * The placeholder that fits `room` pixels: whole, without ' ile ara', the same set smaller, the
 * page's short one, or just 'Ara' — never cut. `measure(text, small)` gives its width.
 */
export function fittedPlaceholder(
  text: string,
  room: number,
  measure: (text: string, small: boolean) => number,
  short?: string,
): { text: string; small: boolean } {
  const plain = text.replace(/ ile ara$/, '');
  const tries: Array<{ text: string; small: boolean }> = [
    { text, small: false },
    { text: plain, small: false },
    { text: plain, small: true },
    ...(short
      ? [
          { text: short, small: false },
          { text: short, small: true },
        ]
      : []),
  ];
  return tries.find((t) => measure(t.text, t.small) <= room) ?? { text: 'Ara', small: false };
}

let canvas: HTMLCanvasElement | undefined;
function textWidth(text: string, font: string): number {
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return 0;
  context.font = font;
  return context.measureText(text).width;
}

function useFittedPlaceholder(placeholder: string | undefined, short: string | undefined) {
  const ref = useRef<HTMLInputElement>(null);
  const [fitted, setFitted] = useState<{ text: string; small: boolean } | null>(null);
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input || !placeholder) return;
    const fit = () => {
      const style = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (room <= 0) return;
      // The small size is Tailwind's text-xs (12 px).
      setFitted(
        fittedPlaceholder(
          placeholder,
          room,
          (t, small) => textWidth(t, `${style.fontWeight} ${small ? '12px' : style.fontSize} ${style.fontFamily}`),
          short,
        ),
      );
    };
    return measureOnResize(input, fit);
  }, [placeholder, short]);
  return { ref, text: fitted?.text ?? placeholder, small: fitted?.small ?? false };
}

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  /** Said when the placeholder does not fit a narrow box, e.g. 'Seri no veya model'. */
  shortPlaceholder?: string;
  showLabel?: boolean;
  className?: string;
  autoFocus?: boolean;
}

export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  shortPlaceholder,
  showLabel = false,
  className = '',
  autoFocus,
}: SearchInputProps) {
  const id = useId();
  const fitted = useFittedPlaceholder(placeholder, shortPlaceholder);
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <BoxLabel htmlFor={id} shown={showLabel}>
        {label}
      </BoxLabel>
      <div className="relative">
        <SolidIcon
          d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.08 3.08a.75.75 0 1 1-1.06 1.06l-3.08-3.08A7 7 0 0 1 2 9Z"
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
          evenOdd
        />
        <input
          ref={fitted.ref}
          id={id}
          type="search"
          value={value}
          autoFocus={autoFocus}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && value) {
              e.stopPropagation();
              onChange('');
            }
          }}
          placeholder={fitted.text}
          autoComplete="off"
          enterKeyHint="search"
          className={`block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pl-10 pr-11 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:-outline-offset-1 focus:outline-blue-600 sm:text-sm [&::-webkit-search-cancel-button]:hidden ${fitted.small ? 'placeholder:text-xs' : ''}`}
        />
        {value ? (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label="Aramayı temizle"
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-400 hover:text-slate-700"
          >
            <SolidIcon d={CLOSE_ICON} className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
