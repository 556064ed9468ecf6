import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths of the app with their query', () => {
    expect(safeRedirect('/equipment')).toBe('/equipment');
    expect(safeRedirect('/equipment?q=matkap')).toBe('/equipment?q=matkap');
  });

  it('refuses other origins, the sign-in page itself and anything that is not a path', () => {
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/login',
      '/login?redirect=/x',
      '',
      undefined,
      42,
    ]) {
      expect(safeRedirect(value)).toBeUndefined();
    }
  });
});
