import { describe, expect, it } from 'vitest';
import { roleNameFor } from './sso-account';
import { emailDomainAllowed, parseSsoProviders, requiredProviderFor } from './sso-config';

const base = {
  id: 'microsoft',
  label: 'Microsoft ile Giriş Yap',
  issuer: 'https://login.example.com/t/v2.0',
  client_id: 'a',
  client_secret: 'b',
};

describe('SSO_PROVIDERS', () => {
  it('reads none from an empty setting, and fills the defaults', () => {
    expect(parseSsoProviders(undefined)).toEqual([]);
    expect(parseSsoProviders(' ')).toEqual([]);
    const [p] = parseSsoProviders(JSON.stringify([{ ...base, allowed_domains: ['@Firma.com.TR'] }]));
    expect(p).toMatchObject({
      scopes: 'openid email profile',
      groups_claim: 'groups',
      group_roles: [],
      allowed_domains: ['firma.com.tr'],
      require_for_domains: false,
      require_verified_email: true,
    });
  });

  it('stops the start with the reason for a wrong setting', () => {
    expect(() => parseSsoProviders('[{')).toThrow('SSO_PROVIDERS geçerli bir JSON değil.');
    expect(() => parseSsoProviders(JSON.stringify([{ ...base, issuer: 'not a url' }]))).toThrow(/SSO_PROVIDERS hatalı \(0\.issuer\)/);
    expect(() => parseSsoProviders(JSON.stringify([base, base]))).toThrow(/unique/);
    expect(() => parseSsoProviders(JSON.stringify([{ ...base, require_for_domains: true }]))).toThrow(/allowed_domains/);
    expect(() => parseSsoProviders(JSON.stringify([{ ...base, require_verified_email: false }]))).toThrow(/allowed_domains/);
  });

  it('finds the provider an e-mail domain must use, and the domains a provider allows', () => {
    const providers = parseSsoProviders(
      JSON.stringify([
        { ...base, allowed_domains: ['firma.com.tr'], require_for_domains: true },
        { ...base, id: 'google' },
      ]),
    );
    expect(requiredProviderFor(providers, 'Ayse@FIRMA.com.tr')?.id).toBe('microsoft');
    expect(requiredProviderFor(providers, 'ayse@alt.firma.com.tr')).toBeUndefined();
    expect(requiredProviderFor(providers, 'admin@depo.local')).toBeUndefined();
    expect(emailDomainAllowed(providers[0]!, 'x@firma.com.tr')).toBe(true);
    expect(emailDomainAllowed(providers[0]!, 'x@firma.com.tr.evil.test')).toBe(false);
    expect(emailDomainAllowed(providers[1]!, 'x@anything.test')).toBe(true);
  });

  it('maps the first matching group; without mappings an existing user keeps the role given in the app', () => {
    const [mapped] = parseSsoProviders(
      JSON.stringify([
        {
          ...base,
          default_role: 'Depo Görevlisi',
          group_roles: [
            { group: 'yoneticiler', role: 'Yönetici' },
            { group: 'depo', role: 'Depo Sorumlusu' },
          ],
        },
      ]),
    );
    expect(roleNameFor(mapped!, ['depo', 'yoneticiler'], false)).toBe('Yönetici');
    expect(roleNameFor(mapped!, ['depo'], false)).toBe('Depo Sorumlusu');
    expect(roleNameFor(mapped!, [], false)).toBe('Depo Görevlisi');
    const [plain] = parseSsoProviders(JSON.stringify([{ ...base, default_role: 'Depo Görevlisi' }]));
    expect(roleNameFor(plain!, ['depo'], true)).toBe('Depo Görevlisi');
    expect(roleNameFor(plain!, ['depo'], false)).toBeUndefined();
  });
});
