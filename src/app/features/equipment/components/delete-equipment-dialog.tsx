// 'Ekipman Sil' confirmation naming brand, model and serial number (spec 02).
import { toast } from 'sonner';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { errorMessage } from '@app/lib/api-client';
import { useDeleteEquipment } from '../api/delete-equipment';
import type { EquipmentRow } from '../api/get-equipment-list';

export function DeleteEquipmentDialog({ equipment, onClose }: { equipment: EquipmentRow | null; onClose: () => void }) {
  const remove = useDeleteEquipment();
  async function confirm() {
    if (!equipment) return;
    try {
      await remove.mutateAsync(equipment.id);
      toast.success('Ekipman başarıyla silindi.');
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'Ekipman silinirken bir hata oluştu.'));
    }
  }
  return (
    <ConfirmDialog
      open={equipment !== null}
      title="Ekipman Sil"
      message={
        equipment ? (
          <>
            <strong>
              {equipment.brand.name} {equipment.model} ({equipment.serial_number})
            </strong>{' '}
            ekipmanını silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.
          </>
        ) : (
          ''
        )
      }
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
