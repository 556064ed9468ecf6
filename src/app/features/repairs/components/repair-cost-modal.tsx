// Repair cost update (repaired or scrapped records only): typed the Turkish way, sent as a number.
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { FormModal } from '@app/components/form-modal';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { useDialogForm } from '@app/lib/use-dialog-form';
import { formatTurkishAmount, parseTurkishAmount } from '@shared/format';
import { RepairCostFormSchema } from '@shared/schemas/operations';
import { useUpdateRepairCost } from '../api/update-repair-cost';
import type { BrokenRecord } from '../api/types';
import { RepairCostField } from './repair-cost-field';

type FormValues = v.InferOutput<typeof RepairCostFormSchema>;

export function RepairCostModal({ record, open, onClose }: { record: BrokenRecord; open: boolean; onClose: () => void }) {
  const mutation = useUpdateRepairCost();
  const { register, handleSubmit, formState } = useDialogForm<FormValues, unknown>(
    open,
    () => ({ repair_cost: record.repair_cost === null ? '' : formatTurkishAmount(record.repair_cost) }),
    { resolver: valibotResolver(RepairCostFormSchema), defaultValues: { repair_cost: '' } },
    [record.repair_cost],
  );
  const { errors, isSubmitting } = formState;

  const save = async (input: FormValues) => {
    const amount = parseTurkishAmount(input.repair_cost);
    if (amount === null) return;
    await saveWithToasts(() => mutation.mutateAsync({ id: record.id, repair_cost: amount }), {
      success: 'Tamir maliyeti başarıyla güncellendi.',
      failure: () => 'Tamir maliyeti güncellenirken bir hata oluştu.',
      onSaved: onClose,
    });
  };

  return (
    <FormModal open={open} onClose={onClose} title="Tamir Maliyetini Güncelle" onSubmit={handleSubmit(save)} submitting={isSubmitting}>
      <RepairCostField registration={register('repair_cost')} error={errors.repair_cost?.message} />
    </FormModal>
  );
}
