// 'Yeni Set' and 'Seti Düzenle' (docs/planning.md "Kits"): the warehouse (new kits only), the name
// and a note. Members are added on the kit's page, one scan or serial at a time.
import { useState } from 'react';
import { toast } from 'sonner';
import { useNavigate } from '@tanstack/react-router';
import { FormModal } from '@app/components/form-modal';
import { SelectField } from '@app/components/select-field';
import { TextField } from '@app/components/text-field';
import { errorMessage } from '@app/lib/api-client';
import { useReference } from '@app/lib/reference-data';
import { nameOptions } from '@shared/collation';
import { KIT_MESSAGES, type Kit } from '@shared/kits';
import { useCreateKit, useUpdateKit } from '../api/kits-api';
import { FormAlert } from '@app/components/field';

export function KitForm({ open, onClose, kit }: { open: boolean; onClose: () => void; kit?: Kit }) {
  const navigate = useNavigate();
  const warehouses = useReference<{ id: string; name: string }>('warehouses', { enabled: !kit });
  const create = useCreateKit();
  const update = useUpdateKit(kit?.id ?? '');
  const onlyWarehouse = warehouses.data?.length === 1 ? warehouses.data[0]!.id : '';
  const [warehouseId, setWarehouseId] = useState('');
  const [name, setName] = useState(kit?.name ?? '');
  const [note, setNote] = useState(kit?.note ?? '');
  const [errors, setErrors] = useState<{ warehouse?: string; name?: string; form?: string }>({});
  const busy = create.isPending || update.isPending;

  const submit = async () => {
    const chosen = warehouseId || onlyWarehouse;
    const problems = { warehouse: !kit && !chosen ? KIT_MESSAGES.warehouse : undefined, name: name.trim() ? undefined : KIT_MESSAGES.name };
    setErrors(problems);
    if (problems.warehouse || problems.name) return;
    try {
      if (kit) {
        await update.mutateAsync({ name: name.trim(), note: note.trim() || null });
        toast.success('Set güncellendi.');
        onClose();
      } else {
        const made = await create.mutateAsync({
          warehouse_id: chosen,
          name: name.trim(),
          note: note.trim() || null,
          equipment_ids: [],
          stock_lines: [],
        });
        toast.success(`${made.name} (${made.code}) oluşturuldu. Şimdi ekipmanlarını okutun.`);
        onClose();
        await navigate({ to: '/kits/$id', params: { id: made.id } });
      }
    } catch (error) {
      setErrors({ form: errorMessage(error, 'Set kaydedilemedi.') });
    }
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={kit ? 'Seti Düzenle' : 'Yeni Set'}
      description={kit ? undefined : 'Birlikte teslim edilen ekipmanlar için bir set oluşturun; setin kendi barkodu olur.'}
      onSubmit={submit}
      submitting={busy}
      submitLabel="Kaydet"
    >
      {kit ? null : (
        <SelectField
          label="Depo"
          required
          placeholder="Depo seçin"
          options={nameOptions(warehouses.data)}
          value={warehouseId || onlyWarehouse}
          onChange={(e) => setWarehouseId(e.target.value)}
          error={errors.warehouse}
        />
      )}
      <TextField label="Set Adı" required value={name} maxLength={100} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <TextField label="Not (isteğe bağlı)" value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
      <FormAlert message={errors.form} />
    </FormModal>
  );
}
