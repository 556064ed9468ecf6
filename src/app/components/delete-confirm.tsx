// The question before a list's row is deleted, and the delete itself: open while `row` is set;
// 'Sil' runs `remove`, toasts how it went (saveWithToasts) and closes after a success only.
//   <DeleteConfirm row={toDelete} title="Rolü Sil" message={(r) => `'${r.name}' rolünü silmek istediğinizden emin misiniz?`}
//     remove={(r) => deleteRole.mutateAsync(r.id)} busy={deleteRole.isPending}
//     success="Rol başarıyla silindi" failure="Rol silinirken bir hata oluştu" onClose={() => setToDelete(null)} />
import type { ReactNode } from 'react';
import { saveWithToasts, type SaveToasts } from '@app/lib/save-with-toasts';
import { ConfirmDialog } from './confirm-dialog';

export interface DeleteConfirmProps<T> {
  row: T | null;
  title: string;
  message: (row: T) => ReactNode;
  remove: (row: T) => Promise<unknown>;
  busy: boolean;
  success: string;
  failure: SaveToasts['failure'];
  onClose: () => void;
}

export function DeleteConfirm<T>({ row, title, message, remove, busy, success, failure, onClose }: DeleteConfirmProps<T>) {
  async function confirm() {
    if (!row) return;
    await saveWithToasts(() => remove(row), { success, failure, onSaved: onClose });
  }
  return (
    <ConfirmDialog
      open={row !== null}
      title={title}
      message={row ? message(row) : ''}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
