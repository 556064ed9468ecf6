// Repair cost update (repaired or scrapped records only): typed the Turkish way, sent as a number.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { toast } from 'sonner';
import { FormModal } from '@app/components/form-modal';
import { TextField } from '@app/components/text-field';
import { formatTurkishAmount, parseTurkishAmount } from '@shared/format';
import { RepairCostFormSchema } from '@shared/schemas/operations';
import { useUpdateRepairCost } from '../api/update-repair-cost';
import type { BrokenRecord } from '../api/types';
import { formatAmountTyping } from './amount-text';

type FormValues = v.InferOutput<typeof RepairCostFormSchema>;

export function RepairCostModal({ record, open, onClose }: { record: BrokenRecord; open: boolean; onClose: () => void }) {
  const mutation = useUpdateRepairCost();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: valibotResolver(RepairCostFormSchema), defaultValues: { repair_cost: '' } });

  useEffect(() => {
    if (open) reset({ repair_cost: record.repair_cost === null ? '' : formatTurkishAmount(record.repair_cost) });
  }, [open, record.repair_cost, reset]);

  const save = async (input: FormValues) => {
    const amount = parseTurkishAmount(input.repair_cost);
    if (amount === null) return;
    try {
      await mutation.mutateAsync({ id: record.id, repair_cost: amount });
      toast.success('Tamir maliyeti başarıyla güncellendi.');
      onClose();
    } catch {
      toast.error('Tamir maliyeti güncellenirken bir hata oluştu.');
    }
  };

  const cost = register('repair_cost');
  return (
    <FormModal open={open} onClose={onClose} title="Tamir Maliyetini Güncelle" onSubmit={handleSubmit(save)} submitting={isSubmitting}>
      <TextField
        label="Tamir Maliyeti"
        required
        prefix="₺"
        inputMode="decimal"
        placeholder="50.000,00"
        autoComplete="off"
        {...cost}
        onChange={(e) => {
          e.target.value = formatAmountTyping(e.target.value);
          return cost.onChange(e);
        }}
        error={errors.repair_cost?.message}
      />
    </FormModal>
  );
}
