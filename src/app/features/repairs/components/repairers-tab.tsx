// The repairers tab (spec 02): search by name, phone or address; cards that open the detail;
// edit and delete icons by permission; new/edit modal; delete confirmation.
import { useMemo, useState } from 'react';
import { useNavigate, linkOptions } from '@tanstack/react-router';
import { Can } from '@app/components/can';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { SolidIcon } from '@app/components/solid-icon';
import { linkColumn, ListView, ListEmpty, type ListColumn } from '@app/components/list-view';
import { SearchInput } from '@app/components/search-input';
import { conflictMessage } from '@app/lib/api-client';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { sortByName } from '@shared/collation';
import { formatPhone } from '@shared/format';
import { foldTurkish, matchesQuery, searchKey } from '@shared/search';
import { useRepairers } from '../api/get-repairers';
import { useDeleteRepairer } from '../api/save-repairer';
import type { RepairerRow } from '../api/types';
import { RepairerModal } from './repairer-modal';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

const PENCIL_ICON =
  'm5.43 13.23 1.1-3.12a2 2 0 0 1 .47-.76l6.5-6.5a1.75 1.75 0 0 1 2.47 2.47l-6.5 6.5a2 2 0 0 1-.76.47l-3.12 1.1a.5.5 0 0 1-.64-.64ZM3.5 5.75c0-.69.56-1.25 1.25-1.25H10A.75.75 0 0 0 10 3H4.75A2.75 2.75 0 0 0 2 5.75v9.5A2.75 2.75 0 0 0 4.75 18h9.5A2.75 2.75 0 0 0 17 15.25V10a.75.75 0 0 0-1.5 0v5.25c0 .69-.56 1.25-1.25 1.25h-9.5c-.69 0-1.25-.56-1.25-1.25v-9.5Z';
const TRASH_ICON =
  'M8.75 1A2.75 2.75 0 0 0 6 3.75v.44c-.8.08-1.58.18-2.36.3a.75.75 0 1 0 .22 1.49l.15-.03.85 10.6A2.75 2.75 0 0 0 7.6 19h4.8a2.75 2.75 0 0 0 2.74-2.45l.85-10.6.15.03a.75.75 0 1 0 .22-1.49A41 41 0 0 0 14 4.19v-.44A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.67.03 2.5.08v-.33c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.33C8.33 4.03 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z';

const REPAIRER_COLUMNS: ListColumn<RepairerRow>[] = [
  linkColumn(
    { id: 'name', header: 'Tamirci' },
    (r) => ({ to: linkOptions({ to: '/broken-equipment/repairers/$id', params: { id: r.id } }), text: r.name }),
    {
      className:
        'rounded font-semibold hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
    },
  ),
  { id: 'phone', header: 'Telefon', priority: 2, minWidth: 160, nowrap: true, cell: (r) => formatPhone(r.phone) },
  { id: 'address', header: 'Adres', priority: 2, minWidth: 200, longText: (r) => r.address, cell: (r) => r.address },
];

export function RepairersTab({ creating, onCreate }: { creating: boolean; onCreate: (open: boolean) => void }) {
  const { data, isPending } = useRepairers();
  const remove = useDeleteRepairer();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<RepairerRow | null>(null);
  const [deleting, setDeleting] = useState<RepairerRow | null>(null);

  const keyed = useMemo(
    () => sortByName(data ?? []).map((r) => ({ repairer: r, key: searchKey(r.name, r.phone, formatPhone(r.phone), r.address) })),
    [data],
  );
  const shown = useMemo(() => {
    const q = foldTurkish(search);
    return keyed.filter(({ key }) => matchesQuery(key, q)).map(({ repairer }) => repairer);
  }, [keyed, search]);

  const confirmDelete = async () => {
    if (!deleting) return;
    await saveWithToasts(() => remove.mutateAsync(deleting.id), {
      success: 'Tamirci başarıyla silindi.',
      failure: (error) => conflictMessage(error, 'Tamirci silinirken bir hata oluştu.'),
      onSaved: () => setDeleting(null),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <SearchInput label="Tamirci ara" placeholder="Ad, telefon veya adres" value={search} onChange={setSearch} className="max-w-xl" />
      <ListView
        caption="Tamirciler"
        rows={shown}
        rowTestId="repairer-card"
        columns={REPAIRER_COLUMNS}
        cardsBelow={Infinity}
        cardGrid
        loading={isPending}
        onRowClick={(r) => void navigate({ to: '/broken-equipment/repairers/$id', params: { id: r.id } })}
        actions={(r) => (
          <>
            <Can permission="edit_repairer">
              <button type="button" className={iconButton} aria-label={`Düzenle: ${r.name}`} onClick={() => setEditing(r)}>
                <SolidIcon d={PENCIL_ICON} className="size-5" />
              </button>
            </Can>
            <Can permission="delete_repairer">
              <button
                type="button"
                className={`${iconButton} hover:text-red-700`}
                aria-label={`Sil: ${r.name}`}
                onClick={() => setDeleting(r)}
              >
                <SolidIcon d={TRASH_ICON} evenOdd className="size-5" />
              </button>
            </Can>
          </>
        )}
        filtered={search.trim() !== ''}
        empty={
          <ListEmpty
            title="Henüz tamirci bulunmuyor"
            description="Tamirleri yapan servisleri ve ustaları buraya ekleyin."
            add={{ permission: 'create_repairer', label: 'İlk Tamirciyi Ekle', onClick: () => onCreate(true) }}
          />
        }
      />

      <RepairerModal
        open={creating || editing !== null}
        repairer={editing}
        onClose={() => (editing ? setEditing(null) : onCreate(false))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Tamirci Sil"
        message={
          <>
            <span className="block font-medium text-slate-900">{deleting?.name}</span>
            Bu tamirciyi silmek istediğinizden emin misiniz?
          </>
        }
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
