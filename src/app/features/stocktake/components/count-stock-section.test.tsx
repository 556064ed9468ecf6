import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COUNTED_INVALID } from '@shared/schemas/stock';
import type { CountStockItem } from '../api/types';
import type { ShownStockLine } from '../lib/use-count-stock';
import { CountStockSection } from './count-stock-section';

const gloves: CountStockItem = { id: 'i1', name: 'İş Eldiveni', variant: '9', kind: 'ppe', unit: 'çift', barcode: 'ELD-1' };
const ties: CountStockItem = { id: 'i2', name: 'Kablo Bağı', variant: null, kind: 'consumable', unit: 'paket', barcode: null };

function show(lines: ShownStockLine[], onCount = vi.fn(), onRetry = vi.fn()) {
  const view = render(<CountStockSection lines={lines} onCount={onCount} onRetry={onRetry} />);
  return { ...view, onCount, onRetry };
}

describe('the count screen stock section', () => {
  it('takes a typed quantity (Turkish comma) on Enter, refuses a bad one in Turkish and sends nothing', async () => {
    const user = userEvent.setup();
    const { onCount } = show([
      { item: gloves, counted: null, state: 'none' },
      { item: ties, counted: 4, state: 'sent', countedBy: 'Ayşe Demir' },
    ]);
    expect(screen.getByRole('heading', { name: 'Stok Sayımı (1 / 2)' })).toBeInTheDocument();
    expect(screen.getByText(/Sayan: Ayşe Demir/)).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'İş Eldiveni 9 sayılan miktar' });
    await user.type(box, '-1{Enter}');
    expect(screen.getByText(COUNTED_INVALID)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('-1'); // kept as typed
    expect(onCount).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, '2,5{Enter}');
    expect(onCount).toHaveBeenCalledWith(gloves, 2.5);
    expect(screen.queryByText(COUNTED_INVALID)).toBeNull();
    // The same number again, or leaving an untouched box, sends nothing.
    await user.click(screen.getByRole('textbox', { name: 'Kablo Bağı sayılan miktar' }));
    await user.tab();
    expect(onCount).toHaveBeenCalledTimes(1);
  });

  it('says what waits and what was refused, with a retry', async () => {
    const user = userEvent.setup();
    const { onRetry } = show([
      { item: gloves, counted: 3, state: 'pending' },
      { item: ties, counted: 1, state: 'failed', error: 'Sunucuya ulaşılamadı.' },
    ]);
    expect(screen.getByRole('textbox', { name: 'İş Eldiveni 9 sayılan miktar' })).toHaveValue('3');
    expect(screen.getByText('Beklemede')).toBeInTheDocument();
    expect(screen.getByText('Gönderilemedi')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yeniden Dene' }));
    expect(onRetry).toHaveBeenCalledWith('i2');
  });

  it("keeps this counter's own number in the box and says the sum when others counted too", () => {
    show([
      { item: gloves, counted: 3, state: 'sent', countedBy: 'Ayşe Demir, Mehmet Kaya', total: 7 },
      { item: ties, counted: null, state: 'none', countedBy: 'Mehmet Kaya', total: 2 },
    ]);
    expect(screen.getByRole('textbox', { name: 'İş Eldiveni 9 sayılan miktar' })).toHaveValue('3');
    expect(screen.getByText(/Sayan: Ayşe Demir, Mehmet Kaya · Toplam: 7 çift/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kablo Bağı sayılan miktar' })).toHaveValue('');
    expect(screen.getByText(/Toplam: 2 paket/)).toBeInTheDocument();
  });

  it('shows nothing when the warehouse has no stock items', () => {
    const { container } = show([]);
    expect(container).toBeEmptyDOMElement();
  });
});
