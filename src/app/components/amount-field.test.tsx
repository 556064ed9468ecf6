// A ₺ amount typed the Turkish way: the thousands dots come while typing, one comma with at most two
// decimals, letters never; the form reads what the box shows.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { parseTurkishAmount } from '@shared/format';
import { AmountField } from './amount-field';

function PriceForm({ onSave }: { onSave: (price: number) => void }) {
  const { register, handleSubmit } = useForm<{ price: string }>({ defaultValues: { price: '' } });
  return (
    <form onSubmit={handleSubmit((v) => onSave(parseTurkishAmount(v.price) ?? Number.NaN))}>
      <AmountField label="Satın alma fiyatı" registration={register('price')} />
      <button type="submit">Kaydet</button>
    </form>
  );
}

describe('an amount box', () => {
  it('puts the thousands dots in while typing and keeps two decimals after the comma', async () => {
    const onSave = vi.fn();
    render(<PriceForm onSave={onSave} />);
    const box = screen.getByRole('textbox', { name: 'Satın alma fiyatı' });
    expect(box).toHaveAttribute('inputmode', 'decimal');
    expect(box).toHaveAttribute('placeholder', '12.500,00');
    await userEvent.type(box, '1250000,759');
    expect(box).toHaveValue('1.250.000,75');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(onSave).toHaveBeenCalledWith(1250000.75);
  });

  it('drops letters and a second comma, and a leading zero before digits', async () => {
    render(<PriceForm onSave={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Satın alma fiyatı' });
    await userEvent.type(box, '0a12b,5,0');
    expect(box).toHaveValue('12,50');
    await userEvent.clear(box);
    await userEvent.type(box, ',5');
    expect(box).toHaveValue('0,5');
  });

  it('shows the ₺ sign beside the box', () => {
    render(<PriceForm onSave={vi.fn()} />);
    expect(screen.getByText('₺')).toBeInTheDocument();
  });
});
