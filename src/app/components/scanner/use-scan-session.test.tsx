// One scanning session (a dialog or a form's camera): each read answered in order with the handler's
// verdict in words; the camera's repeated sight of one code within 2.5 s is one scan, a typed one
// never is; a one-item session takes one item; the last six lines are kept.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPEAT_MS, useScanSession, type ScanVerdict } from './use-scan-session';

afterEach(() => vi.useRealTimers());

const lines = (result: { current: ReturnType<typeof useScanSession> }) =>
  result.current.feedback.map((f) => `${f.ok ? '✓' : '✗'} ${f.text}`);

describe('a scanning session', () => {
  it('words each verdict: taken, refused with the handler’s reason, or refused without one; newest first', async () => {
    const verdicts: Record<string, ScanVerdict> = {
      'SN-1': undefined,
      'SN-2': 'SN-2 seri numaralı ekipman bulunamadı.',
      'SN-3': false,
      'SN-4': true,
    };
    const { result } = renderHook(() => useScanSession((serial) => verdicts[serial]));
    for (const serial of ['SN-1', ' SN-2 ', 'SN-3', 'SN-4']) await act(() => result.current.handle(serial, false));
    expect(lines(result)).toEqual([
      '✓ SN-4 okundu.',
      '✗ SN-3: bu işlem için uygun değil.',
      '✗ SN-2 seri numaralı ekipman bulunamadı.',
      '✓ SN-1 okundu.',
    ]);
  });

  it('handles the reads one after another, in the order they came, even when a verdict takes time', async () => {
    const seen: string[] = [];
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { result } = renderHook(() =>
      useScanSession(async (serial) => {
        seen.push(`start ${serial}`);
        if (serial === 'SN-1') await slow;
        seen.push(`end ${serial}`);
      }),
    );
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = result.current.handle('SN-1', false);
      second = result.current.handle('SN-2', false);
    });
    await act(async () => {
      release();
      await first;
      await second;
    });
    expect(seen).toEqual(['start SN-1', 'end SN-1', 'start SN-2', 'end SN-2']);
  });

  it('takes the camera’s second sight of a code within 2.5 s as the same scan; typed again, it counts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const onScan = vi.fn<(serial: string) => ScanVerdict>();
    const { result } = renderHook(() => useScanSession(onScan));
    await act(() => result.current.handle('SN-1', true));
    vi.setSystemTime(Date.now() + REPEAT_MS - 1);
    await act(() => result.current.handle('SN-1', true));
    expect(onScan).toHaveBeenCalledTimes(1);
    await act(() => result.current.handle('SN-1', false));
    expect(onScan).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + REPEAT_MS);
    await act(() => result.current.handle('SN-1', true));
    expect(onScan).toHaveBeenCalledTimes(3);
  });

  it('a one-item session stops after the first item taken, not after a refusal', async () => {
    const onTaken = vi.fn();
    const onScan = vi.fn((serial: string) => (serial === 'YOK' ? 'YOK bulunamadı.' : undefined));
    const { result } = renderHook(() => useScanSession(onScan, onTaken));
    await act(() => result.current.handle('YOK', false));
    expect(onTaken).not.toHaveBeenCalled();
    await act(() => result.current.handle('SN-1', false));
    await act(() => result.current.handle('SN-2', false));
    expect(onTaken).toHaveBeenCalledTimes(1);
    expect(onScan.mock.calls.map(([s]) => s)).toEqual(['YOK', 'SN-1']);
    // Opened again: it takes one more.
    act(() => result.current.reset());
    expect(result.current.feedback).toEqual([]);
    await act(() => result.current.handle('SN-2', false));
    expect(onTaken).toHaveBeenCalledTimes(2);
  });

  it('a handler that throws is a refusal saying the serial could not be handled; blank reads are ignored', async () => {
    const onScan = vi.fn(() => {
      throw new Error('boom');
    });
    const { result } = renderHook(() => useScanSession(onScan));
    await act(() => result.current.handle('   ', false));
    expect(onScan).not.toHaveBeenCalled();
    await act(() => result.current.handle('SN-9', false));
    expect(lines(result)).toEqual(['✗ SN-9: işlenemedi.']);
  });

  it('keeps the last six lines', async () => {
    const { result } = renderHook(() => useScanSession(() => undefined));
    for (let i = 1; i <= 8; i++) await act(() => result.current.handle(`SN-${i}`, false));
    expect(lines(result)).toEqual([
      '✓ SN-8 okundu.',
      '✓ SN-7 okundu.',
      '✓ SN-6 okundu.',
      '✓ SN-5 okundu.',
      '✓ SN-4 okundu.',
      '✓ SN-3 okundu.',
    ]);
  });
});
