import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WebhookRow } from '@shared/webhooks';
import { fakeApi, refusal } from '../../../../../tests/helpers/fake-api';
import { fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { WebhooksPage } from './webhooks-page';

const hook = (over: Partial<WebhookRow> & Pick<WebhookRow, 'id' | 'url'>): WebhookRow => ({
  description: null,
  events: ['handover.created', 'handover.returned'],
  status: 'active',
  paused_reason: null,
  failing_since: null,
  created_by: { id: 'u1', first_name: 'Doğan', last_name: 'Ilıcalı' },
  created_at: '2026-11-29T21:30:00.000Z',
  ...over,
});
const ERP = hook({ id: 'wh1', url: 'https://erp.ornek.com.tr/depo-olaylari', description: 'Muhasebe ERP — Logo' });
const FAILING = hook({
  id: 'wh2',
  url: 'https://bi.ornek.com.tr/hook',
  failing_since: '2026-11-28T06:00:00.000Z',
  events: ['fault.opened'],
});
const PAUSED = hook({
  id: 'wh3',
  url: 'http://eski.ornek.local/x',
  status: 'paused',
  paused_reason: 'Art arda 50 gönderim başarısız oldu.',
});

const server = fakeApi({ 'GET /webhooks': [ERP, FAILING, PAUSED] });
const userEvent = typist();

async function openPage() {
  server.signIn(['manage_webhooks']);
  await renderRoutedWithApp(<WebhooksPage />, '/settings/webhooks');
  const list = await screen.findByRole('list', { name: 'Webhook listesi' });
  const form = screen.getByRole('form', { name: 'Yeni webhook' });
  const item = (url: string) => within(list).getByText(url).closest('li')!;
  return { list, form, item };
}

describe('the webhooks', () => {
  it('lists each subscription with its events in Turkish, who added it and when (Istanbul)', async () => {
    const { item } = await openPage();
    const erp = item(ERP.url);
    expect(within(erp).getByText('Muhasebe ERP — Logo')).toBeInTheDocument();
    expect(within(erp).getByText('Zimmet (teslim) · İade')).toBeInTheDocument();
    expect(within(erp).getByText('Doğan Ilıcalı · 30 Kas 2026 00:30')).toBeInTheDocument();
    expect(within(erp).getByText('Etkin')).toBeInTheDocument();
  });

  it('says since when a failing one cannot deliver, and why a paused one stopped', async () => {
    const { item } = await openPage();
    expect(within(item(FAILING.url)).getByText('28 Kas 2026 09:00 tarihinden beri gönderilemiyor.')).toBeInTheDocument();
    const paused = item(PAUSED.url);
    expect(within(paused).getByText('Duraklatıldı')).toBeInTheDocument();
    expect(within(paused).getByText('Art arda 50 gönderim başarısız oldu.')).toBeInTheDocument();
    expect(within(paused).getByRole('button', { name: 'Yeniden Başlat' })).toBeInTheDocument();
  });

  it('refuses an address that is not http(s) and a subscription to no event', async () => {
    const { form } = await openPage();
    for (const address of ['ftp://erp.ornek.com.tr', 'javascript:alert(1)', 'https://', 'erp.ornek.com.tr', 'https://a b.com']) {
      await fill(userEvent, within(form).getByLabelText('Adres (URL)', { exact: true }), address);
      await userEvent.click(within(form).getByRole('button', { name: 'Webhook Ekle' }));
      expect(within(form).getByText('Geçerli bir adres girin (https://…).')).toBeInTheDocument();
    }
    expect(within(form).getByText('En az bir olay seçin.')).toBeInTheDocument();
    expect(server.sent('POST /webhooks')).toEqual([]);
  });

  it('adds one with its events in the product’s order, then shows its signing secret once', async () => {
    server.answer('POST /webhooks', {
      ...hook({ id: 'wh9', url: 'https://depo.ornek.com.tr/olay' }),
      secret: 'whsec_Çok-gizli_0123456789',
    });
    const { form } = await openPage();
    await fill(userEvent, within(form).getByLabelText('Adres (URL)', { exact: true }), '  https://depo.ornek.com.tr/olay ');
    await fill(userEvent, within(form).getByLabelText('Açıklama', { exact: true }), ' Satın alma ');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Transfer gönderildi' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Zimmet (teslim)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Webhook Ekle' }));
    const secret = await screen.findByRole('region', { name: 'İmza anahtarı' });
    expect(within(secret).getByTestId('webhook-secret')).toHaveTextContent('whsec_Çok-gizli_0123456789');
    expect(server.sent('POST /webhooks')).toEqual([
      { url: 'https://depo.ornek.com.tr/olay', events: ['handover.created', 'transfer.sent'], description: 'Satın alma' },
    ]);
    await userEvent.click(within(secret).getByRole('button', { name: 'Kopyala' }));
    expect(await screen.findByText('İmza anahtarı kopyalandı.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('whsec_Çok-gizli_0123456789');
    await userEvent.click(within(secret).getByRole('button', { name: 'Kaydettim, kapat' }));
    expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument();
    // The form is back, empty.
    expect(within(screen.getByRole('form', { name: 'Yeni webhook' })).getByLabelText('Adres (URL)', { exact: true })).toHaveValue('');
  });

  it('the server’s refusal of an address is said under it', async () => {
    server.answer('POST /webhooks', refusal(400, 'Bu adres yerel ağda: webhook yalnızca dışarıdaki bir sunucuya gönderilir.'));
    const { form } = await openPage();
    await fill(userEvent, within(form).getByLabelText('Adres (URL)', { exact: true }), 'http://127.0.0.1:8080/x');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Arıza bildirildi' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Webhook Ekle' }));
    expect(await within(form).findByText('Bu adres yerel ağda: webhook yalnızca dışarıdaki bir sunucuya gönderilir.')).toBeInTheDocument();
    expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument();
  });

  it('pauses an active one and resumes a paused one', async () => {
    server.answer(`PUT /webhooks/${ERP.id}`, { ...ERP, status: 'paused' });
    server.answer(`PUT /webhooks/${PAUSED.id}`, { ...PAUSED, status: 'active' });
    const { item } = await openPage();
    await userEvent.click(within(item(ERP.url)).getByRole('button', { name: 'Duraklat' }));
    expect(await screen.findByText('Webhook duraklatıldı.')).toBeInTheDocument();
    await userEvent.click(within(item(PAUSED.url)).getByRole('button', { name: 'Yeniden Başlat' }));
    expect(await screen.findByText('Webhook yeniden başlatıldı.')).toBeInTheDocument();
    expect(server.sent(`PUT /webhooks/${ERP.id}`)).toEqual([{ status: 'paused' }]);
    expect(server.sent(`PUT /webhooks/${PAUSED.id}`)).toEqual([{ status: 'active' }]);
  });

  it('deletes only after confirming, naming the address', async () => {
    server.answer(`DELETE /webhooks/${FAILING.id}`, { ok: true });
    const { item } = await openPage();
    await userEvent.click(within(item(FAILING.url)).getByRole('button', { name: 'Sil' }));
    const confirm = screen.getByRole('alertdialog', { name: "Webhook'u Sil" });
    expect(confirm).toHaveTextContent(`${FAILING.url} adresine gönderim duracak ve gönderim kaydı silinecek. Emin misiniz?`);
    expect(server.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Webhook silindi.')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/webhooks/${FAILING.id}`]);
  });
});
