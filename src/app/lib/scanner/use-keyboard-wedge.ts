// A hardware scanner in keyboard mode (USB or Bluetooth "wedge") types the serial and Enter. While a
// screen listens, it takes those keystrokes anywhere on the page, as long as no text box, list or
// editable area has the focus (typing there stays typing).
//
// Keys are grouped by when they were typed (the event's own timestamp), never by when the page got
// round to handling them: a main thread busy for a second in the middle of a scan delivers the
// rest of the serial late, but with the timestamps of the moment the scanner typed it.
import { useEffect, useRef } from 'react';
import { isDialogOpen } from '../toast';

/** Keys further apart than this (by their typing time) start a new serial (a scanner types far faster). */
export const WEDGE_GAP_MS = 1000;

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
  return false;
}

export interface WedgeKey {
  key: string;
  /** When the key was typed, in the page's clock (`KeyboardEvent.timeStamp`). */
  typedAt: number;
}

/**
 * The serial reader: feed it keys in the order they arrive; it answers the serial when Enter ends
 * one. A gap longer than WEDGE_GAP_MS between two keys' typing times starts a new serial.
 */
export function createWedgeReader(gapMs = WEDGE_GAP_MS) {
  let buffer = '';
  let last = Number.NEGATIVE_INFINITY;
  return {
    /** Returns the finished serial on Enter, `''` when Enter ended nothing, `null` while reading. */
    push({ key, typedAt }: WedgeKey): string | null {
      if (typedAt - last > gapMs) buffer = '';
      last = typedAt;
      if (key === 'Enter') {
        const serial = buffer.trim();
        buffer = '';
        return serial;
      }
      if (key.length === 1) buffer += key;
      return null;
    },
  };
}

/** Screens listening right now with their own reader (the count screen, the hand-over form). */
let screenListeners = 0;

/** Whether a screen's own reader is listening: the shell's fallback reader stands down then. */
export function screenListens(): boolean {
  return screenListeners > 0;
}

export interface WedgeOptions {
  /**
   * The shell's reader for "a scan anywhere": it takes nothing while a screen listens with its own
   * reader or a dialog is open, so one scan is never taken twice.
   */
  fallback?: boolean;
}

export function useKeyboardWedge(onSerial: (serial: string) => void, enabled = true, options: WedgeOptions = {}): void {
  const onSerialRef = useRef(onSerial);
  const fallback = options.fallback ?? false;
  useEffect(() => {
    onSerialRef.current = onSerial;
  });
  useEffect(() => {
    if (!enabled) return;
    if (!fallback) screenListeners++;
    const reader = createWedgeReader();
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      // A dialog (the camera, a confirmation) keeps its own keys.
      if (event.target instanceof HTMLElement && event.target.closest('[role="dialog"], [role="alertdialog"]')) return;
      if (fallback && (screenListeners > 0 || isDialogOpen())) return;
      const serial = reader.push({ key: event.key, typedAt: event.timeStamp });
      if (serial) {
        event.preventDefault();
        onSerialRef.current(serial);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      if (!fallback) screenListeners--;
      document.removeEventListener('keydown', onKey);
    };
  }, [enabled, fallback]);
}
