// A picker on a phone: a full-screen sheet with the search box at the top and the choices below,
// sized to the visual viewport, so the on-screen keyboard never covers the list (a dropdown under
// a text box opened below the screen's edge). Larger screens keep the pickers in place.
//   const small = useSmallScreen();
//   <SearchSheet open={open} onClose={close} title="İşçi seçin" search={<SearchInput … autoFocus />}>…list…</SearchSheet>
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { portalBoundary } from './portal-boundary';
import { useFocusTrap, useInertApp, useScrollLock } from './use-focus-trap';
import { useMediaQuery } from './use-media-query';
import { SolidIcon } from './solid-icon';

/** Below the `sm` breakpoint (640 px) pickers open as a full-screen sheet. */
export const SMALL_SCREEN_QUERY = '(max-width: 639.98px)';

export function useSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY);
}

/** The part of the screen not covered by the keyboard: the visual viewport's top and height. */
function useVisibleArea(active: boolean): { top: number; height: number } | null {
  const [area, setArea] = useState<{ top: number; height: number } | null>(null);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!active || !viewport) return;
    const update = () => setArea({ top: viewport.offsetTop, height: viewport.height });
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [active]);
  return area;
}

export interface SearchSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The search box (focused when the sheet opens). */
  search: ReactNode;
  children: ReactNode;
  /** Below the list: e.g. 'Tamam (3)' of a multi-select. */
  footer?: ReactNode;
}

export function SearchSheet({ open, onClose, title, search, children, footer }: SearchSheetProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const area = useVisibleArea(open);
  useInertApp(open);
  useFocusTrap(panel, open, onClose);
  useScrollLock(open);
  if (!open) return null;
  return createPortal(
    <div
      {...portalBoundary}
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="search-sheet"
      className="fixed inset-x-0 z-[60] flex flex-col bg-white"
      style={area ? { top: area.top, height: area.height } : { top: 0, bottom: 0 }}
    >
      <div className="flex shrink-0 items-center gap-2 border-b border-slate-200 px-3 py-2">
        <button
          type="button"
          onClick={onClose}
          aria-label="Geri"
          data-skip-autofocus
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <SolidIcon
            d="M17 10a.75.75 0 0 1-.75.75H5.61l4.17 3.97a.75.75 0 1 1-1.04 1.08l-5.5-5.25a.75.75 0 0 1 0-1.1l5.5-5.25a.75.75 0 1 1 1.04 1.1L5.6 9.25h10.65A.75.75 0 0 1 17 10Z"
            className="size-5"
            evenOdd
          />
        </button>
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900">
          {title}
        </h2>
      </div>
      <div className="shrink-0 px-3 py-2">{search}</div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
      {footer ? <div className="shrink-0 border-t border-slate-200 bg-slate-50 px-3 py-2">{footer}</div> : null}
    </div>,
    document.body,
  );
}
