// A hardware scanner in keyboard mode (USB or Bluetooth "wedge") types the serial and Enter. While
// the count screen is open it takes those keystrokes anywhere on the page, as long as no text box,
// list or editable area has the focus (typing there stays typing).
import { useEffect, useRef } from 'react';

/** Keys further apart than this start a new serial (a scanner types far faster). */
const GAP_MS = 1000;

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
  return false;
}

export function useKeyboardWedge(onSerial: (serial: string) => void, enabled = true): void {
  const onSerialRef = useRef(onSerial);
  useEffect(() => {
    onSerialRef.current = onSerial;
  });
  useEffect(() => {
    if (!enabled) return;
    let buffer = '';
    let last = 0;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      // A dialog (the camera, a confirmation) keeps its own keys.
      if (event.target instanceof HTMLElement && event.target.closest('[role="dialog"], [role="alertdialog"]')) return;
      const now = performance.now();
      if (now - last > GAP_MS) buffer = '';
      last = now;
      if (event.key === 'Enter') {
        const serial = buffer.trim();
        buffer = '';
        if (serial) {
          event.preventDefault();
          onSerialRef.current(serial);
        }
        return;
      }
      if (event.key.length === 1) buffer += event.key;
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
