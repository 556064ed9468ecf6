// The button that adds a record ('Yeni Rol', 'İlk Depoyu Ekle'), shown only to a user holding its
// permission: a page header's action, a list's empty state (ListEmpty's `add`).
//   <AddButton permission="manage_kits" label="Yeni Set" onClick={() => setFormOpen(true)} />
import type { PermissionName } from '@shared/permissions';
import { Button } from './button';
import { Can } from './can';

export interface AddAction {
  permission: PermissionName;
  label: string;
  onClick: () => void;
}

export function AddButton({ permission, label, onClick }: AddAction) {
  return (
    <Can permission={permission}>
      <Button onClick={onClick}>{label}</Button>
    </Can>
  );
}
