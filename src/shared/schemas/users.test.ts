import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RoleSchema, UserCreateSchema, UserUpdateSchema, UserWarehousesSchema } from './users';

const ROLE_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const valid = {
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  tc_no: '12345678901',
  email: 'ayse@depo.local',
  phone: '5321234567',
  role_id: ROLE_ID,
  password: 'gizli123',
};

function issues(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    out[key] ??= issue.message;
  }
  return out;
}

describe('UserCreateSchema (spec 01 §5)', () => {
  it('accepts a complete user', () => {
    expect(issues(UserCreateSchema, valid)).toEqual({});
  });

  it('names every missing field with its message', () => {
    expect(
      issues(UserCreateSchema, { first_name: '', last_name: ' ', tc_no: '', email: '', phone: '', role_id: '', password: '' }),
    ).toEqual({
      first_name: 'Ad zorunludur',
      last_name: 'Soyad zorunludur',
      tc_no: 'TC Kimlik No zorunludur',
      email: 'E-posta zorunludur',
      phone: 'Telefon zorunludur',
      role_id: 'Rol seçimi zorunludur',
      password: 'Şifre zorunludur',
    });
  });

  it('checks formats', () => {
    expect(issues(UserCreateSchema, { ...valid, tc_no: '1234567890' })).toEqual({ tc_no: 'Geçerli bir TC Kimlik No giriniz (11 haneli)' });
    expect(issues(UserCreateSchema, { ...valid, tc_no: '1234567890a' })).toEqual({ tc_no: 'Geçerli bir TC Kimlik No giriniz (11 haneli)' });
    expect(issues(UserCreateSchema, { ...valid, email: 'ayse@depo' })).toEqual({ email: 'Geçerli bir e-posta adresi giriniz' });
    expect(issues(UserCreateSchema, { ...valid, phone: '05321234567' })).toEqual({
      phone: 'Geçerli bir telefon numarası giriniz (10 haneli)',
    });
    expect(issues(UserCreateSchema, { ...valid, phone: '532123456' })).toEqual({
      phone: 'Geçerli bir telefon numarası giriniz (10 haneli)',
    });
    expect(issues(UserCreateSchema, { ...valid, password: '12345' })).toEqual({ password: 'Şifre en az 6 karakter olmalıdır' });
    expect(issues(UserCreateSchema, { ...valid, role_id: 'not-a-uuid' })).toEqual({ role_id: 'Rol seçimi zorunludur' });
  });

  it('trims names and normalises the e-mail', () => {
    const out = v.parse(UserCreateSchema, { ...valid, first_name: '  Ayşe ', email: ' AYSE@Depo.Local ' });
    expect(out.first_name).toBe('Ayşe');
    expect(out.email).toBe('ayse@depo.local');
  });
});

describe('UserUpdateSchema', () => {
  it('keeps the old password when blank or missing', () => {
    expect(issues(UserUpdateSchema, { ...valid, password: '' })).toEqual({});
    const { password: _password, ...withoutPassword } = valid;
    expect(v.parse(UserUpdateSchema, withoutPassword).password).toBe('');
  });

  it('still needs 6 characters for a new password', () => {
    expect(issues(UserUpdateSchema, { ...valid, password: '123' })).toEqual({ password: 'Şifre en az 6 karakter olmalıdır' });
  });
});

describe('RoleSchema', () => {
  it('needs a name of at least 2 characters', () => {
    expect(issues(RoleSchema, { name: '' })).toEqual({ name: 'Rol adı zorunludur' });
    expect(issues(RoleSchema, { name: '  ' })).toEqual({ name: 'Rol adı zorunludur' });
    expect(issues(RoleSchema, { name: 'A' })).toEqual({ name: 'Rol adı en az 2 karakter olmalıdır' });
    expect(v.parse(RoleSchema, { name: 'Depo Sorumlusu' })).toEqual({ name: 'Depo Sorumlusu', permissionIds: [] });
  });

  it('accepts only UUID permission ids', () => {
    expect(issues(RoleSchema, { name: 'Yönetici', permissionIds: ['x'] })['permissionIds.0']).toBe('Geçersiz yetki.');
  });
});

describe('UserWarehousesSchema', () => {
  it('takes a list of warehouse ids (empty means all)', () => {
    expect(issues(UserWarehousesSchema, { warehouseIds: [] })).toEqual({});
    expect(issues(UserWarehousesSchema, { warehouseIds: [ROLE_ID] })).toEqual({});
    expect(issues(UserWarehousesSchema, { warehouseIds: ['1'] })['warehouseIds.0']).toBe('Geçersiz depo.');
  });
});
