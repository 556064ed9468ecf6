import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/lib/api-client';
import { DeleteConfirm } from './delete-confirm';

const ROLE = { id: 'r1', name: 'Depocu' };

function renderConfirm(remove: (row: typeof ROLE) => Promise<unknown>, onClose = vi.fn()) {
  render(
    <>
      <Toaster />
      <DeleteConfirm
        row={ROLE}
        title="Rolü Sil"
        message={(r) => `'${r.name}' rolünü silmek istediğinizden emin misiniz?`}
        remove={remove}
        busy={false}
        success="Rol başarıyla silindi"
        failure="Rol silinirken bir hata oluştu"
        onClose={onClose}
      />
    </>,
  );
  return onClose;
}

describe('the question before a row is deleted', () => {
  it('names the row, deletes it on Sil, says so and closes', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const onClose = renderConfirm(remove);
    expect(screen.getByRole('alertdialog', { name: 'Rolü Sil' })).toHaveTextContent("'Depocu' rolünü silmek istediğinizden emin misiniz?");
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }));
    expect(remove).toHaveBeenCalledWith(ROLE);
    expect(await screen.findByText('Rol başarıyla silindi')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("stays open with the server's reason after a failure", async () => {
    const onClose = renderConfirm(() => Promise.reject(new ApiError(409, 'Bu rol kullanıcılara atanmış.', null)));
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Bu rol kullanıcılara atanmış.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
