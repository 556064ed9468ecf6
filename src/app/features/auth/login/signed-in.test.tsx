// The app page opened by the sign-in page draws the shell with the sign-in answer's user at once and
// asks /auth/me beside it; any other start (a reload, another token, a stale mark) waits for /auth/me.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SessionProvider, useSession } from '@app/lib/session';
import { forgetSignedIn, justSignedIn, storeSession, writeCachedUser } from '@app/lib/session-store';
import { markSignedIn } from './sign-in';

const USER = { id: 'u1', first_name: 'Ayşe', last_name: 'Kaya', email: 'ayse@example.com', phone: '5550000000' };

function Probe() {
  const { user, loading } = useSession();
  return <p>{loading ? 'yükleniyor' : (user?.first_name ?? 'yok')}</p>;
}

describe('a start right after the sign-in page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('takes the stored answer for this token within a minute, once', () => {
    storeSession('t1', ['view_equipment']);
    writeCachedUser({ ...USER, warehouse_ids: ['w1'] });
    expect(justSignedIn()).toBeNull();
    markSignedIn('t1');
    // As cached: no signature image (that there is none is kept as null).
    expect(justSignedIn()).toEqual({ ...USER, signature: null });
    forgetSignedIn();
    expect(justSignedIn()).toBeNull();
    markSignedIn('another token');
    expect(justSignedIn()).toBeNull();
    vi.useFakeTimers({ now: Date.now() - 61_000 });
    markSignedIn('t1');
    vi.useRealTimers();
    expect(justSignedIn()).toBeNull();
  });

  it('draws the user before /auth/me answers, and asks it', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    storeSession('t1', ['view_equipment']);
    writeCachedUser(USER);
    markSignedIn('t1');
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('Ayşe')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/auth/me'), expect.anything());
    expect(sessionStorage.length).toBe(0);
  });

  it('without the mark waits for /auth/me', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    storeSession('t1', ['view_equipment']);
    writeCachedUser(USER);
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('yükleniyor')).toBeInTheDocument();
  });
});
