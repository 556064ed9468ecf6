// The modal form dialog (spec 01 §2, §9): labelled by its title, focus kept inside and given back,
// Escape / × / a click outside close it (not while saving), Enter submits, and a click outside after
// something was typed asks before throwing the input away.
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { DISCARD_QUESTION, FormModal } from './form-modal';
import { TextField } from './text-field';

function Page({
  submitting = false,
  submitDisabled = false,
  onSubmit = vi.fn(),
}: {
  submitting?: boolean;
  submitDisabled?: boolean;
  onSubmit?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Yeni İşçi Ekle
      </button>
      <FormModal
        open={open}
        onClose={() => setOpen(false)}
        title="Yeni İşçi"
        description="İşçinin bilgilerini girin."
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        submitting={submitting}
        submittingLabel="Kaydediliyor..."
        submitDisabled={submitDisabled}
      >
        <TextField label="Ad" name="first_name" />
        <TextField label="Soyad" name="last_name" />
      </FormModal>
    </>
  );
}

async function open(props: Parameters<typeof Page>[0] = {}) {
  render(<Page {...props} />);
  await userEvent.click(screen.getByRole('button', { name: 'Yeni İşçi Ekle' }));
  return screen.getByRole('dialog', { name: 'Yeni İşçi' });
}
/** The dimmed backdrop behind the dialog: a click there is a click outside. */
const backdrop = () => document.querySelector<HTMLElement>('.fixed.inset-0 > [aria-hidden="true"]')!;
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

// happy-dom has no confirm box: the user's answer to it, for this file's tests only.
const confirm = vi.fn<(question: string) => boolean>();
beforeEach(() => {
  confirm.mockReset();
  Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
});
afterEach(() => {
  delete (window as { confirm?: unknown }).confirm;
});

describe('a modal form', () => {
  it('is a modal dialog named by its title and described by its line, the page behind it still', async () => {
    const dialog = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('İşçinin bilgilerini girin.');
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await closed();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab inside the dialog and gives focus back to the button that opened it', async () => {
    const dialog = await open();
    // Focus moves into the dialog when it opens.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const submit = within(dialog).getByRole('button', { name: 'Kaydet' });
    submit.focus();
    await userEvent.tab();
    // After the last control comes the first again: the × button.
    expect(within(dialog).getByRole('button', { name: 'Kapat' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(submit).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await closed();
    expect(screen.getByRole('button', { name: 'Yeni İşçi Ekle' })).toHaveFocus();
  });

  it('Enter in a box submits the form', async () => {
    const onSubmit = vi.fn();
    const dialog = await open({ onSubmit });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'Ayşe{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while saving cannot be closed by Escape, × or a click outside, its buttons off and saying so', async () => {
    const dialog = await open({ submitting: true });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(backdrop());
    expect(within(dialog).getByRole('button', { name: 'Kapat' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'İptal' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /Kaydediliyor/ })).toBeDisabled();
    expect(screen.getByRole('dialog', { name: 'Yeni İşçi' })).toBeInTheDocument();
  });

  it('a submit that is not possible yet is off', async () => {
    const dialog = await open({ submitDisabled: true });
    expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeDisabled();
  });

  it('a click outside closes an untouched form at once', async () => {
    await open();
    await userEvent.click(backdrop());
    await closed();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('a click outside after typing asks first; no keeps the input, yes throws it away', async () => {
    confirm.mockReturnValue(false);
    const dialog = await open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'Ayşe');
    await userEvent.click(backdrop());
    expect(confirm).toHaveBeenCalledWith(DISCARD_QUESTION);
    expect(within(dialog).getByRole('textbox', { name: 'Ad' })).toHaveValue('Ayşe');
    confirm.mockReturnValue(true);
    await userEvent.click(backdrop());
    await closed();
  });
});

describe('a confirmation', () => {
  it('is an alert dialog whose focus starts on İptal, so an accidental Enter does not delete', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open title="İşçiyi Sil" message="Ayşe Yılmaz silinecek. Emin misiniz?" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'İşçiyi Sil' });
    expect(dialog).toHaveAccessibleDescription('Ayşe Yılmaz silinecek. Emin misiniz?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'İptal' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while busy says so and cannot be dismissed', async () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog open busy title="İşçiyi Sil" message="Emin misiniz?" onConfirm={vi.fn()} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: /Siliniyor/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
