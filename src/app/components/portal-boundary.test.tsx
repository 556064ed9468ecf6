// React passes events up its component tree across portals: what is drawn in a portal (a row's '⋯'
// menu, a dialog opened from a row or from inside a form) must not also act on the row or the form.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { measuredWidth } from '../../../tests/helpers/screen-size';
import { ListView, type ListColumn } from './list-view';
import { Modal } from './modal';

interface Row {
  id: string;
  name: string;
}
const ROWS: Row[] = [{ id: 'r1', name: 'Ayşe Yılmaz' }];
const COLUMNS: ListColumn<Row>[] = [{ id: 'name', header: 'Ad Soyad', priority: 1, minWidth: 160, cell: (r) => r.name }];

const setListWidth = measuredWidth(1200);

/** The rows as a list whose rows open with `open`, each with `actions` (in its ⋯ menu when narrow). */
function renderList(open: () => void, actions: () => ReactNode) {
  return render(
    <ListView<Row>
      caption="Kayıtlar"
      rows={ROWS}
      rowKey={(r) => r.id}
      columns={COLUMNS}
      onRowClick={open}
      actions={actions}
      actionsWidth={120}
    />,
  );
}

/** A row action that opens its own dialog (rendered by the row, drawn in a portal). */
function EditAction() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Düzenle
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Kaydı Düzenle">
        <p>Kaydın bilgileri</p>
      </Modal>
    </>
  );
}

describe('portals inside clickable rows', () => {
  it('a tap anywhere in a row’s ⋯ menu does not open the row', async () => {
    setListWidth(390);
    const open = vi.fn();
    renderList(open, () => (
      <>
        <span>Son işlem: dün</span>
        <button type="button">Sil</button>
      </>
    ));
    await userEvent.click(screen.getByRole('button', { name: /işlemleri$/ }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByText('Son işlem: dün'));
    await userEvent.click(menu);
    expect(open).not.toHaveBeenCalled();
    // The row itself still opens.
    await userEvent.click(screen.getByText('Ayşe Yılmaz'));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('a tap in a dialog opened from a row does not open the row', async () => {
    const open = vi.fn();
    renderList(open, () => <EditAction />);
    await userEvent.click(screen.getByRole('button', { name: 'Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kaydı Düzenle' });
    await userEvent.click(within(dialog).getByText('Kaydın bilgileri'));
    await userEvent.click(dialog);
    expect(open).not.toHaveBeenCalled();
  });

  it('a form in a dialog submits itself, not the form around the dialog’s opener', async () => {
    const outer = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    const inner = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={outer}>
        <Modal open onClose={() => undefined} title="Yeni İşçi">
          <form onSubmit={inner}>
            <button type="submit">Kaydet</button>
          </form>
        </Modal>
      </form>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Kaydet' }));
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
