// Brands and categories tabs (spec 02 "Brands tab"): searchable table (name, created date),
// 'Sistemde n marka bulunmaktadır', new/edit modal, delete confirmation naming the item.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AddButton } from '@app/components/add-button';
import { Button } from '@app/components/button';
import { Can } from '@app/components/can';
import { DeleteConfirm } from '@app/components/delete-confirm';
import { EmptyState } from '@app/components/empty-state';
import { FormModal } from '@app/components/form-modal';
import { SearchInput } from '@app/components/search-input';
import { dateColumn, ListView } from '@app/components/list-view';
import { TextField } from '@app/components/text-field';
import { errorMessage } from '@app/lib/api-client';
import { fieldProps } from '@app/components/field';
import { sortByName } from '@shared/collation';
import type { PermissionName } from '@shared/permissions';
import { BrandSchema, CategorySchema, type NamedInput } from '@shared/schemas/inventory';
import { foldTurkish, matchesQuery, searchKey } from '@shared/search';
import { useDeleteCatalogItem } from '../api/delete-catalog-item';
import { useCatalog, type CatalogKind, type CatalogRow } from '../api/get-catalog';
import { useSaveCatalogItem } from '../api/save-catalog-item';
import { CategoryChecksDialog } from './category-checks-dialog';
import { EquipmentTabHead } from './equipment-tabs';
import { EditDeleteActions } from '@app/components/edit-delete-actions';

interface CatalogTexts {
  /** 'marka' / 'kategori' */
  noun: string;
  /** 'Marka' / 'Kategori' */
  Noun: string;
  plural: string;
  schema: typeof BrandSchema | typeof CategorySchema;
  create: PermissionName;
  edit: PermissionName;
  remove: PermissionName;
}

const TEXTS: Record<CatalogKind, CatalogTexts> = {
  brands: {
    noun: 'marka',
    Noun: 'Marka',
    plural: 'Markalar',
    schema: BrandSchema,
    create: 'create_brand',
    edit: 'edit_brand',
    remove: 'delete_brand',
  },
  categories: {
    noun: 'kategori',
    Noun: 'Kategori',
    plural: 'Kategoriler',
    schema: CategorySchema,
    create: 'create_category',
    edit: 'edit_category',
    remove: 'delete_category',
  },
};

export function CatalogPage({ kind }: { kind: CatalogKind }) {
  const t = TEXTS[kind];
  const list = useCatalog(kind);
  const remove = useDeleteCatalogItem();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<CatalogRow | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<CatalogRow | null>(null);
  const [checksOf, setChecksOf] = useState<CatalogRow | null>(null);

  const rows = useMemo(() => sortByName(list.data ?? []), [list.data]);
  const keyed = useMemo(() => rows.map((r) => ({ row: r, key: searchKey(r.name) })), [rows]);
  const filtered = useMemo(() => {
    const q = foldTurkish(query);
    return keyed.filter((k) => matchesQuery(k.key, q)).map((k) => k.row);
  }, [keyed, query]);

  return (
    <div>
      <EquipmentTabHead
        title={t.plural}
        description={`Sistemde ${rows.length} ${t.noun} bulunmaktadır`}
        action={<AddButton permission={t.create} label={`Yeni ${t.Noun}`} onClick={() => setEditing('new')} />}
      />
      <SearchInput className="mb-4" label={`${t.Noun} ara`} placeholder={`${t.Noun} adı ile ara`} value={query} onChange={setQuery} />
      <ListView
        caption={t.plural}
        rows={filtered}
        columns={[
          {
            id: 'name',
            header: `${t.Noun} Adı`,
            priority: 1,
            minWidth: 180,
            cell: (r) => <span className="font-medium text-slate-900">{r.name}</span>,
          },
          dateColumn('created', 'Oluşturulma Tarihi', (r: CatalogRow) => r.created_at),
        ]}
        loading={list.isPending}
        filtered={query !== ''}
        empty={<EmptyState title={`Henüz ${t.noun} bulunmuyor`} />}
        actionsWidth={kind === 'categories' ? 300 : 200}
        actions={(r) => (
          <>
            {kind === 'categories' ? (
              <Can permission="edit_category">
                <Button variant="ghost" onClick={() => setChecksOf(r)} aria-label={`${r.name} periyodik kontrolleri`}>
                  Kontroller
                </Button>
              </Can>
            ) : null}
            <EditDeleteActions
              name={r.name}
              edit={{ permission: t.edit, onClick: () => setEditing(r) }}
              remove={{ permission: t.remove, onClick: () => setToDelete(r) }}
            />
          </>
        )}
      />
      <CatalogFormDialog kind={kind} item={editing} onClose={() => setEditing(null)} />
      {kind === 'categories' ? <CategoryChecksDialog category={checksOf} onClose={() => setChecksOf(null)} /> : null}
      <DeleteConfirm
        row={toDelete}
        title={`${t.Noun} Sil`}
        message={(r) => `"${r.name}" ${t.noun} kaydını silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.`}
        remove={(r) => remove.mutateAsync({ kind, id: r.id })}
        busy={remove.isPending}
        success={`${t.Noun} başarıyla silindi.`}
        failure={`${t.Noun} silinirken bir hata oluştu.`}
        onClose={() => setToDelete(null)}
      />
    </div>
  );
}

function CatalogFormDialog({ kind, item, onClose }: { kind: CatalogKind; item: CatalogRow | 'new' | null; onClose: () => void }) {
  const t = TEXTS[kind];
  const save = useSaveCatalogItem();
  const editing = item && item !== 'new' ? item : null;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: valibotResolver(t.schema), defaultValues: { name: '' } });
  const field = fieldProps(register, errors);

  useEffect(() => {
    if (item) reset({ name: editing?.name ?? '' });
  }, [item, editing, reset]);

  async function submit(values: NamedInput) {
    try {
      await save.mutateAsync({ kind, id: editing?.id, input: values });
      toast.success(editing ? `${t.Noun} başarıyla güncellendi.` : `${t.Noun} başarıyla oluşturuldu.`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, editing ? `${t.Noun} güncellenirken bir hata oluştu.` : `${t.Noun} oluşturulurken bir hata oluştu.`));
    }
  }

  return (
    <FormModal
      open={item !== null}
      onClose={onClose}
      title={editing ? `${t.Noun} Düzenle` : `Yeni ${t.Noun}`}
      onSubmit={handleSubmit(submit)}
      submitting={isSubmitting}
      size="sm"
    >
      <TextField label={`${t.Noun} Adı`} autoComplete="off" {...field('name')} required />
    </FormModal>
  );
}
