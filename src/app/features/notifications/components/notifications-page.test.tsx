import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NotificationItem, NotificationList } from '@shared/notifications';
import { fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { NotificationsPage } from './notifications-page';

const item = (over: Partial<NotificationItem> & Pick<NotificationItem, 'id' | 'title'>): NotificationItem => ({
  event: 'fault_assigned',
  body: '',
  link: null,
  created_at: '2026-11-30T21:15:00.000Z',
  read_at: null,
  ...over,
});

const FAULT = item({
  id: 'n1',
  title: 'Arıza size atandı: SN-ĞÜŞ-7781',
  body: 'Hilti TE 3000-AVR Kırıcı\nÜmraniye deposu',
  link: '/broken-equipment/9d000000-0000-4000-8000-000000000010',
});
const DIGEST = item({
  id: 'n2',
  event: 'digest',
  title: 'Günlük özet',
  body: '3 geciken iade, 1 açık arıza',
  created_at: '2026-11-29T05:00:00.000Z',
  read_at: '2026-11-29T06:00:00.000Z',
});
const LIST: NotificationList = { items: [FAULT, DIGEST], unread: 1 };

const server = fakeApi({ 'GET /notifications': LIST });
const userEvent = typist();

async function openPage(permissions: string[] = []) {
  server.signIn(permissions);
  const view = await renderRoutedWithApp(<NotificationsPage />, '/notifications');
  const list = screen.getByRole('list', { name: 'Bildirim listesi' });
  return { ...view, list };
}

describe('the notifications page', () => {
  it('marks an unread notification with the word Yeni, not colour alone, and counts the unread', async () => {
    const { list } = await openPage();
    const rows = await within(list).findAllByTestId('notification-item');
    expect(rows).toHaveLength(2);
    expect(screen.getByText('1 okunmamış bildirim')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Yeni')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Yeni')).toBeNull();
    // Only a notification with a record says it opens one.
    expect(within(rows[0]!).getByText('Kaydı aç →')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Kaydı aç →')).toBeNull();
  });

  it('gives each notification its time on the Istanbul clock and keeps the body’s lines', async () => {
    const { list } = await openPage();
    const [fault, digest] = await within(list).findAllByTestId('notification-item');
    // 21:15 UTC on the 30th is 00:15 on 1 December in Istanbul.
    expect(within(fault!).getByText('1 Ara 2026 00:15')).toHaveAttribute('datetime', FAULT.created_at);
    expect(within(digest!).getByText('29 Kas 2026 08:00')).toBeInTheDocument();
    expect(within(fault!).getByText(/Hilti TE 3000-AVR Kırıcı/).textContent).toBe('Hilti TE 3000-AVR Kırıcı\nÜmraniye deposu');
  });

  it('opening an unread one marks it read and goes to its record', async () => {
    server.answer('POST /notifications/n1/read', { unread: 0 });
    const { list, router } = await openPage();
    const [fault] = await within(list).findAllByTestId('notification-item');
    await userEvent.click(fault!);
    await waitFor(() => expect(router.state.location.pathname).toBe(FAULT.link));
    expect(server.sent('POST /notifications/n1/read')).toHaveLength(1);
  });

  it('opening a read one without a record sends nothing and stays', async () => {
    const { list, router } = await openPage();
    const [, digest] = await within(list).findAllByTestId('notification-item');
    await userEvent.click(digest!);
    expect(router.state.location.pathname).toBe('/notifications');
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('marks all read at once and reads the list again', async () => {
    server.answer('POST /notifications/read-all', () => {
      server.answer('GET /notifications', { items: [{ ...FAULT, read_at: '2026-12-01T08:00:00.000Z' }, DIGEST], unread: 0 });
      return { unread: 0 };
    });
    const { list } = await openPage();
    await within(list).findAllByTestId('notification-item');
    await userEvent.click(screen.getByRole('button', { name: 'Tümünü okundu işaretle' }));
    expect(await screen.findByText('Tüm bildirimler okundu')).toBeInTheDocument();
    expect(within(list).queryByText('Yeni')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeDisabled();
    expect(server.sent('POST /notifications/read-all')).toHaveLength(1);
  });

  it('says when marking all read fails without an answer, and keeps the unread', async () => {
    server.answer('POST /notifications/read-all', noAnswer);
    const { list } = await openPage();
    await within(list).findAllByTestId('notification-item');
    await userEvent.click(screen.getByRole('button', { name: 'Tümünü okundu işaretle' }));
    expect(await screen.findByText('Bildirimler güncellenemedi.')).toBeInTheDocument();
    expect(within(list).getByText('Yeni')).toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses to mark them read', async () => {
    server.answer('POST /notifications/read-all', refusal(409, 'Bildirimler başka bir oturumda güncellendi.'));
    const { list } = await openPage();
    await within(list).findAllByTestId('notification-item');
    await userEvent.click(screen.getByRole('button', { name: 'Tümünü okundu işaretle' }));
    expect(await screen.findByText('Bildirimler başka bir oturumda güncellendi.')).toBeInTheDocument();
  });

  it('with nothing unread the button cannot be pressed', async () => {
    server.answer('GET /notifications', { items: [DIGEST], unread: 0 });
    await openPage();
    expect(await screen.findByText('Tüm bildirimler okundu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeDisabled();
  });

  it('says there are none yet, and what would come here', async () => {
    server.answer('GET /notifications', { items: [], unread: 0 });
    await openPage();
    expect(await screen.findByText('Henüz bildirim yok')).toBeInTheDocument();
    expect(screen.getByText('Size atanan arızalar, transferler, geciken iadeler ve günlük özetler burada görünür.')).toBeInTheDocument();
  });

  it('says the list could not be loaded rather than that it is empty', async () => {
    server.answer('GET /notifications', noAnswer);
    await openPage();
    expect(await screen.findByText('Bildirimler yüklenemedi')).toBeInTheDocument();
    expect(screen.queryByText('Henüz bildirim yok')).toBeNull();
  });

  it('links the delivery log only for someone who manages notifications', async () => {
    await openPage(['manage_notifications']);
    expect(screen.getByRole('link', { name: 'Gönderim Kaydı' })).toHaveAttribute('href', '/notifications/deliveries');
  });

  it('hides the delivery log from everyone else', async () => {
    await openPage(['view_equipment']);
    await screen.findByText('1 okunmamış bildirim');
    expect(screen.queryByRole('link', { name: 'Gönderim Kaydı' })).toBeNull();
  });
});
