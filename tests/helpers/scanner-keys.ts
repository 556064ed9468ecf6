// A hardware scanner ("keyboard wedge") typing into Chromium, for the end-to-end suite and the
// bench. A scanner types at its own pace whatever the page is doing, and the operating system
// stamps each key with the moment it was typed. Playwright's keyboard cannot do that: each key
// waits until the page has handled the previous one, so a busy page makes the "scanner" wait and
// its keys drift apart like a person's. Here each key goes through a CDP session
// (`Input.dispatchKeyEvent`) stamped with its typing time, `gapMs` after the key before it, none
// waiting for the page: while the page is busy the keys queue in the browser and arrive late,
// stamped with their typing time — what a real scanner does. The stamps follow the scanner's own
// pace from the first key's wall-clock time, so a loaded test machine (whose timers fire late)
// still types like a scanner, not like a person.

/** The one CDP call used (Playwright's CDPSession, from either package). */
export interface KeySender {
  send(
    method: 'Input.dispatchKeyEvent',
    params: { type: 'keyDown' | 'keyUp'; timestamp: number; key: string; code: string; windowsVirtualKeyCode: number; text?: string },
  ): Promise<unknown>;
}

function keyEvent(key: string): { key: string; code: string; text: string; windowsVirtualKeyCode: number } {
  if (key === 'Enter') return { key, code: 'Enter', text: '\r', windowsVirtualKeyCode: 13 };
  const upper = key.toUpperCase();
  const code = /[A-Z]/.test(upper) ? `Key${upper}` : /\d/.test(key) ? `Digit${key}` : key === '-' ? 'Minus' : 'Unidentified';
  return { key, code, text: key, windowsVirtualKeyCode: key === '-' ? 189 : upper.charCodeAt(0) };
}

/** Types `text` and Enter like a scanner, one key every `gapMs`. */
export async function scannerTypes(cdp: KeySender, text: string, gapMs = 8): Promise<void> {
  const sent: Promise<unknown>[] = [];
  const start = Date.now();
  for (const [index, key] of [...text, 'Enter'].entries()) {
    const timestamp = (start + index * gapMs) / 1000;
    const { text: typed, ...event } = keyEvent(key);
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', timestamp, text: typed, ...event }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', timestamp, ...event }));
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  await Promise.all(sent);
}
