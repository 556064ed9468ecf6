// The storekeeper's day starts here: large Tara / Teslim Et / İade Al, each shown only to whom it
// is allowed. 'Tara' opens the shell's scanner (a scan leads to the action sheet); on a touch
// device 'Teslim Et' and 'İade Al' open their form with the camera on, so the first scan adds the
// first item.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '@app/lib/session';
import { openScanner } from '@app/lib/scanner/scan-launcher';
import { OutlineIcon } from '@app/components/outline-icon';

const action =
  'flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl px-2 py-3 text-center text-base font-semibold shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 sm:min-h-20 sm:flex-row sm:gap-3 sm:text-lg';
const primary = `${action} bg-blue-700 text-white hover:bg-blue-800`;
const secondary = `${action} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`;

const glyph = (d: string) => <OutlineIcon d={d} strokeWidth={1.8} className="size-7 shrink-0" />;
const SCAN = glyph(
  'M3 7V5a2 2 0 0 1 2-2h2M17 3h2a2 2 0 0 1 2 2v2M21 17v2a2 2 0 0 1-2 2h-2M7 21H5a2 2 0 0 1-2-2v-2M7 8v8M10 8v8M13 8v8M17 8v8',
);
const HAND_OVER = glyph('M13.5 4.5 21 12m0 0-7.5 7.5M21 12H3');
const TAKE_BACK = glyph('M10.5 19.5 3 12m0 0 7.5-7.5M3 12h18');

/** A phone or tablet held in the hand: its camera is the scanner. */
function touchDevice(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

export function QuickActions() {
  const { can } = useSession();
  const items: ReactNode[] = [];
  const camera = touchDevice() ? { tara: 1 } : {};
  if (can('view_equipment')) {
    items.push(
      <button key="scan" type="button" className={primary} onClick={openScanner}>
        {SCAN}
        Tara
      </button>,
    );
  }
  if (can('view_field_equipment')) {
    items.push(
      <Link key="issue" to="/field-equipment/issue" search={camera as never} className={secondary}>
        {HAND_OVER}
        Teslim Et
      </Link>,
      <Link key="return" to="/field-equipment" search={{ iade: 'tara' } as never} className={secondary}>
        {TAKE_BACK}
        İade Al
      </Link>,
    );
  }
  if (items.length === 0) return null;
  return (
    <nav
      aria-label="Hızlı işlemler"
      className={`mb-4 grid gap-3 sm:mb-6 ${items.length === 3 ? 'grid-cols-3' : items.length === 2 ? 'grid-cols-2' : 'grid-cols-1'}`}
    >
      {items}
    </nav>
  );
}
