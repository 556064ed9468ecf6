import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PreferencesAnswer } from '@shared/notifications';
import { fakeApi } from '../../../../../tests/helpers/fake-api';
import { expectRefusalThenNoAnswer } from '../../../../../tests/helpers/refusals';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { allowPush, PUSH_UNSUPPORTED, pushSupported, stopPush } from '../api/push-subscription';
import { NotificationSettingsSection } from './notification-settings-section';

const ANSWER: PreferencesAnswer = {
  channels: { fault_assigned: ['in_app', 'email'], digest: ['in_app'], request_new: [] },
  quiet_start: '21:00',
  quiet_end: '08:00',
  available: { email: true, push: true, sms: false },
  vapid_public_key: 'BElvH3Q-Zm9vYmFy_YmF6',
  push_devices: 0,
};

const server = fakeApi({ 'GET /notifications/preferences': ANSWER });
const userEvent = typist();

async function openForm(answer: PreferencesAnswer = ANSWER) {
  server.signIn([]);
  server.answer('GET /notifications/preferences', answer);
  renderWithApp(<NotificationSettingsSection />);
  const form = await screen.findByRole('form', { name: 'Bildirim tercihleri' });
  const box = (name: string) => within(form).getByLabelText(name);
  const time = (label: 'Başlangıç' | 'Bitiş') => within(form).getByText(label).querySelector('input')!;
  const submit = () => userEvent.click(within(form).getByRole('button', { name: 'Tercihleri Kaydet' }));
  return { form, box, time, submit };
}

describe('the notification preferences', () => {
  it('ticks the channels the user chose, each box named by its event and channel', async () => {
    const { box } = await openForm();
    expect(box('Arıza size atandı: Uygulama içi')).toBeChecked();
    expect(box('Arıza size atandı: E-posta')).toBeChecked();
    expect(box('Arıza size atandı: Anlık bildirim')).not.toBeChecked();
    expect(box('Günlük özet: E-posta')).not.toBeChecked();
    expect(box('Deponuza yeni talep geldi: Uygulama içi')).not.toBeChecked();
    // Workers' SMS is not a staff member's choice, nor the workers' hand-over receipt.
    const names = screen.getAllByRole('checkbox').map((b) => b.getAttribute('aria-label') ?? '');
    expect(names).toHaveLength(13 * 3);
    expect(names.filter((n) => n.endsWith(': SMS') || n.startsWith('Teslim makbuzu'))).toEqual([]);
  });

  it('sends the changed choices and the quiet hours, and says they were kept', async () => {
    server.answer('PUT /notifications/preferences', (req: { body: unknown }) => ({ ...ANSWER, ...(req.body as object) }));
    const { box, time, submit } = await openForm();
    await userEvent.click(box('Arıza size atandı: E-posta'));
    await userEvent.click(box('Günlük özet: E-posta'));
    await userEvent.click(box('Deponuza yeni talep geldi: Anlık bildirim'));
    await fill(userEvent, time('Başlangıç'), '22:30');
    await fill(userEvent, time('Bitiş'), '07:00');
    await submit();
    expect(await screen.findByText('Bildirim tercihleri kaydedildi.')).toBeInTheDocument();
    expect(server.sent('PUT /notifications/preferences')).toEqual([
      {
        channels: { fault_assigned: ['in_app'], digest: ['in_app', 'email'], request_new: ['push'] },
        quiet_start: '22:30',
        quiet_end: '07:00',
      },
    ]);
  });

  it('refuses quiet hours that are not HH:MM and sends nothing', async () => {
    const { form, time, submit } = await openForm();
    await userEvent.clear(time('Bitiş'));
    await submit();
    expect(within(form).getByText('Saat SS:DD biçiminde olmalıdır (ör. 08:00).')).toBeInTheDocument();
    expect(server.sent('PUT /notifications/preferences')).toEqual([]);
    // Put right, the message goes and the form sends.
    server.answer('PUT /notifications/preferences', ANSWER);
    await fill(userEvent, time('Bitiş'), '08:00');
    await submit();
    expect(await screen.findByText('Bildirim tercihleri kaydedildi.')).toBeInTheDocument();
    expect(within(form).queryByText('Saat SS:DD biçiminde olmalıdır (ör. 08:00).')).toBeNull();
  });

  it('shows the server’s refusal, and the generic failure without an answer, keeping the choices', async () => {
    const { box, submit } = await openForm();
    await userEvent.click(box('Günlük özet: Anlık bildirim'));
    await expectRefusalThenNoAnswer(server, 'PUT /notifications/preferences', submit, {
      reason: 'Geçersiz bildirim kanalı.',
      status: 400,
      failure: 'Bildirim tercihleri kaydedilemedi.',
    });
    expect(box('Günlük özet: Anlık bildirim')).toBeChecked();
  });

  it('warns that chosen e-mails wait while SMTP is not set up', async () => {
    await openForm({ ...ANSWER, available: { email: false, push: true, sms: false } });
    expect(
      screen.getByText('E-posta gönderimi henüz yapılandırılmadı; seçtiğiniz e-postalar yönetici SMTP ayarını yapınca gönderilir.'),
    ).toBeInTheDocument();
  });

  it('says nothing about SMTP when e-mail can go', async () => {
    await openForm();
    expect(screen.queryByText(/E-posta gönderimi henüz yapılandırılmadı/)).toBeNull();
  });

  it('on a browser without push says so and offers no button', async () => {
    const { form } = await openForm();
    expect(pushSupported()).toBe(false);
    expect(within(form).getByText('Bu tarayıcı anlık bildirimleri desteklemiyor.')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Bildirimlere izin ver' })).toBeNull();
  });
});

describe('push on a browser without it', () => {
  it('allowing refuses in Turkish before asking anything', async () => {
    await expect(allowPush('BElvH3Q')).rejects.toThrow(PUSH_UNSUPPORTED);
    expect(server.requests).toEqual([]);
  });

  it('stopping has nothing to stop and asks nothing', async () => {
    await expect(stopPush()).resolves.toBeUndefined();
    expect(server.requests).toEqual([]);
  });
});
