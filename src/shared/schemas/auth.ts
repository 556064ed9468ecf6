import * as v from 'valibot';
import { emailField, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, phoneField, requiredText, signatureField } from './fields';

/** The sign-in e-mail is a credential: changing it in settings asks for the current password. */
export const EMAIL_CHANGE_NEEDS_PASSWORD = 'E-posta adresini değiştirmek için mevcut şifrenizi girmeniz gerekiyor.';

export const LoginSchema = v.object({
  email: emailField('Geçerli bir e-posta adresi giriniz.', 'Geçerli bir e-posta adresi giriniz.'),
  password: v.pipe(
    v.string('Şifre en az 6 karakter olmalıdır.'),
    v.minLength(6, 'Şifre en az 6 karakter olmalıdır.'),
    v.maxLength(128, PASSWORD_TOO_LONG),
  ),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;

const CURRENT_PASSWORD_NEEDED = 'Mevcut şifrenizi girmeniz gerekiyor.';

/** The profile's fields, shared by the settings form and PUT /auth/profile. */
const profileFields = {
  first_name: requiredText('Ad zorunludur'),
  last_name: requiredText('Soyad zorunludur'),
  email: emailField('E-posta zorunludur', 'Geçerli bir e-posta adresi giriniz'),
  phone: phoneField,
};
const currentPassword = v.pipe(v.string(), v.maxLength(128, PASSWORD_TOO_LONG));
const newPassword = v.union(
  [v.literal(''), v.pipe(v.string(), v.minLength(6, PASSWORD_TOO_SHORT), v.maxLength(128, PASSWORD_TOO_LONG))],
  PASSWORD_TOO_SHORT,
);

/** Settings profile form; the password fields are only checked when a new password is typed. */
export const ProfileFormSchema = v.pipe(
  v.object({
    ...profileFields,
    current_password: v.optional(currentPassword, ''),
    new_password: v.optional(newPassword, ''),
    confirm_password: v.optional(v.string(), ''),
  }),
  v.forward(
    v.check((f) => !f.new_password || f.new_password === f.confirm_password, 'Şifreler eşleşmiyor'),
    ['confirm_password'],
  ),
  v.forward(
    v.check((f) => !f.new_password || f.current_password.length > 0, CURRENT_PASSWORD_NEEDED),
    ['current_password'],
  ),
);
export type ProfileFormInput = v.InferInput<typeof ProfileFormSchema>;

/** PUT /auth/profile body: the form without the confirmation. */
export const ProfileSchema = v.pipe(
  v.object({
    ...profileFields,
    current_password: v.optional(currentPassword),
    new_password: v.optional(newPassword),
  }),
  v.check((f) => !f.new_password || (f.current_password ?? '').length > 0, CURRENT_PASSWORD_NEEDED),
);
export type ProfileInput = v.InferOutput<typeof ProfileSchema>;

export const SIGNATURE_MISSING = 'Lütfen imza alanını doldurun.';
export const SignatureSchema = v.object({ signature: signatureField(SIGNATURE_MISSING) });
