// happy-dom has no print command: one that counts the calls, for the calling file's tests only.
import { afterEach, beforeEach, vi } from 'vitest';

/** Gives `window.print` to each test of the file as a fresh mock, and takes it away after. */
export function stubPrint() {
  const print = vi.fn();
  beforeEach(() => {
    print.mockReset();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
  });
  afterEach(() => {
    delete (window as { print?: unknown }).print;
  });
  return print;
}
