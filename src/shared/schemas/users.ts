import * as v from 'valibot';
import {
  emailField,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  phoneField,
  requiredId,
  requiredText,
  tcNoField,
  tcNoKeptField,
  isUuid,
} from './fields';

const userFields = {
  first_name: requiredText('Ad zorunludur'),
  last_name: requiredText('Soyad zorunludur'),
  tc_no: tcNoField,
  email: emailField('E-posta zorunludur', 'Geçerli bir e-posta adresi giriniz'),
  phone: phoneField,
  role_id: requiredId('Rol seçimi zorunludur'),
};

export const UserCreateSchema = v.object({
  ...userFields,
  password: v.pipe(
    v.string('Şifre zorunludur'),
    v.nonEmpty('Şifre zorunludur'),
    v.minLength(6, PASSWORD_TOO_SHORT),
    v.maxLength(128, PASSWORD_TOO_LONG),
  ),
});
export type UserCreateInput = v.InferOutput<typeof UserCreateSchema>;

/** Edit: a blank password keeps the old one. */
export const UserUpdateSchema = v.object({
  ...userFields,
  // The national id may stay masked (unchanged) for an editor without view_national_id.
  tc_no: tcNoKeptField,
  password: v.optional(
    v.union(
      [v.literal(''), v.pipe(v.string(), v.minLength(6, PASSWORD_TOO_SHORT), v.maxLength(128, PASSWORD_TOO_LONG))],
      PASSWORD_TOO_SHORT,
    ),
    '',
  ),
});
export type UserUpdateInput = v.InferOutput<typeof UserUpdateSchema>;

export const UserWarehousesSchema = v.object({
  warehouseIds: v.pipe(
    v.array(v.custom<string>(isUuid, 'Geçersiz depo.'), 'Geçersiz depo listesi.'),
    v.maxLength(1000, 'Geçersiz depo listesi.'),
  ),
});

export const RoleSchema = v.object({
  name: v.pipe(
    v.string('Rol adı zorunludur'),
    v.trim(),
    v.nonEmpty('Rol adı zorunludur'),
    v.minLength(2, 'Rol adı en az 2 karakter olmalıdır'),
    v.maxLength(100, 'En fazla 100 karakter girilebilir.'),
  ),
  permissionIds: v.optional(
    v.pipe(v.array(v.custom<string>(isUuid, 'Geçersiz yetki.'), 'Geçersiz yetki listesi.'), v.maxLength(200, 'Geçersiz yetki listesi.')),
    [],
  ),
});
export type RoleInput = v.InferOutput<typeof RoleSchema>;
