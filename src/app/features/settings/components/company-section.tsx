// 'Şirket' in Ayarlar (manage_company; docs/documents.md): the company's name, address, tax office
// and number, and its logo, printed on every document. Each save is a new version: a document keeps
// the version it was signed with.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { formatDateTime } from '@shared/format';
import { CompanySchema, LOGO_INVALID, LOGO_MAX_BYTES, type CompanyFormValues } from '@shared/schemas/company';
import { imageContentMatches } from '@shared/schemas/fields';
import { Button } from '@app/components/button';
import { TextField } from '@app/components/text-field';
import { TextareaField } from '@app/components/textarea-field';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { companyQueryOptions } from '@app/lib/documents/document-queries';
import { fieldProps } from '@app/components/field';
import { useSaveCompany } from '../api/save-company';

const EMPTY: CompanyFormValues = { name: '', address: '', tax_office: '', tax_number: '', logo: null };

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('okunamadı'));
    reader.readAsDataURL(file);
  });
}

export function CompanySection() {
  const company = useQuery(companyQueryOptions());
  const save = useSaveCompany();
  const [logoError, setLogoError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CompanyFormValues>({ resolver: valibotResolver(CompanySchema), defaultValues: EMPTY });
  const field = fieldProps(register, errors);
  const logo = watch('logo');

  useEffect(() => {
    const c = company.data;
    if (c) reset({ name: c.name, address: c.address, tax_office: c.tax_office, tax_number: c.tax_number, logo: c.logo });
  }, [company.data, reset]);

  const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const dataUrl = file.size <= LOGO_MAX_BYTES ? await readAsDataUrl(file) : '';
    if (!dataUrl || !imageContentMatches(dataUrl)) {
      setLogoError(LOGO_INVALID);
      return;
    }
    setLogoError(null);
    setValue('logo', dataUrl, { shouldDirty: true });
  };

  const submit = async (values: CompanyFormValues) => {
    await saveWithToasts(() => save.mutateAsync(values), {
      success: (saved) => `Şirket bilgileri kaydedildi (sürüm ${saved.version}).`,
      failure: 'Şirket bilgileri kaydedilirken bir hata oluştu.',
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4" aria-label="Şirket bilgileri">
      <TextField label="Şirket Adı" required {...field('name')} />
      <TextareaField label="Adres" rows={2} {...field('address')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Vergi Dairesi" {...field('tax_office')} />
        <TextField label="Vergi No / TCKN" inputMode="numeric" maxLength={11} {...field('tax_number')} />
      </div>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium text-slate-700">Logo (PNG, JPEG veya WebP, en fazla 512 KB)</span>
        <div className="flex flex-wrap items-center gap-3">
          {logo ? (
            <img src={logo} alt="Şirket logosu" className="h-14 max-w-40 rounded border border-slate-200 object-contain p-1" />
          ) : (
            <span className="text-sm text-slate-500">Logo yok</span>
          )}
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-blue-600">
            Logo Seç
            <input type="file" accept="image/png,image/jpeg,image/webp" className="sr-only" onChange={(e) => void chooseLogo(e)} />
          </label>
          {logo ? (
            <Button type="button" variant="ghost" onClick={() => setValue('logo', null, { shouldDirty: true })}>
              Logoyu Kaldır
            </Button>
          ) : null}
        </div>
        {logoError || errors.logo?.message ? (
          <p role="alert" className="text-sm text-red-700">
            {logoError ?? errors.logo?.message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {company.data?.version
            ? `Sürüm ${company.data.version} · ${formatDateTime(company.data.created_at)}`
            : 'Henüz kaydedilmedi: belgelerde uygulama adı yazar.'}
        </p>
        <Button type="submit" busy={isSubmitting} busyLabel="Kaydediliyor...">
          Şirket Bilgilerini Kaydet
        </Button>
      </div>
    </form>
  );
}
