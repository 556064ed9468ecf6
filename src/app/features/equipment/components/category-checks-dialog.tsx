// A category's required checks (docs/equipment-care.md): name and interval in months, added,
// changed and removed here. Every item of the category follows at once (its state is kept by the
// server); recorded checks keep their name when a check is removed.
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { Modal } from '@app/components/modal';
import { TextField } from '@app/components/text-field';
import { errorMessage } from '@app/lib/api-client';
import { useCheckSchedules, useDeleteCategoryCheck, useSaveCategoryCheck, type CategoryCheck } from '../api/equipment-checks';

export interface CategoryChecksDialogProps {
  category: { id: string; name: string } | null;
  onClose: () => void;
}

export function CategoryChecksDialog({ category, onClose }: CategoryChecksDialogProps) {
  const schedules = useCheckSchedules(category !== null);
  const save = useSaveCategoryCheck();
  const remove = useDeleteCategoryCheck();
  const [name, setName] = useState('');
  const [months, setMonths] = useState('12');
  const [editing, setEditing] = useState<CategoryCheck | null>(null);
  const checks = (schedules.data ?? []).filter((s) => s.category_id === category?.id);

  const reset = () => {
    setEditing(null);
    setName('');
    setMonths('12');
  };

  async function submit() {
    if (!category) return;
    try {
      await save.mutateAsync({ id: editing?.id, category_id: category.id, name, interval_months: Number(months) });
      toast.success(editing ? 'Kontrol güncellendi.' : 'Kontrol eklendi.');
      reset();
    } catch (error) {
      toast.error(errorMessage(error, 'Kontrol kaydedilemedi.'));
    }
  }

  async function drop(check: CategoryCheck) {
    try {
      await remove.mutateAsync(check.id);
      toast.success('Kontrol kaldırıldı.');
      if (editing?.id === check.id) reset();
    } catch (error) {
      toast.error(errorMessage(error, 'Kontrol kaldırılamadı.'));
    }
  }

  return (
    <Modal
      open={category !== null}
      onClose={() => {
        reset();
        onClose();
      }}
      title={`${category?.name ?? ''}: Periyodik Kontroller`}
      description="Bu kategorideki her ekipman bu kontrollerden geçmelidir; süresi dolan ekipman teslim edilemez."
    >
      <ul className="flex flex-col gap-2" aria-label="Kategorinin kontrolleri">
        {checks.length === 0 ? <li className="text-sm text-slate-500">Bu kategori için tanımlı kontrol yok.</li> : null}
        {checks.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-1 text-sm">
            <span>
              <span className="font-medium text-slate-900">{c.name}</span> · {c.interval_months} ayda bir
            </span>
            <span className="flex gap-1">
              <Button
                variant="ghost"
                onClick={() => {
                  setEditing(c);
                  setName(c.name);
                  setMonths(String(c.interval_months));
                }}
              >
                Düzenle
              </Button>
              <Button variant="ghost" className="text-red-700" onClick={() => void drop(c)} aria-label={`${c.name} kontrolünü kaldır`}>
                Kaldır
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <form
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField label="Kontrol adı" placeholder="Periyodik Kontrol" value={name} onChange={(e) => setName(e.target.value)} required />
        <TextField
          label="Aralık (ay)"
          type="number"
          min={1}
          max={120}
          inputMode="numeric"
          value={months}
          onChange={(e) => setMonths(e.target.value)}
          required
        />
        <Button type="submit" busy={save.isPending}>
          {editing ? 'Güncelle' : 'Ekle'}
        </Button>
      </form>
    </Modal>
  );
}
