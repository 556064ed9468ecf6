// 'Ekipman Sil' confirmation naming brand, model and serial number (spec 02).
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { useDeleteEquipment } from '../api/delete-equipment';
import type { EquipmentRow } from '../api/get-equipment-list';

export function DeleteEquipmentDialog({ equipment, onClose }: { equipment: EquipmentRow | null; onClose: () => void }) {
  const remove = useDeleteEquipment();
  async function confirm() {
    if (!equipment) return;
    await saveWithToasts(() => remove.mutateAsync(equipment.id), {
      success: 'Ekipman başarıyla silindi.',
      failure: 'Ekipman silinirken bir hata oluştu.',
      onSaved: onClose,
    });
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
