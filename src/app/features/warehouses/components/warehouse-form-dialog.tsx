// Create/edit warehouse: name, location, description (spec 02 §5).
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormModal } from '@app/components/form-modal';
import { TextField } from '@app/components/text-field';
import { TextareaField } from '@app/components/textarea-field';
import { useRecordForm } from '@app/lib/use-record-form';
import { WarehouseSchema, type WarehouseInput } from '@shared/schemas/inventory';
import { useCreateWarehouse } from '../api/create-warehouse';
import type { WarehouseRow } from '../api/get-warehouses';
import { useUpdateWarehouse } from '../api/update-warehouse';

const EMPTY: WarehouseInput = { name: '', location: '', description: '' };

export function WarehouseFormDialog({ open, warehouse, onClose }: { open: boolean; warehouse: WarehouseRow | null; onClose: () => void }) {
  const createWarehouse = useCreateWarehouse();
  const updateWarehouse = useUpdateWarehouse();
  const { field, modal } = useRecordForm({ open, onClose }, warehouse, {
    create: { title: 'Yeni Depo', success: 'Depo başarıyla oluşturuldu.', failure: 'Depo oluşturulurken bir hata oluştu.' },
    edit: { title: 'Depoyu Düzenle', success: 'Depo başarıyla güncellendi.', failure: 'Depo güncellenirken bir hata oluştu.' },
    valuesOf: (w) => (w ? { name: w.name, location: w.location, description: w.description ?? '' } : EMPTY),
    resolver: valibotResolver(WarehouseSchema),
    defaultValues: EMPTY,
    save: (values: WarehouseInput, w) => {
      const input = { ...values, description: values.description || null };
      return w ? updateWarehouse.mutateAsync({ id: w.id, input }) : createWarehouse.mutateAsync(input);
    },
  });

  return (
    <FormModal {...modal}>
      <TextField label="Depo Adı" autoComplete="off" placeholder="Merkez Depo" {...field('name')} required />
      <TextField label="Lokasyon" autoComplete="off" placeholder="İstanbul, Tuzla" {...field('location')} required />
      <TextareaField label="Açıklama" rows={3} {...field('description')} />
    </FormModal>
  );
}
