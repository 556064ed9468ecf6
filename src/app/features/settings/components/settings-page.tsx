// Settings (spec 02 §2): profile form with optional password change, and the handwritten signature
// used automatically in hand-over documents.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@app/components/button';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { PageHeader } from '@app/components/page-header';
import { SignaturePad, type SignaturePadHandle } from '@app/components/signature-pad';
import { TextField } from '@app/components/text-field';
import { PhoneField } from '@app/components/phone-field';
import { errorMessage } from '@app/lib/api-client';
import { useSession } from '@app/lib/session';
import { EMAIL_CHANGE_NEEDS_PASSWORD, ProfileFormSchema, SIGNATURE_MISSING, type ProfileFormInput } from '@shared/schemas/auth';
import { useDeleteSignature } from '../api/delete-signature';
import { useUpdateProfile } from '../api/update-profile';
import { useUpdateSignature } from '../api/update-signature';
import { Can } from '@app/components/can';
import { PathLink, linkClasses } from '@app/components/path-link';
import { fieldProps } from '@app/components/field';
import { CompanySection } from './company-section';
import { TextsSection } from './texts-section';

/**
 * `children`: sections other areas add to Ayarlar (the route composes them, e.g. notifications);
 * `kvkk`: the retention section (docs/kvkk.md), shown to holders of manage_personal_data.
 */
export function SettingsPage({ children, kvkk }: { children?: React.ReactNode; kvkk?: React.ReactNode }) {
  const { can } = useSession();
  // The sections one can jump to (the page is long): the company's only for who keeps it.
  const sections = [
    { id: 'profil', label: 'Profil' },
    { id: 'imza', label: 'İmza' },
    ...(can('manage_company')
      ? [
          { id: 'sirket', label: 'Şirket' },
          { id: 'belge-metinleri', label: 'Belge Metinleri' },
        ]
      : []),
    ...(children ? [{ id: 'bildirimler', label: 'Bildirimler' }] : []),
    ...(can('manage_webhooks') ? [{ id: 'entegrasyonlar', label: 'Entegrasyonlar' }] : []),
    ...(can('manage_api_tokens') ? [{ id: 'api-anahtarlari', label: 'API Anahtarları' }] : []),
    ...(kvkk && can('manage_personal_data') ? [{ id: 'kvkk', label: 'KVKK' }] : []),
  ];
  return (
    <div className="max-w-3xl">
      <PageHeader title="Ayarlar" description="Profiliniz, şifreniz, imzanız, bildirimleriniz ve yetkinize göre şirket bilgileri">
        <nav aria-label="Ayarlar bölümleri">
          <ul className="flex flex-wrap gap-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-blue-700 hover:bg-blue-50"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <div className="flex flex-col gap-6">
        <ProfileSection />
        <SignatureSection />
        <Can permission="manage_company">
          <Card
            id="sirket"
            title="Şirket"
            description="Her belgenin başında yer alan şirket bilgileri ve logo. Her kayıt yeni bir sürümdür; imzalanmış belgeler kendi sürümlerini korur."
          >
            <CompanySection />
          </Card>
          <Card
            id="belge-metinleri"
            title="Belge Metinleri"
            description="Teslim şartları (genel ve kategoriye özel) ve KVKK aydınlatma metni. Yeni sürüm, bundan sonraki teslimlerde geçerli olur."
          >
            <TextsSection />
          </Card>
        </Can>
        {children}
        <Can permission="manage_webhooks">
          <Card
            id="entegrasyonlar"
            title="Entegrasyonlar"
            description="Teslim, iade, arıza, transfer, sayım ve stok olaylarını başka sistemlere (ERP vb.) imzalı olarak bildirin."
          >
            <PathLink to="/settings/webhooks" className={`${linkClasses} text-sm font-medium`}>
              Webhook'lar →
            </PathLink>
          </Card>
        </Can>
        <Can permission="manage_api_tokens">
          <Card
            id="api-anahtarlari"
            title="API Anahtarları"
            description="Başka sistemlerin (ör. ERP) Depo Takip API'sine erişmek için kullandığı anahtarlar: oluşturma, son kullanım ve iptal."
          >
            <PathLink to="/settings/api-tokens" className={buttonClasses('secondary')}>
              API Anahtarlarını Yönet
            </PathLink>
          </Card>
        </Can>
        {kvkk ? (
          <Can permission="manage_personal_data">
            <Card
              id="kvkk"
              title="KVKK Saklama Süreleri"
              description="Amacı sona eren kişisel veriler her ay (en geç altı ayda bir) anonimleştirilir veya silinir; her imha kaydedilir ve kayıt üç yıl saklanır."
            >
              {kvkk}
            </Card>
          </Can>
        ) : null}
      </div>
    </div>
  );
}

