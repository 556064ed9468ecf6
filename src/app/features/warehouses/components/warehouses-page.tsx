// Warehouse list (spec 02): search by name, location or description; cards sorted by equipment
// count (most first) with the five counters; a card opens /warehouses/{id}; edit and delete in the
// card's '⋯' menu (shown with edit_warehouse / delete_warehouse, which the server requires; delete
// never beside edit); create modal. On a phone each warehouse is one compact row.
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { AddButton } from '@app/components/add-button';
import { Can } from '@app/components/can';
import { DeleteConfirm } from '@app/components/delete-confirm';
import { EmptyState } from '@app/components/empty-state';
import { PageHeader } from '@app/components/page-header';
import { SearchInput } from '@app/components/search-input';
import { Spinner } from '@app/components/spinner';
import { MoreMenu } from '@app/components/more-menu';
import { useSmallScreen } from '@app/components/search-sheet';
import { useSession } from '@app/lib/session';
import { useRecordDialogs } from '@app/lib/use-record-dialogs';
import { foldTurkish, matchesQuery, searchKey } from '@shared/search';
import { useDeleteWarehouse } from '../api/delete-warehouse';
import { useWarehouses, type WarehouseRow } from '../api/get-warehouses';
import { WarehouseCounters } from './warehouse-counters';
import { WarehouseFormDialog } from './warehouse-form-dialog';
import { compareTurkish } from '@shared/collation';

export function WarehousesPage() {
  const navigate = useNavigate();
  const warehouses = useWarehouses();
  const remove = useDeleteWarehouse();
  const [query, setQuery] = useState('');
  const dialogs = useRecordDialogs<WarehouseRow>();
  const { can } = useSession();
  const small = useSmallScreen();

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

  const open = (w: WarehouseRow) => void navigate({ to: '/warehouses/$warehouseId', params: { warehouseId: w.id } });

  const menu = (w: WarehouseRow) =>
    can('edit_warehouse') || can('delete_warehouse') ? (
      <MoreMenu label={`${w.name} işlemleri`}>
        <Can permission="edit_warehouse">
          <button type="button" onClick={() => dialogs.edit(w)}>
            Düzenle
          </button>
        </Can>
        <Can permission="delete_warehouse">
          <button type="button" className="text-red-700" onClick={() => dialogs.askDelete(w)}>
            Sil
          </button>
        </Can>
      </MoreMenu>
    ) : null;

  return (
    <div>
      <PageHeader
        title="Depolar"
        description="Depoları ve her depodaki ekipman durumlarını görüntüleyin."
        actions={<AddButton permission="create_warehouse" label="Yeni Depo" onClick={dialogs.create} />}
      />
      <SearchInput
        className="mb-4"
        label="Depo ara"
        placeholder="Depo adı, lokasyon veya açıklama ile ara"
        value={query}
        onChange={setQuery}
      />
      {warehouses.isPending ? (
        <Spinner block showLabel label="Depolar yükleniyor…" />
      ) : filtered.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            title={query ? 'Arama sonucu bulunamadı' : 'Henüz depo bulunmuyor'}
            action={query ? null : <AddButton permission="create_warehouse" label="İlk Depoyu Ekle" onClick={dialogs.create} />}
          />
        </div>
      ) : small ? (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm" aria-label="Depolar">
          {filtered.map((w) => (
            <li
              key={w.id}
              data-testid="warehouse-card"
              onClick={() => open(w)}
              className="flex min-h-14 cursor-pointer items-center gap-2 py-1.5 pl-3 pr-1 hover:bg-slate-50"
            >
              <div className="min-w-0 flex-1">
                <WarehouseLink warehouse={w} onOpen={open} className="block truncate font-medium text-slate-900 hover:underline" />
                <p className="truncate text-xs text-slate-600">
                  {w.location} · {Number(w.equipment_count ?? 0).toLocaleString('tr-TR')} ekipman,{' '}
                  {Number(w.available_count ?? 0).toLocaleString('tr-TR')} müsait, {Number(w.in_field_count ?? 0).toLocaleString('tr-TR')}{' '}
                  sahada, {Number(w.broken_count ?? 0).toLocaleString('tr-TR')} arızalı
                </p>
              </div>
              <div className="shrink-0" onClick={(e) => e.stopPropagation()}>
                {menu(w)}
              </div>
            </li>
          ))}
        </ul>
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
                      <WarehouseLink
                        warehouse={w}
                        onOpen={open}
                        className="hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
                      />
                    </h2>
                    <p className="text-sm text-slate-600">{w.location}</p>
                  </div>
                  <div className="shrink-0" onClick={(e) => e.stopPropagation()}>
                    {/* Düzenle and Sil behind '⋯': the destructive one is never beside Düzenle. */}
                    {menu(w)}
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
      <WarehouseFormDialog open={dialogs.formOpen} warehouse={dialogs.editing} onClose={dialogs.closeForm} />
      <DeleteConfirm
        row={dialogs.toDelete}
        title="Depo Sil"
        message={(w) => `"${w.name}" deposunu silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.`}
        remove={(w) => remove.mutateAsync(w.id)}
        busy={remove.isPending}
        success="Depo başarıyla silindi."
        failure="Depo silinirken bir hata oluştu."
        onClose={dialogs.closeDelete}
      />
    </div>
  );
}

/** The warehouse's name as a link to its page (opened in the app; the card around it opens it too). */
function WarehouseLink<W extends { id: string; name: string }>({
  warehouse,
  onOpen,
  className,
}: {
  warehouse: W;
  onOpen: (w: W) => void;
  className: string;
}) {
  return (
    <a
      href={`/warehouses/${warehouse.id}`}
      className={className}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        onOpen(warehouse);
      }}
    >
      {warehouse.name}
    </a>
  );
}
