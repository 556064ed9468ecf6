import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InlineScanner } from './inline-scanner';

// The camera is the one part that cannot exist here: its reader is replaced, the panel around it is real.
const reader = vi.hoisted(() => ({ started: 0, stopped: 0 }));
vi.mock('@app/lib/scanner/camera-reader', () => ({
  startCameraReader: () => {
    reader.started += 1;
    return Promise.resolve({ stop: () => (reader.stopped += 1), resolution: '1280×720' });
  },
}));

const panel = (paused: boolean) => (
  <InlineScanner
    open
    onOpenChange={() => {}}
    onScan={() => undefined}
    label="Barkodla Ekle"
    title="Teslim edilecek ekipmanları tara"
    paused={paused}
  />
);

describe('the camera inside a form', () => {
  it('stops reading while the form is sent and reads again when the send is refused', async () => {
    const { rerender } = render(panel(false));
    await waitFor(() => expect(screen.getByTestId('scanner-camera').dataset.state).toBe('running'));
    expect(reader).toEqual({ started: 1, stopped: 0 });

    // 'Teslim Et' pressed: the send is on its way.
    rerender(panel(true));
    expect(reader.stopped).toBe(1);
    // The panel stays where it was: the form does not jump under the user's thumb.
    expect(screen.getByRole('region', { name: 'Teslim edilecek ekipmanları tara' })).toBeTruthy();

    // Refused: the camera is on again for the next try.
    rerender(panel(false));
    await waitFor(() => expect(reader.started).toBe(2));
    await waitFor(() => expect(screen.getByTestId('scanner-camera').dataset.state).toBe('running'));
  });
});
