// A list row's 'Düzenle' and 'Sil' buttons, each shown only to a user holding its permission; the
// buttons are named with the row (`name`) for screen readers: '<name> düzenle', '<name> sil'.
import type { PermissionName } from '@shared/permissions';
import { Button } from './button';
import { Can } from './can';

interface RowAction {
  permission: PermissionName;
  onClick: () => void;
}

export function EditDeleteActions({ name, edit, remove }: { name: string; edit: RowAction; remove: RowAction }) {
  return (
    <>
      <Can permission={edit.permission}>
        <Button variant="ghost" onClick={edit.onClick} aria-label={`${name} düzenle`}>
          Düzenle
        </Button>
      </Can>
      <Can permission={remove.permission}>
        <Button variant="ghost" className="text-red-700" onClick={remove.onClick} aria-label={`${name} sil`}>
          Sil
        </Button>
      </Can>
    </>
  );
}
