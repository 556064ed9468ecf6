import { describe, expect, it } from 'vitest';
import { isShellNavigation, isSignInNavigation } from './navigation-denylist';

describe('navigation fallback', () => {
  it('answers the app routes with the shell, deep links and search strings included', () => {
    for (const path of [
      '/',
      '/login-history',
      '/equipment',
      '/equipment/3f1c2a4e-9b7d-4c1e-8f2a-1d2e3f4a5b6c',
      '/broken-equipment/repairers/3f1c2a4e-9b7d-4c1e-8f2a-1d2e3f4a5b6c',
      '/equipment?search=SN-2024.001',
      '/workers/departments',
      '/apiary',
    ]) {
      expect(isShellNavigation(path), path).toBe(true);
    }
  });

  it('leaves the API and files to the network', () => {
    for (const path of [
      '/api',
      '/api/',
      '/api/auth/me',
      '/api/equipment?since=2026-01-01',
      '/sw.js',
      '/manifest.webmanifest',
      '/icons/icon-192.png',
      '/assets/index-abc.js',
    ]) {
      expect(isShellNavigation(path), path).toBe(false);
    }
  });

  it('answers the sign-in page with its own document, with or without a redirect', () => {
    for (const path of ['/login', '/login?redirect=%2Fequipment']) {
      expect(isSignInNavigation(path), path).toBe(true);
      expect(isShellNavigation(path), path).toBe(false);
    }
    for (const path of ['/', '/login-history', '/login.html', '/users/login']) expect(isSignInNavigation(path), path).toBe(false);
  });
});
