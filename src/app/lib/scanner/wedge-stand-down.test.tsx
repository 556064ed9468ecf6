import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useKeyboardWedge } from './use-keyboard-wedge';

function Listener({ onSerial, fallback }: { onSerial: (s: string) => void; fallback?: boolean }) {
  useKeyboardWedge(onSerial, true, { fallback });
  return null;
}

function scan(serial: string) {
  for (const key of [...serial, 'Enter']) fireEvent.keyDown(document.body, { key });
}

describe('one scan is taken once', () => {
  it('the shell’s reader stands down while a screen listens with its own, and takes over when it leaves', () => {
    const shell = vi.fn();
    const screen = vi.fn();
    render(<Listener onSerial={shell} fallback />);
    const page = render(<Listener onSerial={screen} />);
    scan('SN-1');
    expect(screen).toHaveBeenCalledWith('SN-1');
    expect(shell).not.toHaveBeenCalled();
    page.unmount();
    scan('SN-2');
    expect(shell).toHaveBeenCalledWith('SN-2');
    expect(screen).toHaveBeenCalledTimes(1);
  });

  it('the shell’s reader takes nothing while a dialog is open', () => {
    const shell = vi.fn();
    render(<Listener onSerial={shell} fallback />);
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    scan('SN-3');
    dialog.remove();
    scan('SN-4');
    expect(shell.mock.calls).toEqual([['SN-4']]);
  });
});
