// A 24×24 outline icon (Heroicons' style) drawn from one path, hidden from screen readers: the
// button or text beside it names what it means.
//   <OutlineIcon d="M3.75 6.75h16.5M3.75 12h16.5" strokeWidth={1.8} className="size-6" />
export function OutlineIcon({ d, strokeWidth, className }: { d: string; strokeWidth: number; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={strokeWidth} className={className}>
      <path strokeLinecap="round" strokeLinejoin="round" d={d} />
    </svg>
  );
}
