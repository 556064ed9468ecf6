// Create/edit warehouse: name, location, description (spec 02 §5).
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormModal } from '@app/components/form-modal';
import { TextField } from '@app/components/text-field';
import { TextareaField } from '@app/components/textarea-field';
import { errorMessage } from '@app/lib/api-client';
import { WarehouseSchema, type WarehouseInput } from '@shared/schemas/inventory';
import { useCreateWarehouse } from '../api/create-warehouse';
import type { WarehouseRow } from '../api/get-warehouses';
import { useUpdateWarehouse } from '../api/update-warehouse';

const EMPTY: WarehouseInput = { name: '', location: '', description: '' };

export function WarehouseFormDialog({ open, warehouse, onClose }: { open: boolean; warehouse: WarehouseRow | null; onClose: () => void }) {
  const createWarehouse = useCreateWarehouse();
  const updateWarehouse = useUpdateWarehouse();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: valibotResolver(WarehouseSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (!open) return;
    reset(warehouse ? { name: warehouse.name, location: warehouse.location, description: warehouse.description ?? '' } : EMPTY);
  }, [open, warehouse, reset]);

  async function save(values: WarehouseInput) {
    const input = { ...values, description: values.description || null };
    try {
      if (warehouse) {
        await updateWarehouse.mutateAsync({ id: warehouse.id, input });
        toast.success('Depo başarıyla güncellendi.');
      } else {
        await createWarehouse.mutateAsync(input);
        toast.success('Depo başarıyla oluşturuldu.');
      }
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, warehouse ? 'Depo güncellenirken bir hata oluştu.' : 'Depo oluşturulurken bir hata oluştu.'));
    }
  }

  return (
    <FormModal open={open} onClose={onClose} title={warehouse ? 'Depoyu Düzenle' : 'Yeni Depo'} onSubmit={(e) => void handleSubmit(save)(e)} submitting={isSubmitting}>
      <TextField label="Depo Adı" autoComplete="off" placeholder="Merkez Depo" {...register('name')} error={errors.name?.message} required />
      <TextField label="Lokasyon" autoComplete="off" placeholder="İstanbul, Tuzla" {...register('location')} error={errors.location?.message} required />
      <TextareaField label="Açıklama" rows={3} {...register('description')} error={errors.description?.message} />
    </FormModal>
  );
}
