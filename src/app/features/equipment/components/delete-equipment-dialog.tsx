// 'Ekipman Sil' confirmation naming brand, model and serial number (spec 02).
import { DeleteConfirm } from '@app/components/delete-confirm';
import { useDeleteEquipment } from '../api/delete-equipment';
import type { EquipmentRow } from '../api/get-equipment-list';

export function DeleteEquipmentDialog({ equipment, onClose }: { equipment: EquipmentRow | null; onClose: () => void }) {
  const remove = useDeleteEquipment();
  return (
    <DeleteConfirm
      row={equipment}
      title="Ekipman Sil"
      message={(e) => (
        <>
          <strong>
            {e.brand.name} {e.model} ({e.serial_number})
          </strong>{' '}
          ekipmanını silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.
        </>
      )}
      remove={(e) => remove.mutateAsync(e.id)}
      busy={remove.isPending}
      success="Ekipman başarıyla silindi."
      failure="Ekipman silinirken bir hata oluştu."
      onClose={onClose}
    />
  );
}
