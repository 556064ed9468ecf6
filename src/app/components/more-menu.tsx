// An overflow menu ('⋯'): a row's actions on a phone (and in a table short of room), a page's
// secondary actions. The items are the caller's buttons and links, stacked full width, 44 px tall;
// a destructive one (marked `data-destructive`, or red) is set apart at the bottom, never beside
// 'Düzenle'. Closes on a choice, Escape, a tap outside or a scroll; opens upwards near the screen's
// bottom. Drawn in a portal at a fixed place beside its button, so a table's or a card's box never
// cuts it off.
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { portalBoundary } from './portal-boundary';
import { SolidIcon } from './solid-icon';

export interface MoreMenuProps {
  /** Accessible name of the button, e.g. 'SN-001 işlemleri'. */
  label: string;
  children: ReactNode;
  /** Shown beside the dots (a page menu: 'Diğer'). */
  text?: string;
  className?: string;
}

const ITEM =
  '[&_a]:flex [&_a]:min-h-11 [&_a]:w-full [&_a]:items-center [&_a]:justify-start [&_a]:rounded-lg [&_a]:px-3 [&_a]:text-left [&_button]:flex [&_button]:min-h-11 [&_button]:w-full [&_button]:items-center [&_button]:justify-start [&_button]:rounded-lg [&_button]:px-3 [&_button]:text-left [&_label]:min-h-11 [&_label]:w-full';
// Destructive items (red text or marked) go last, behind a rule.
const DESTRUCTIVE =
  '[&_[data-destructive]]:order-last [&_.text-red-700]:order-last [&_[data-destructive]]:mt-1 [&_.text-red-700]:mt-1 [&_[data-destructive]]:border-t [&_.text-red-700]:border-t [&_[data-destructive]]:border-slate-200 [&_.text-red-700]:border-slate-200';

/** Below the button, or above it when the screen has no room below. */
function placeBelowOrAbove(button: DOMRect, menu: HTMLElement): { top?: number; bottom?: number; right: number } {
  const viewport = window.visualViewport;
  const bottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
  const right = Math.max(4, document.documentElement.clientWidth - button.right);
  const upwards = bottom - button.bottom < menu.offsetHeight + 8;
  return upwards ? { bottom: window.innerHeight - button.top + 4, right } : { top: button.bottom + 4, right };
}

export function MoreMenu({ label, children, text, className = '' }: MoreMenuProps) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ top?: number; bottom?: number; right: number } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      const target = e.target as Node;
      if (root.current?.contains(target) || menu.current?.contains(target)) return;
      setOpen(false);
    };
    // A scroll or resize (the user's, or the browser's while content loads around) moves the menu with
    // its button while the button stays on screen; once the button leaves the screen, the menu closes.
    const away = (e: Event) => {
      if (menu.current?.contains(e.target as Node)) return;
      const button = root.current?.getBoundingClientRect();
      if (button && menu.current && button.bottom > 0 && button.top < window.innerHeight) setPlace(placeBelowOrAbove(button, menu.current));
      else setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      setOpen(false);
      root.current?.querySelector<HTMLButtonElement>('button[aria-haspopup]')?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape, true);
    window.addEventListener('scroll', away, true);
    window.addEventListener('resize', away);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape, true);
      window.removeEventListener('scroll', away, true);
      window.removeEventListener('resize', away);
    };
  }, [open]);

  useLayoutEffect(() => {
    if (!open || !menu.current || !root.current) return;
    setPlace(placeBelowOrAbove(root.current.getBoundingClientRect(), menu.current));
    menu.current.querySelector<HTMLElement>('a, button:not([disabled])')?.focus({ preventScroll: true });
  }, [open]);

  return (
    <div ref={root} className={`relative ${className}`} data-row-actions>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(e) => {
          e.stopPropagation();
          setPlace(null);
          setOpen((o) => !o);
        }}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <SolidIcon
          d="M3 10a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Zm5.5 0a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0ZM15.5 8.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
          className="size-5"
        />
        {text ? <span className="text-sm font-medium">{text}</span> : null}
      </button>
      {open
        ? createPortal(
            <div
              ref={menu}
              id={menuId}
              role="menu"
              aria-label={label}
              {...portalBoundary}
              onClick={(e) => {
                // Not the row's click too: React passes events up its tree, across the portal (portal-boundary.ts).
                e.stopPropagation();
                // A choice closes the menu (after its own handler ran).
                if ((e.target as HTMLElement).closest('a, button')) setOpen(false);
              }}
              style={place ?? { top: 0, right: 0, visibility: 'hidden' }}
              className={`fixed z-[45] flex min-w-48 flex-col gap-0.5 rounded-xl border border-slate-200 bg-white p-1.5 text-sm shadow-lg ${ITEM} ${DESTRUCTIVE}`}
            >
              {children}
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}
