import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Paginator } from './paginator';

describe('Paginator', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Paginator page={1} pageSize={10} total={10} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the range, the first and last pages and the neighbours, and moves on a tap', async () => {
    const onPageChange = vi.fn();
    render(<Paginator page={5} pageSize={10} total={200} onPageChange={onPageChange} />);
    expect(screen.getByText('41-50 / 200 kayıt gösteriliyor')).toBeInTheDocument();
    const pages = screen.getAllByRole('button', { name: /^Sayfa / }).map((b) => b.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '20']);
    expect(screen.getByRole('button', { name: 'Sayfa 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(onPageChange).toHaveBeenCalledWith(6);
  });
});
