// 'Yeni API Anahtarı': a name, the permissions (only those the maker holds), the warehouses and the
// last day it works; then the token, shown this once with a copy button.
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import * as v from 'valibot';
import { Button } from '@app/components/button';
import { DayInput } from '@app/components/day-input';
import { FormModal } from '@app/components/form-modal';
import { Modal } from '@app/components/modal';
import { TextField } from '@app/components/text-field';
import { errorMessage } from '@app/lib/api-client';
import { useSession } from '@app/lib/session';
import { useReference } from '@app/lib/reference-data';
import { API_TOKEN_MAX_DAYS, ApiTokenCreateSchema, type ApiTokenCreateInput, type ApiTokenCreated } from '@shared/api-tokens';
import { addDays, warehouseToday } from '@shared/local-day';
import type { UserWarehouse } from '@shared/user-types';
import { PERMISSION_CATEGORIES, PERMISSION_DEFINITIONS } from '@shared/permissions';
import { useCreateApiToken } from '../api/api-tokens';
import { FormAlert } from '@app/components/field';

type Field = 'name' | 'permissions' | 'warehouse_ids' | 'expires_on';

const blank = (): ApiTokenCreateInput => ({ name: '', permissions: [], warehouse_ids: [], expires_on: addDays(warehouseToday(), 90) });

function toggled<T extends string>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((x) => x !== value) : [...list, value];
}

export function ApiTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { permissions: held, warehouseIds: ownWarehouses } = useSession();
  const warehouses = useReference<UserWarehouse>('warehouses', { enabled: open });
  const create = useCreateApiToken();
  const [values, setValues] = useState<ApiTokenCreateInput>(blank);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  useEffect(() => {
    if (open) {
      setValues(blank());
      setErrors({});
    }
  }, [open]);

  const groups = useMemo(
    () =>
      Object.entries(PERMISSION_CATEGORIES)
        .map(([key, label]) => [label, PERMISSION_DEFINITIONS.filter((p) => p.category === key && held.includes(p.name))] as const)
        .filter(([, list]) => list.length > 0),
    [held],
  );
  const limited = ownWarehouses.length > 0;

  async function save() {
    const parsed = v.safeParse(ApiTokenCreateSchema, values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.issues) {
        const field = issue.path?.[0]?.key as Field | undefined;
        if (field && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    if (limited && parsed.output.warehouse_ids.length === 0) {
      setErrors({ warehouse_ids: 'Depo erişiminiz sınırlı: anahtar için depolarınızdan en az birini seçin.' });
      return;
    }
    try {
      const answer = await create.mutateAsync(parsed.output);
      onClose();
      setCreated(answer);
    } catch (error) {
      toast.error(errorMessage(error, 'API anahtarı oluşturulurken bir hata oluştu.'));
    }
  }

  return (
    <>
      <FormModal
        open={open}
        onClose={onClose}
        title="Yeni API Anahtarı"
        description="Anahtar, sizin yetkilerinizden seçtikleriniz ve seçtiğiniz depolarla sınırlıdır."
        onSubmit={save}
        submitting={create.isPending}
        submitLabel="Oluştur"
        submittingLabel="Oluşturuluyor..."
        size="lg"
      >
        <TextField
          label="Anahtar Adı"
          value={values.name}
          onChange={(e) => setValues((x) => ({ ...x, name: e.target.value }))}
          error={errors.name}
          hint="Hangi sistem veya kişi için olduğunu yazın (ör. ERP entegrasyonu)."
          required
        />
        <div className="flex flex-col gap-1">
          <span aria-hidden="true" className="text-sm font-medium text-slate-700">
            Son Geçerlilik Tarihi
          </span>
          <DayInput
            label="Son Geçerlilik Tarihi"
            value={values.expires_on}
            min={warehouseToday()}
            onChange={(day) => setValues((x) => ({ ...x, expires_on: day }))}
            error={errors.expires_on}
          />
          <p className="text-xs text-slate-600">Bu günün sonuna kadar geçerlidir; en fazla {API_TOKEN_MAX_DAYS} gün sonrası seçilebilir.</p>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-700">Yetkiler ({values.permissions.length} seçili)</legend>
          <FormAlert message={errors.permissions} />
          <div className="max-h-72 overflow-y-auto rounded-lg border border-slate-200 p-3">
            {groups.map(([category, list]) => (
              <fieldset key={category} className="mb-4 last:mb-0">
                <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{category}</legend>
                {list.map((p) => (
                  <label key={p.name} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="size-5 accent-blue-700"
                      checked={values.permissions.includes(p.name)}
                      onChange={() => setValues((x) => ({ ...x, permissions: toggled(x.permissions, p.name) }))}
                    />
                    <span className="text-sm text-slate-800">{p.description}</span>
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-700">Depolar</legend>
          <p className="text-xs text-slate-600">
            {limited ? 'Depolarınızdan en az birini seçin.' : 'Hiçbiri seçilmezse anahtar tüm depolarda geçerli olur.'}
          </p>
          <FormAlert message={errors.warehouse_ids} />
          <div className="max-h-48 overflow-y-auto rounded-lg border border-slate-200 p-3">
            {warehouses.data?.length === 0 ? <p className="text-sm text-slate-500">Henüz depo yok.</p> : null}
            {(warehouses.data ?? []).map((w) => (
              <label key={w.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50">
                <input
                  type="checkbox"
                  className="size-5 accent-blue-700"
                  checked={values.warehouse_ids?.includes(w.id) ?? false}
                  onChange={() => setValues((x) => ({ ...x, warehouse_ids: toggled(x.warehouse_ids ?? [], w.id) }))}
                />
                <span className="text-sm text-slate-800">{w.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </FormModal>
      <CreatedToken created={created} onClose={() => setCreated(null)} />
    </>
  );
}

/** The token, this once: copied with one button; closing the dialog forgets it. */
function CreatedToken({ created, onClose }: { created: ApiTokenCreated | null; onClose: () => void }) {
  async function copy(token: string) {
    try {
      await navigator.clipboard.writeText(token);
      toast.success('Anahtar panoya kopyalandı.');
    } catch {
      toast.error('Kopyalanamadı; anahtarı seçip elle kopyalayın.');
    }
  }
  return (
    <Modal
      open={created !== null}
      onClose={onClose}
      title="API Anahtarı Oluşturuldu"
      description="Bu anahtar yalnızca şimdi gösterilir. Kopyalayıp güvenli bir yere kaydedin; pencereyi kapattıktan sonra tekrar görüntülenemez."
      footer={<Button onClick={onClose}>Kaydettim, Kapat</Button>}
    >
      {created ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">
            <strong>{created.row.name}</strong>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <input
              readOnly
              aria-label="API anahtarı"
              value={created.token}
              onFocus={(e) => e.target.select()}
              className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm break-all"
            />
            <Button variant="secondary" onClick={() => void copy(created.token)}>
              Kopyala
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
