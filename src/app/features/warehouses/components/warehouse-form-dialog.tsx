// Create/edit warehouse: name, location, description (spec 02 §5).
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormModal } from '@app/components/form-modal';
import { TextField } from '@app/components/text-field';
import { TextareaField } from '@app/components/textarea-field';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { useDialogForm } from '@app/lib/use-dialog-form';
import { fieldProps } from '@app/components/field';
import { WarehouseSchema, type WarehouseInput } from '@shared/schemas/inventory';
import { useCreateWarehouse } from '../api/create-warehouse';
import type { WarehouseRow } from '../api/get-warehouses';
import { useUpdateWarehouse } from '../api/update-warehouse';

const EMPTY: WarehouseInput = { name: '', location: '', description: '' };

export function WarehouseFormDialog({ open, warehouse, onClose }: { open: boolean; warehouse: WarehouseRow | null; onClose: () => void }) {
  const createWarehouse = useCreateWarehouse();
  const updateWarehouse = useUpdateWarehouse();
  const { register, handleSubmit, formState } = useDialogForm(
    open,
    () => (warehouse ? { name: warehouse.name, location: warehouse.location, description: warehouse.description ?? '' } : EMPTY),
    { resolver: valibotResolver(WarehouseSchema), defaultValues: EMPTY },
    [warehouse],
  );
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);

  async function save(values: WarehouseInput) {
    const input = { ...values, description: values.description || null };
    await saveWithToasts(
      () => (warehouse ? updateWarehouse.mutateAsync({ id: warehouse.id, input }) : createWarehouse.mutateAsync(input)),
      {
        success: warehouse ? 'Depo başarıyla güncellendi.' : 'Depo başarıyla oluşturuldu.',
        failure: warehouse ? 'Depo güncellenirken bir hata oluştu.' : 'Depo oluşturulurken bir hata oluştu.',
        onSaved: onClose,
      },
    );
  }

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={warehouse ? 'Depoyu Düzenle' : 'Yeni Depo'}
      onSubmit={(e) => void handleSubmit(save)(e)}
      submitting={isSubmitting}
    >
      <TextField label="Depo Adı" autoComplete="off" placeholder="Merkez Depo" {...field('name')} required />
      <TextField label="Lokasyon" autoComplete="off" placeholder="İstanbul, Tuzla" {...field('location')} required />
      <TextareaField label="Açıklama" rows={3} {...field('description')} />
    </FormModal>
  );
}
