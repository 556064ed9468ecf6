// A list's two dialogs about its records: the form that creates one or edits one, and the question
// before one is deleted. Each is open while it holds its record (the form also with none: a new one).
//   const dialogs = useRecordDialogs<RoleRow>();
//   <RoleFormDialog open={dialogs.formOpen} role={dialogs.editing} onClose={dialogs.closeForm} />
//   <DeleteConfirm row={dialogs.toDelete} … onClose={dialogs.closeDelete} />
import { useState } from 'react';

export function useRecordDialogs<T>() {
  const [form, setForm] = useState<{ record: T | null } | null>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);
  return {
    formOpen: form !== null,
    /** The record the open form edits; null while it creates one, or is closed. */
    editing: form?.record ?? null,
    create: () => setForm({ record: null }),
    edit: (record: T) => setForm({ record }),
    closeForm: () => setForm(null),
    /** The record asked about; null while nothing is to be deleted. */
    toDelete,
    askDelete: (record: T) => setToDelete(record),
    closeDelete: () => setToDelete(null),
  };
}
