// The session (spec 01 §4, DESIGN.md §4): only the server refusing the token (401/403) ends it.
// When /auth/me gets no answer, times out or answers 5xx, the token and the permissions stay, the
// last known user is used ('degraded') and the check is made again when the server answers.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, noAnswer, refusal } from '../../../tests/helpers/fake-api';
import { renderWithApp } from '../../../tests/helpers/render-with-app';
import { reportServerReachable } from './connectivity';
import { readSessionEnd } from './session-store';
import { useSession } from './session';

const server = fakeApi();

const ME = {
  id: 'u-7f3a',
  first_name: 'Şerafettin',
  last_name: 'Gümüşsuyu-Çakıroğlu',
  email: 'serafettin@depo.example',
  phone: '5321234567',
  permissions: ['view_equipment', 'create_transfer'],
  warehouse_ids: ['w-izmir'],
};

/** The session as a user would notice it: who is shown, what they may do, whether the check is pending. */
function SessionProbe() {
  const session = useSession();
  return (
    <div>
      <p>{session.loading ? 'yükleniyor' : session.user ? `${session.user.first_name} ${session.user.last_name}` : 'oturum yok'}</p>
      <p>{session.degraded ? 'sunucuya ulaşılamıyor' : 'güncel'}</p>
      <p>transfer: {session.can('create_transfer') ? 'evet' : 'hayır'}</p>
      <p>depolar: {session.warehouseIds.join(',') || 'tümü'}</p>
      <button type="button" onClick={() => void session.signOut().catch(() => undefined)}>
        Çıkış Yap
      </button>
    </div>
  );
}

/** A device that was signed in before: the token, the permissions and the copy of the user. */
function signedInBefore() {
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('permissions', JSON.stringify(ME.permissions));
  localStorage.setItem('session-user', JSON.stringify({ ...ME, permissions: undefined, warehouse_ids: ['w-izmir'] }));
}

describe('starting the app with a stored session', () => {
  it('asks the server who is signed in and shows them with their permissions and warehouses', async () => {
    signedInBefore();
    server.answer('GET /auth/me', { ...ME, permissions: ['view_equipment'], warehouse_ids: ['w-ankara'] });
    renderWithApp(<SessionProbe />);
    expect(await screen.findByText('Şerafettin Gümüşsuyu-Çakıroğlu')).toBeInTheDocument();
    expect(screen.getByText('güncel')).toBeInTheDocument();
    // The server's newer answer replaces what the device knew.
    expect(screen.getByText('transfer: hayır')).toBeInTheDocument();
    expect(screen.getByText('depolar: w-ankara')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('permissions')!)).toEqual(['view_equipment']);
  });

  it('without a token asks nothing and shows no one', async () => {
    renderWithApp(<SessionProbe />);
    expect(await screen.findByText('oturum yok')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it.each([
    ['no answer', noAnswer],
    ['a 503 from a gateway', answer(503, 'Service Unavailable', 'text/plain')],
    ['a 500', refusal(500, 'Beklenmeyen bir hata oluştu.')],
    ['a captive portal’s page', answer(200, '<html>Wi-Fi</html>', 'text/html')],
  ])('%s keeps the session with the last known user, marked as not checked', async (_name, reply) => {
    signedInBefore();
    server.answer('GET /auth/me', reply);
    renderWithApp(<SessionProbe />);
    expect(await screen.findByText('Şerafettin Gümüşsuyu-Çakıroğlu')).toBeInTheDocument();
    expect(screen.getByText('sunucuya ulaşılamıyor')).toBeInTheDocument();
    expect(screen.getByText('transfer: evet')).toBeInTheDocument();
    expect(screen.getByText('depolar: w-izmir')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(readSessionEnd()).toBeNull();
  });

  it('checks again when the server answers again, and is current from then on', async () => {
    signedInBefore();
    server.answer('GET /auth/me', noAnswer);
    renderWithApp(<SessionProbe />);
    expect(await screen.findByText('sunucuya ulaşılamıyor')).toBeInTheDocument();
    server.answer('GET /auth/me', { ...ME, first_name: 'Şerafettin Ali' });
    act(() => {
      reportServerReachable(false);
      reportServerReachable(true);
    });
    expect(await screen.findByText('güncel')).toBeInTheDocument();
    expect(screen.getByText('Şerafettin Ali Gümüşsuyu-Çakıroğlu')).toBeInTheDocument();
  });

  it.each([401, 403])('a %i ends the session here, and the sign-in page will say it expired', async (status) => {
    signedInBefore();
    server.answer('GET /auth/me', refusal(status, 'Oturumunuzun süresi doldu.'));
    renderWithApp(<SessionProbe />);
    expect(await screen.findByText('oturum yok')).toBeInTheDocument();
    expect(screen.getByText('transfer: hayır')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('session-user')).toBeNull();
    expect(readSessionEnd()).toMatchObject({ reason: 'expired', name: 'Şerafettin Gümüşsuyu-Çakıroğlu' });
  });

  it('no answer and no copy of the user: the token stays, nobody is shown yet', async () => {
    localStorage.setItem('token', 'tok-1');
    server.answer('GET /auth/me', noAnswer);
    renderWithApp(<SessionProbe />);
    expect(await screen.findByText('oturum yok')).toBeInTheDocument();
    expect(screen.getByText('sunucuya ulaşılamıyor')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok-1');
  });
});

describe('signing out', () => {
  /** The user, signed in and checked, presses Çıkış Yap while the server answers the sign-out with `reply`. */
  async function signOut(reply: unknown) {
    signedInBefore();
    server.answer('GET /auth/me', ME);
    server.answer('POST /auth/logout', reply);
    renderWithApp(<SessionProbe />);
    await screen.findByText('güncel');
    await userEvent.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
  }

  it('tells the server, forgets the token and records a sign-out (not an expiry)', async () => {
    await signOut({ ok: true });
    expect(await screen.findByText('oturum yok')).toBeInTheDocument();
    expect(server.sent('POST /auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(readSessionEnd()).toMatchObject({ reason: 'signed_out' });
  });

  it('an answer about the user that arrives after the sign-out does not bring the session back', async () => {
    signedInBefore();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.answer('GET /auth/me', async () => {
      await held;
      return ME;
    });
    server.answer('POST /auth/logout', { ok: true });
    renderWithApp(<SessionProbe />);
    await waitFor(() => expect(server.requests.map((r) => r.path)).toContain('/auth/me'));
    await userEvent.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    act(() => release());
    expect(await screen.findByText('oturum yok')).toBeInTheDocument();
    expect(screen.getByText('transfer: hayır')).toBeInTheDocument();
    expect(localStorage.getItem('session-user')).toBeNull();
  });

  it('without network the token is forgotten on this device all the same', async () => {
    await signOut(noAnswer);
    expect(await screen.findByText('oturum yok')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a server fault keeps the session, so the user can try again', async () => {
    await signOut(refusal(500, 'Beklenmeyen bir hata oluştu.'));
    await waitFor(() => expect(server.sent('POST /auth/logout')).toHaveLength(1));
    expect(screen.getByText('Şerafettin Gümüşsuyu-Çakıroğlu')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok-1');
  });
});

describe('another tab', () => {
  it('signing out there signs out here', async () => {
    signedInBefore();
    server.answer('GET /auth/me', ME);
    renderWithApp(<SessionProbe />);
    await screen.findByText('güncel');
    localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'tok-1', newValue: null }));
    });
    expect(await screen.findByText('oturum yok')).toBeInTheDocument();
  });
});
