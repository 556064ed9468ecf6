// The overflow menu ('⋯'): opens with focus on its first item, closes on a choice, Escape (focus back
// on its button) or a tap outside; a click inside it is not the row's click.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MoreMenu } from './more-menu';

function Row({ onRow = vi.fn(), onEdit = vi.fn(), onDelete = vi.fn() }) {
  return (
    <>
      <div data-testid="row" onClick={onRow}>
        SN-001
        <MoreMenu label="SN-001 işlemleri">
          <button type="button" onClick={onEdit}>
            Düzenle
          </button>
          <button type="button" disabled>
            Transfer Et
          </button>
          <a href="/equipment/e1">Detay</a>
          <button type="button" data-destructive onClick={onDelete}>
            Sil
          </button>
        </MoreMenu>
      </div>
      <p>Başka bir yer</p>
    </>
  );
}
const button = () => screen.getByRole('button', { name: 'SN-001 işlemleri' });

describe('the overflow menu', () => {
  it('opens as a menu named like its button, focus on the first item, and says it is open', async () => {
    render(<Row />);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button());
    const menu = screen.getByRole('menu', { name: 'SN-001 işlemleri' });
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(button()).toHaveAttribute('aria-controls', menu.id);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Düzenle' })).toHaveFocus());
  });

  it('a choice runs and closes it, without opening the row', async () => {
    const onRow = vi.fn();
    const onEdit = vi.fn();
    render(<Row onRow={onRow} onEdit={onEdit} />);
    await userEvent.click(button());
    expect(onRow).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Düzenle' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onRow).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Escape closes it and gives the focus back to its button', async () => {
    render(<Row />);
    await userEvent.click(button());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a tap outside closes it; its button toggles it', async () => {
    render(<Row />);
    await userEvent.click(button());
    await userEvent.click(screen.getByText('Başka bir yer'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(button());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(button());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('a click on a disabled item or between the items leaves it open', async () => {
    const onDelete = vi.fn();
    render(<Row onDelete={onDelete} />);
    await userEvent.click(button());
    await userEvent.click(screen.getByRole('menu'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer Et' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('shows its text beside the dots for a page menu', () => {
    render(
      <MoreMenu label="Diğer stok işlemleri" text="Diğer">
        <button type="button">Stok Ayarları</button>
      </MoreMenu>,
    );
    expect(screen.getByRole('button', { name: 'Diğer stok işlemleri' })).toHaveTextContent('Diğer');
  });
});
