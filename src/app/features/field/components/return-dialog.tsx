// 'İade Al' confirmation: PUT /field-equipment/{id}/return through submitOperation. Stays open on
// failure with the server's message (e.g. 'Bu kayıt zaten iade alınmış.').
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { fullName } from '../../../../shared/format';
import { useReturnEquipment } from '../api/return-equipment';
import type { FieldEquipmentRecord } from '../api/types';
import { QUEUED_MESSAGE, RETURN_FAILURE, RETURN_SUCCESS, equipmentTitle, returnLabel } from './field-labels';

export interface ReturnDialogProps {
  record: Pick<FieldEquipmentRecord, 'id' | 'equipment' | 'worker'> | null;
  onClose: () => void;
  onReturned?: () => void;
}

export function ReturnDialog({ record, onClose, onReturned }: ReturnDialogProps) {
  const mutation = useReturnEquipment();
  const confirm = async () => {
    if (!record) return;
    try {
      const result = await mutation.mutateAsync({ id: record.id, label: returnLabel(record) });
      if (result.status === 'queued') toast.info(QUEUED_MESSAGE);
      else toast.success(RETURN_SUCCESS);
      onClose();
      onReturned?.();
    } catch (error) {
      toast.error(errorMessage(error, RETURN_FAILURE));
    }
  };
  return (
    <ConfirmDialog
      open={record !== null}
      title="Ekipman İade Al"
      message={
        record ? (
          <>
            <strong className="font-semibold text-slate-800">
              {equipmentTitle(record.equipment)} ({record.equipment.serial_number})
            </strong>{' '}
            ekipmanı <strong className="font-semibold text-slate-800">{fullName(record.worker)}</strong> adlı işçiden iade alınacak. Ekipman
            deposuna geri döner. Onaylıyor musunuz?
          </>
        ) : null
      }
      confirmLabel="İade Al"
      busyLabel="İade alınıyor..."
      variant="primary"
      busy={mutation.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => {
        if (!mutation.isPending) onClose();
      }}
    />
  );
}
