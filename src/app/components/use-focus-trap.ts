// Keeps keyboard focus inside an open dialog or slide-over: focuses the first control on open,
// cycles Tab/Shift+Tab inside, closes on Escape, and gives focus back to the opener on close.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getClientRects().length > 0,
  );
}

export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape?: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    // Order: the caller's choice, a [data-autofocus] control, the first control that is not a
    // secondary "close" button (marked data-skip-autofocus), anything focusable, the container.
    const items = focusableElements(container);
    const target =
      initialFocus?.current ??
      container.querySelector<HTMLElement>('[data-autofocus]') ??
      items.find((el) => !el.hasAttribute('data-skip-autofocus')) ??
      items[0] ??
      container;
    target.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onEscapeRef.current) {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableElements(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      if (opener && document.contains(opener)) opener.focus({ preventScroll: true });
    };
    // initialFocus is a ref: reading it once on open is intended.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, ref]);
}

/** Mount/visibility pair for enter and leave transitions: stays mounted `leaveMs` after closing. */
export function usePresence(open: boolean, leaveMs: number): { mounted: boolean; visible: boolean } {
  const [mounted, setMounted] = useState(open);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (open) {
      setMounted(true);
      // Two frames: the first paints the hidden state, the second starts the transition.
      let inner = 0;
      const outer = requestAnimationFrame(() => {
        inner = requestAnimationFrame(() => setVisible(true));
      });
      return () => {
        cancelAnimationFrame(outer);
        cancelAnimationFrame(inner);
      };
    }
    setVisible(false);
    const timer = setTimeout(() => setMounted(false), leaveMs);
    return () => clearTimeout(timer);
  }, [open, leaveMs]);
  return { mounted, visible };
}

/**
 * Stops the page behind a modal from scrolling while it is open. A layout effect: the page scrolls
 * again in the same commit that removes the dialog, not a task later.
 */
let locks = 0;
export function useScrollLock(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    locks += 1;
    document.body.style.overflow = 'hidden';
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = '';
    };
  }, [active]);
}

/**
 * While a portalled modal is open, the app behind it (#root) is inert: not clickable, not
 * focusable, hidden from screen readers. Toasts are portalled outside #root and stay live.
 */
let inertLocks = 0;
export function useInertApp(active: boolean): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!active || !root) return;
    inertLocks += 1;
    root.inert = true;
    return () => {
      inertLocks -= 1;
      if (inertLocks === 0) root.inert = false;
    };
  }, [active]);
}
