// Warehouse list (spec 02): search by name, location or description; cards sorted by equipment
// count (most first) with the five counters; a card opens /warehouses/{id}; edit and delete icons
// (shown with edit_warehouse / delete_warehouse, which the server requires); create modal.
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { Can } from '@app/components/can';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { EmptyState } from '@app/components/empty-state';
import { PageHeader } from '@app/components/page-header';
import { SearchInput } from '@app/components/search-input';
import { Spinner } from '@app/components/spinner';
import { errorMessage } from '@app/lib/api-client';
import { foldTurkish, matchesQuery, searchKey } from '@shared/search';
import { useDeleteWarehouse } from '../api/delete-warehouse';
import { useWarehouses, type WarehouseRow } from '../api/get-warehouses';
import { WarehouseCounters } from './warehouse-counters';
import { WarehouseFormDialog } from './warehouse-form-dialog';
import { compareTurkish } from '@shared/collation';

type DialogState = { kind: 'create' } | { kind: 'edit'; warehouse: WarehouseRow } | null;

export function WarehousesPage() {
  const navigate = useNavigate();
  const warehouses = useWarehouses();
  const remove = useDeleteWarehouse();
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<DialogState>(null);
  const [toDelete, setToDelete] = useState<WarehouseRow | null>(null);

  const sorted = useMemo(
    () =>
      [...(warehouses.data ?? [])]
        .sort((a, b) => (b.equipment_count ?? 0) - (a.equipment_count ?? 0) || compareTurkish(a.name, b.name))
        .map((w) => ({ w, key: searchKey(w.name, w.location, w.description) })),
    [warehouses.data],
  );
  const filtered = useMemo(() => {
    const q = foldTurkish(query);
    return sorted.filter((s) => matchesQuery(s.key, q)).map((s) => s.w);
  }, [sorted, query]);

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      toast.success('Depo başarıyla silindi.');
      setToDelete(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Depo silinirken bir hata oluştu.'));
    }
  }

  const open = (w: WarehouseRow) => void navigate({ to: '/warehouses/$warehouseId', params: { warehouseId: w.id } });

  return (
    <div>
      <PageHeader
        title="Depolar"
        description="Depoları ve her depodaki ekipman durumlarını görüntüleyin."
        actions={
          <Can permission="create_warehouse">
            <Button onClick={() => setDialog({ kind: 'create' })}>Yeni Depo</Button>
          </Can>
        }
      />
      <SearchInput className="mb-4" label="Depo ara" placeholder="Depo adı, lokasyon veya açıklama ile ara" value={query} onChange={setQuery} />
      {warehouses.isPending ? (
        <Spinner block />
      ) : filtered.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            title={query ? 'Arama sonucu bulunamadı' : 'Henüz depo bulunmuyor'}
            action={
              query ? null : (
                <Can permission="create_warehouse">
                  <Button onClick={() => setDialog({ kind: 'create' })}>İlk Depoyu Ekle</Button>
                </Can>
              )
            }
          />
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {filtered.map((w) => (
            <li key={w.id}>
              <article
                className="flex h-full cursor-pointer flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-blue-300 hover:shadow"
                onClick={() => open(w)}
                data-testid="warehouse-card"
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 className="truncate text-lg font-semibold text-slate-900">
                      <a
                        href={`/warehouses/${w.id}`}
                        className="hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
                        onClick={(e) => {
                          e.preventDefault();
                          e.stopPropagation();
                          open(w);
                        }}
                      >
                        {w.name}
                      </a>
                    </h2>
                    <p className="text-sm text-slate-600">{w.location}</p>
                  </div>
                  <div className="flex shrink-0" onClick={(e) => e.stopPropagation()}>
                    <Can permission="edit_warehouse">
                      <IconButton label={`${w.name} düzenle`} onClick={() => setDialog({ kind: 'edit', warehouse: w })} path="m16.86 4.49 1.69-1.69a1.88 1.88 0 1 1 2.65 2.65L10.58 16.07a4.5 4.5 0 0 1-1.9 1.13L6 18l.8-2.68a4.5 4.5 0 0 1 1.13-1.9l8.93-8.93Z" />
                    </Can>
                    <Can permission="delete_warehouse">
                      <IconButton
                        label={`${w.name} sil`}
                        danger
                        onClick={() => setToDelete(w)}
                        path="m14.74 9-.35 9m-4.78 0L9.26 9m9.97-3.21c.34.05.68.1 1.02.17M19.23 5.79 18.16 19.67A2.25 2.25 0 0 1 15.92 21.75H8.08a2.25 2.25 0 0 1-2.24-2.08L4.77 5.79m14.46 0a48.1 48.1 0 0 0-3.48-.4m-12 .56c.34-.06.68-.11 1.02-.17m0 0a48.1 48.1 0 0 1 3.48-.4m7.5 0v-.92c0-1.18-.91-2.16-2.09-2.2a51.96 51.96 0 0 0-3.32 0c-1.18.04-2.09 1.02-2.09 2.2v.92m7.5 0a48.67 48.67 0 0 0-7.5 0"
                      />
                    </Can>
                  </div>
                </div>
                {w.description ? <p className="line-clamp-2 text-sm text-slate-700">{w.description}</p> : null}
                <div className="mt-auto">
                  <WarehouseCounters warehouse={w} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <WarehouseFormDialog open={dialog !== null} warehouse={dialog?.kind === 'edit' ? dialog.warehouse : null} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Depo Sil"
        message={toDelete ? `"${toDelete.name}" deposunu silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.` : ''}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}

function IconButton({ label, onClick, path, danger = false }: { label: string; onClick: () => void; path: string; danger?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`inline-flex size-11 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-blue-600 ${
        danger ? 'text-red-700 hover:bg-red-50' : 'text-slate-600 hover:bg-slate-100'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-5">
        <path strokeLinecap="round" strokeLinejoin="round" d={path} />
      </svg>
    </button>
  );
}
