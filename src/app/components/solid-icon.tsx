// A 20×20 solid icon (Heroicons' mini style) drawn from one path, hidden from screen readers: the
// button or text beside it names what it means. `evenOdd` for paths with holes cut out.
//   <SolidIcon d={CLOSE_ICON} className="size-5" />
export function SolidIcon({ d, className, evenOdd = false }: { d: string; className: string; evenOdd?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={className}>
      {evenOdd ? <path fillRule="evenodd" d={d} clipRule="evenodd" /> : <path d={d} />}
    </svg>
  );
}

/** The ✕ of a close or clear button. */
export const CLOSE_ICON =
  'M5.28 4.22a.75.75 0 0 0-1.06 1.06L8.94 10l-4.72 4.72a.75.75 0 1 0 1.06 1.06L10 11.06l4.72 4.72a.75.75 0 1 0 1.06-1.06L11.06 10l4.72-4.72a.75.75 0 0 0-1.06-1.06L10 8.94 5.28 4.22Z';