function Card({ id, title, description, children }: { id: string; title: string; description?: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-label={title} className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function ProfileSection() {
  const { user, refreshUser } = useSession();
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput>({
    resolver: valibotResolver(ProfileFormSchema),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', current_password: '', new_password: '', confirm_password: '' },
  });
  const field = fieldProps(register, errors);

  useEffect(() => {
    if (user) {
      reset({
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        phone: user.phone,
        current_password: '',
        new_password: '',
        confirm_password: '',
      });
    }
  }, [user, reset]);

  async function save(values: ProfileFormInput) {
    const { confirm_password: _confirm, current_password, new_password, ...profile } = values;
    // The sign-in e-mail is a credential: changing it asks for the current password, like a new password.
    const emailChanged = user !== null && user !== undefined && profile.email !== user.email;
    if (emailChanged && !current_password) {
      setError('current_password', { message: EMAIL_CHANGE_NEEDS_PASSWORD });
      toast.error(EMAIL_CHANGE_NEEDS_PASSWORD);
      return;
    }
    try {
      await updateProfile.mutateAsync(
        new_password ? { ...profile, current_password, new_password } : emailChanged ? { ...profile, current_password } : profile,
      );
      toast.success('Profil başarıyla güncellendi.');
      await refreshUser();
    } catch (error) {
      toast.error(errorMessage(error, 'Profil güncellenirken bir hata oluştu.'));
    }
  }

  // The field messages stay under the inputs; the password rules also get the spec's toasts.
  function invalid(formErrors: FieldErrors<ProfileFormInput>) {
    if (formErrors.current_password?.message) toast.error(formErrors.current_password.message);
    else if (formErrors.confirm_password) toast.error('Yeni şifreler eşleşmiyor.');
  }

  return (
    <Card id="profil" title="Profil Bilgileri" description="Şifrenizi değiştirmek istemiyorsanız şifre alanlarını boş bırakın.">
      <form noValidate onSubmit={(e) => void handleSubmit(save, invalid)(e)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Ad" autoComplete="given-name" {...field('first_name')} required />
          <TextField label="Soyad" autoComplete="family-name" {...field('last_name')} required />
          <TextField label="E-posta" type="email" autoComplete="email" {...field('email')} required />
          <PhoneField autoComplete="tel-national" {...field('phone')} required />
        </div>
        <fieldset className="grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-3">
          <legend className="sr-only">Şifre Değiştir</legend>
          <TextField label="Mevcut Şifre" type="password" autoComplete="current-password" {...field('current_password')} />
          <TextField label="Yeni Şifre" type="password" autoComplete="new-password" {...field('new_password')} />
          <TextField label="Yeni Şifre (Tekrar)" type="password" autoComplete="new-password" {...field('confirm_password')} />
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" busy={isSubmitting} busyLabel="Kaydediliyor...">
            Profili Kaydet
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SignatureSection() {
  const { user, refreshUser } = useSession();
  const padRef = useRef<SignaturePadHandle>(null);
  const updateSignature = useUpdateSignature();
  const deleteSignature = useDeleteSignature();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const current = user?.signature || null;

  async function save() {
    const dataUrl = padRef.current?.toDataURL() ?? null;
    if (!dataUrl || padRef.current?.isEmpty()) {
      toast.error(SIGNATURE_MISSING);
      return;
    }
    try {
      await updateSignature.mutateAsync(dataUrl);
      toast.success('İmza başarıyla güncellendi.');
      padRef.current?.clear();
      await refreshUser();
    } catch {
      toast.error('İmza güncellenirken bir hata oluştu.');
    }
  }

  async function remove() {
    try {
      await deleteSignature.mutateAsync();
      setConfirmingDelete(false);
      toast.success('İmza başarıyla silindi.');
      await refreshUser();
    } catch {
      toast.error('İmza silinirken bir hata oluştu.');
    }
  }

  return (
    <Card id="imza" title="İmza" description="Kaydettiğiniz imza, ekipman teslim ve iade belgelerinde otomatik olarak kullanılır.">
      <div className="flex flex-col gap-6">
        <div>
          <p className="mb-2 text-sm font-medium text-slate-700">Mevcut İmza</p>
          {current ? (
            <div className="flex flex-wrap items-end gap-3">
              <img
                src={current}
                alt="Kayıtlı imzanız"
                className="h-[150px] w-full max-w-[400px] rounded-lg border border-slate-200 bg-white object-contain"
              />
              <Button variant="secondary" className="text-red-700" onClick={() => setConfirmingDelete(true)}>
                İmzayı Sil
              </Button>
            </div>
          ) : (
            <p className="text-sm text-slate-500">Henüz kayıtlı bir imzanız yok.</p>
          )}
        </div>
        {/* Fills the card's width up to 42rem (400:150 kept): room for a finger on a tablet. */}
        <div className="flex max-w-2xl flex-col gap-3">
          <SignaturePad
            ref={padRef}
            label={current ? 'Yeni İmza' : 'İmza'}
            fluid
            width={400}
            height={150}
            backgroundColor="rgb(255, 255, 255)"
            penColor="rgb(0, 0, 0)"
            minWidth={1}
            maxWidth={3}
            velocityFilterWeight={0.7}
          />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void save()} busy={updateSignature.isPending} busyLabel="Kaydediliyor...">
              İmzayı Kaydet
            </Button>
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        title="İmzayı Sil"
        message="Kayıtlı imzanız silinecek; yeni teslim ve iade belgelerinde 'Kullanıcı imzası ayarlanmamış' yazacak. Emin misiniz?"
        busy={deleteSignature.isPending}
        busyLabel="Siliniyor..."
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Card>
  );
}
