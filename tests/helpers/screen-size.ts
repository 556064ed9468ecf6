// Component tests on a phone: happy-dom's viewport (media queries follow it) and a visual viewport
// that can shrink as an on-screen keyboard would (happy-dom has none of its own); the width a list
// measures (happy-dom lays nothing out).
import { afterEach, beforeEach, vi } from 'vitest';

interface TestWindow {
  happyDOM?: { setViewport: (size: { width: number; height: number }) => void };
}

export function setScreen(width: number, height: number): void {
  (window as unknown as TestWindow).happyDOM?.setViewport({ width, height });
}

/** A visual viewport of `height` px; `keyboard(px)` shrinks it as an on-screen keyboard does and fires resize. */
export function fakeVisualViewport(height: number) {
  const target = new EventTarget() as EventTarget & { height: number; offsetTop: number; width: number };
  target.height = height;
  target.offsetTop = 0;
  target.width = window.innerWidth;
  Object.defineProperty(window, 'visualViewport', { value: target, configurable: true });
  return {
    keyboard(px: number) {
      target.height = height - px;
      target.dispatchEvent(new Event('resize'));
    },
    remove() {
      Object.defineProperty(window, 'visualViewport', { value: undefined, configurable: true });
    },
  };
}

/**
 * Every element measures `px` wide (its clientWidth, what a list measures to choose between a table
 * and cards) in each test of the calling file; a test may set another width with the function returned.
 */
export function measuredWidth(px: number): (width: number) => void {
  let width = px;
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    width = px;
  });
  return (next) => {
    width = next;
  };
}
