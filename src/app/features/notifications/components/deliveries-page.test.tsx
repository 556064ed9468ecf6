import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveryLog, DeliveryRow } from '@shared/notifications';
import { fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { expectRefusalThenNoAnswer } from '../../../../../tests/helpers/refusals';
import { fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { textsOf } from '../../../../../tests/helpers/texts';
import type { DigestTimeRow } from '../api/deliveries';
import { DeliveriesPage } from './deliveries-page';

const delivery = (over: Partial<DeliveryRow> & Pick<DeliveryRow, 'id'>): DeliveryRow => ({
  event: 'fault_assigned',
  channel: 'email',
  recipient: 'Gülşen Çağlayan',
  address: 'gulsen@depo.example',
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-11-30T06:00:00.000Z',
  sent_at: '2026-11-30T06:00:05.000Z',
  not_before: '2026-11-30T06:00:00.000Z',
  ...over,
});

const SENT = delivery({ id: 'd1' });
const FAILED = delivery({
  id: 'd2',
  event: 'overdue',
  channel: 'sms',
  recipient: 'Şükrü Işık',
  address: '+905321234567',
  status: 'failed',
  attempts: 5,
  last_error: 'SMS sağlayıcısı yanıt vermedi (zaman aşımı).',
  sent_at: null,
  created_at: '2026-11-29T18:30:00.000Z',
});
const WAITING_QUIET = delivery({
  id: 'd3',
  event: 'transfer_sent',
  channel: 'push',
  address: null,
  status: 'waiting',
  attempts: 0,
  sent_at: null,
  created_at: '2026-11-30T20:00:00.000Z',
  not_before: '2026-12-01T05:00:00.000Z',
});
const WAITING_SMTP = delivery({ id: 'd4', event: 'digest', status: 'waiting', attempts: 0, sent_at: null });

const LOG: DeliveryLog = {
  rows: [SENT, FAILED, WAITING_QUIET],
  channel_notes: {},
  counts: { waiting: 1, sending: 0, sent: 1, failed: 1 },
};
const DIGEST_TIMES: DigestTimeRow[] = [
  { warehouse_id: 'w1', name: 'Ümraniye Ana Depo', time: '08:00' },
  { warehouse_id: 'w2', name: 'İzmir Çiğli', time: '07:30' },
];

const server = fakeApi({ 'GET /notifications/deliveries': LOG, 'GET /notifications/digest-times': DIGEST_TIMES });
const userEvent = typist();

async function openPage() {
  server.signIn(['manage_notifications']);
  await renderRoutedWithApp(<DeliveriesPage />, '/notifications/deliveries');
  const table = await screen.findByRole('table', { name: 'Gönderimler' });
  const row = (recipientOrEvent: string) => within(table).getAllByText(recipientOrEvent)[0]!.closest('tr')!;
  return { table, row };
}

describe('the delivery log', () => {
  it('counts each state in Turkish and names event, channel and state of each row', async () => {
    const { row } = await openPage();
    expect(screen.getByText('Bekliyor: 1 · Gönderiliyor: 0 · Gönderildi: 1 · Başarısız: 1')).toBeInTheDocument();
    const failed = row('İade tarihi geçti');
    expect(within(failed).getByText('SMS')).toBeInTheDocument();
    expect(within(failed).getByText('Şükrü Işık')).toBeInTheDocument();
    expect(within(failed).getByText('+905321234567')).toBeInTheDocument();
    expect(within(failed).getByText('Başarısız')).toBeInTheDocument();
    expect(within(failed).getByText('SMS sağlayıcısı yanıt vermedi (zaman aşımı).')).toBeInTheDocument();
    // Never sent: the time it was made, on the Istanbul clock.
    expect(within(failed).getByText('29 Kas 2026 21:30')).toBeInTheDocument();
    const sent = row('Arıza size atandı');
    expect(within(sent).getByText('E-posta')).toBeInTheDocument();
    expect(within(sent).getByText('30 Kas 2026 09:00')).toBeInTheDocument();
  });

  it('says when a waiting row will go, and offers resending only a failed one', async () => {
    const { row } = await openPage();
    const waiting = row('Size transfer atandı');
    expect(within(waiting).getByText('Gönderim zamanı: 1 Ara 2026 08:00')).toBeInTheDocument();
    expect(within(waiting).getByText('Anlık bildirim')).toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: 'Yeniden Gönder' })).toBeNull();
    expect(within(row('Arıza size atandı')).queryByRole('button', { name: 'Yeniden Gönder' })).toBeNull();
    expect(within(row('İade tarihi geçti')).getByRole('button', { name: 'Yeniden Gönder' })).toBeInTheDocument();
  });

  it('explains why a channel’s rows wait, above the list and in the row', async () => {
    const note = 'SMTP ayarı yapılmadı; e-postalar ayar yapılınca gönderilir.';
    server.answer('GET /notifications/deliveries', {
      rows: [WAITING_SMTP],
      channel_notes: { email: note },
      counts: { waiting: 1, sending: 0, sent: 0, failed: 0 },
    });
    const { row } = await openPage();
    expect(screen.getByRole('status')).toHaveTextContent(`E-posta: ${note}`);
    expect(within(row('Günlük özet')).getByText(note)).toBeInTheDocument();
  });

  it('queues a failed row again and reads the log again', async () => {
    server.answer('POST /notifications/deliveries/d2/resend', { ok: true });
    const { row } = await openPage();
    const before = server.requests.filter((r) => r.path === '/notifications/deliveries').length;
    await userEvent.click(within(row('İade tarihi geçti')).getByRole('button', { name: 'Yeniden Gönder' }));
    expect(await screen.findByText('Yeniden gönderim sıraya alındı.')).toBeInTheDocument();
    expect(server.sent('POST /notifications/deliveries/d2/resend')).toHaveLength(1);
    await waitFor(() => expect(server.requests.filter((r) => r.path === '/notifications/deliveries').length).toBeGreaterThan(before));
  });

  it('shows the server’s refusal of a resend, and the generic failure without an answer', async () => {
    const { row } = await openPage();
    const resend = () => userEvent.click(within(row('İade tarihi geçti')).getByRole('button', { name: 'Yeniden Gönder' }));
    await expectRefusalThenNoAnswer(server, 'POST /notifications/deliveries/d2/resend', resend, {
      reason: 'Bu gönderim zaten yeniden sıraya alındı.',
      failure: 'Yeniden gönderilemedi.',
    });
  });

  it('asks the server for the chosen state and channel only; SMS is a channel, in-app is not', async () => {
    await openPage();
    const channel = screen.getByLabelText('Kanal');
    expect(textsOf(within(channel).getAllByRole('option'))).toEqual(['Tümü', 'E-posta', 'Anlık bildirim', 'SMS']);
    await userEvent.selectOptions(screen.getByLabelText('Durum'), 'Başarısız');
    await userEvent.selectOptions(channel, 'SMS');
    await waitFor(() =>
      expect(
        server.requests.some((r) => r.path === '/notifications/deliveries' && r.query.toString() === 'status=failed&channel=sms'),
      ).toBe(true),
    );
    await userEvent.selectOptions(screen.getByLabelText('Durum'), 'Tümü');
    await waitFor(() => expect(server.requests.at(-1)?.query.toString()).toBe('channel=sms'));
  });

  it('says so when there is nothing to show', async () => {
    server.answer('GET /notifications/deliveries', { rows: [], channel_notes: {}, counts: { waiting: 0, sending: 0, sent: 0, failed: 0 } });
    await openPage();
    expect(screen.getByText('Gönderim kaydı yok.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the warehouses’ digest times', () => {
  async function digestItem(name: string) {
    await openPage();
    const section = screen.getByRole('region', { name: 'Günlük özet saatleri' });
    const label = await within(section).findByText(name);
    const item = label.closest('li')!;
    return { item, box: item.querySelector('input[type="time"]')!, save: within(item).getByRole('button', { name: 'Kaydet' }) };
  }

  it('lists each warehouse with its time and saves only a changed one', async () => {
    server.answer('PUT /notifications/digest-times/w2', [DIGEST_TIMES[0], { ...DIGEST_TIMES[1], time: '06:45' }]);
    const { box, save } = await digestItem('İzmir Çiğli');
    expect(box).toHaveValue('07:30');
    expect(save).toBeDisabled();
    await fill(userEvent, box as HTMLElement, '06:45');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText('İzmir Çiğli: özet saati 06:45 olarak kaydedildi.')).toBeInTheDocument();
    expect(server.sent('PUT /notifications/digest-times/w2')).toEqual([{ time: '06:45' }]);
  });

  it('refuses a time that is not HH:MM and sends nothing', async () => {
    const { item, box, save } = await digestItem('Ümraniye Ana Depo');
    // A time box emptied by the user gives ''.
    await userEvent.clear(box as HTMLElement);
    await userEvent.click(save);
    expect(within(item).getByRole('alert')).toHaveTextContent('Saat SS:DD biçiminde olmalıdır (ör. 08:00).');
    expect(server.sent('PUT /notifications/digest-times/w1')).toEqual([]);
  });

  it('shows the server’s refusal of a time, or the generic failure', async () => {
    server.answer('PUT /notifications/digest-times/w1', refusal(400, 'Saat SS:DD biçiminde olmalıdır (ör. 08:00).'));
    const { box, save } = await digestItem('Ümraniye Ana Depo');
    await fill(userEvent, box as HTMLElement, '09:15');
    await userEvent.click(save);
    expect(await screen.findByText('Saat SS:DD biçiminde olmalıdır (ör. 08:00).')).toBeInTheDocument();
    server.answer('PUT /notifications/digest-times/w1', noAnswer);
    await userEvent.click(save);
    expect(await screen.findByText('Özet saati kaydedilemedi.')).toBeInTheDocument();
  });
});
