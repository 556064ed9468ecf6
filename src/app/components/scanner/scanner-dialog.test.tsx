// The scanner (DESIGN.md §5): without a camera it says so and the serial is typed instead; each read
// is answered in the dialog; a one-item scan closes once its item is taken, a continuous one stays
// open for many until Kapat.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CAMERA_MESSAGES } from '@app/lib/scanner/camera-errors';
import { ScanButton } from './scan-button';

async function openScanner(props: Partial<Parameters<typeof ScanButton>[0]> & { onScan: Parameters<typeof ScanButton>[0]['onScan'] }) {
  render(<ScanButton label="Tara" title="Ekipman tara" {...props} />);
  await userEvent.click(screen.getByRole('button', { name: 'Tara' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ekipman tara' });
  const box = within(dialog).getByRole('textbox', { name: 'Seri numarasını elle girin' });
  return { dialog, box };
}

describe('the scanner', () => {
  it('without a camera says what to do instead, and takes a typed serial', async () => {
    const onScan = vi.fn();
    const { dialog, box } = await openScanner({ onScan, continuous: true });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CAMERA_MESSAGES.missing);
    expect(within(dialog).getByTestId('scanner-camera')).toHaveAttribute('data-state', 'error');
    expect(dialog).toHaveAccessibleDescription('Birden çok ekipmanı art arda okutabilirsiniz. Bitince Kapat’a basın.');
    // Ekle waits for a serial; blanks are not sent.
    const add = within(dialog).getByRole('button', { name: 'Ekle' });
    expect(add).toBeDisabled();
    await userEvent.type(box, '   ');
    expect(add).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, ' HLT-0001 ');
    await userEvent.click(add);
    expect(onScan).toHaveBeenCalledWith('HLT-0001');
    expect(box).toHaveValue('');
  });

  it('a continuous scan answers each read and stays open until Kapat', async () => {
    const onScan = vi.fn((serial: string) => (serial === 'YOK-1' ? 'YOK-1 seri numaralı ekipman bulunamadı.' : undefined));
    const { dialog, box } = await openScanner({ onScan, continuous: true });
    await userEvent.type(box, 'HLT-0001{Enter}');
    await userEvent.type(box, 'YOK-1{Enter}');
    const feedback = within(dialog).getByTestId('scan-feedback');
    await waitFor(() =>
      expect([...feedback.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
        '✗ YOK-1 seri numaralı ekipman bulunamadı.',
        '✓ HLT-0001 okundu.',
      ]),
    );
    expect(screen.getByRole('dialog', { name: 'Ekipman tara' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Kapat' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a one-item scan stays open on a refusal and closes once its item is taken; opened again it starts clean', async () => {
    const onScan = vi.fn((serial: string) => (serial === 'SN-1' ? undefined : `${serial} bu işlem için uygun değil.`));
    const { dialog, box } = await openScanner({ onScan });
    expect(dialog).toHaveAccessibleDescription('Barkodu veya QR kodu kameraya gösterin.');
    await userEvent.type(box, 'SN-2{Enter}');
    expect(await within(dialog).findByText('SN-2 bu işlem için uygun değil.')).toBeInTheDocument();
    await userEvent.type(box, 'SN-1{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Tara' }));
    const again = await screen.findByRole('dialog', { name: 'Ekipman tara' });
    expect(within(again).getByTestId('scan-feedback')).toBeEmptyDOMElement();
    await userEvent.type(within(again).getByRole('textbox', { name: 'Seri numarasını elle girin' }), 'SN-1{Enter}');
    expect(onScan.mock.calls.map(([s]) => s)).toEqual(['SN-2', 'SN-1', 'SN-1']);
  });

  it('a button without a label is named by its title for a screen reader', () => {
    render(<ScanButton label="" title="Barkodla iade al" onScan={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Barkodla iade al' })).toHaveAttribute('aria-haspopup', 'dialog');
  });
});
