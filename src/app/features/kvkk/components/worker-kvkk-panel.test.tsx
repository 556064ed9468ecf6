import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, type Download } from '../../../../../tests/helpers/downloads';
import { fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { WorkerKvkkPanel } from './worker-kvkk-panel';

const WORKER = 'fa000000-0000-4000-8000-000000000001';
const STATE = `GET /kvkk/workers/${WORKER}`;
const HELD = {
  legal_hold: { reason: 'İş kazası davası (2026/145 E.)', set_at: '2026-11-29T21:30:00.000Z', set_by: 'u1' },
  anonymised_at: null,
};

const server = fakeApi();
const userEvent = typist();
let downloads: Download[];
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => vi.restoreAllMocks());

async function openPanel(state: unknown) {
  server.signIn(['view_workers', 'manage_personal_data']);
  server.answer(STATE, state);
  renderWithApp(<WorkerKvkkPanel workerId={WORKER} />);
  return screen.getByRole('region', { name: 'KVKK' });
}

describe('a worker’s personal data', () => {
  it('says the worker is under legal hold, since when (Istanbul) and why', async () => {
    const panel = await openPanel(HELD);
    expect(await within(panel).findByText('Yasal saklamada (30 Kas 2026 00:30): İş kazası davası (2026/145 E.)')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Yasal Saklamayı Kaldır' })).toBeEnabled();
  });

  it('an anonymised worker offers no hold, only the export', async () => {
    const panel = await openPanel({ legal_hold: null, anonymised_at: '2026-06-30T23:00:00.000Z' });
    expect(await within(panel).findByText('Kişisel verileri anonimleştirildi: 1 Tem 2026 02:00')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Yasal Saklama/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Kişisel Veri Dökümü' })).toBeInTheDocument();
  });

  it('putting a hold asks for a reason, then sends it trimmed', async () => {
    server.answer(`POST /kvkk/workers/${WORKER}/hold`, HELD);
    const panel = await openPanel({ legal_hold: null, anonymised_at: null });
    const put = await within(panel).findByRole('button', { name: 'Yasal Saklama Koy' });
    await waitFor(() => expect(put).toBeEnabled());
    await userEvent.click(put);
    const dialog = screen.getByRole('dialog', { name: 'Yasal Saklama Koy' });
    expect(dialog).toHaveAccessibleDescription('Yasal saklamadaki işçinin kişisel verileri, saklama süresi dolsa da anonimleştirilmez.');
    await fill(userEvent, within(dialog).getByLabelText('Gerekçe', { exact: true }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getByText('Yasal saklama için gerekçe zorunludur.')).toBeInTheDocument();
    expect(server.sent(`POST /kvkk/workers/${WORKER}/hold`)).toEqual([]);
    await fill(userEvent, within(dialog).getByLabelText('Gerekçe', { exact: true }), '  İş kazası davası (2026/145 E.) ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Yasal saklama kondu.')).toBeInTheDocument();
    expect(server.sent(`POST /kvkk/workers/${WORKER}/hold`)).toEqual([{ reason: 'İş kazası davası (2026/145 E.)' }]);
  });

  it('releasing a hold asks for its own reason and says what follows', async () => {
    server.answer(`POST /kvkk/workers/${WORKER}/release`, { legal_hold: null, anonymised_at: null });
    const panel = await openPanel(HELD);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Yasal Saklamayı Kaldır' }));
    const dialog = screen.getByRole('dialog', { name: 'Yasal Saklamayı Kaldır' });
    expect(dialog).toHaveAccessibleDescription(/bir sonraki imha çalışmasında anonimleştirilir/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getByText('Yasal saklamayı kaldırmak için gerekçe zorunludur.')).toBeInTheDocument();
    await fill(userEvent, within(dialog).getByLabelText('Gerekçe', { exact: true }), 'Dava kesinleşti.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Yasal saklama kaldırıldı.')).toBeInTheDocument();
    expect(server.sent(`POST /kvkk/workers/${WORKER}/release`)).toEqual([{ reason: 'Dava kesinleşti.' }]);
  });

  it('a hold the server refuses keeps the dialog and says why', async () => {
    server.answer(`POST /kvkk/workers/${WORKER}/hold`, refusal(409, 'İşçinin kişisel verileri zaten anonimleştirilmiş.'));
    const panel = await openPanel({ legal_hold: null, anonymised_at: null });
    const put = await within(panel).findByRole('button', { name: 'Yasal Saklama Koy' });
    await waitFor(() => expect(put).toBeEnabled());
    await userEvent.click(put);
    const dialog = screen.getByRole('dialog', { name: 'Yasal Saklama Koy' });
    await fill(userEvent, within(dialog).getByLabelText('Gerekçe', { exact: true }), 'Dava');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İşçinin kişisel verileri zaten anonimleştirilmiş.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Yasal Saklama Koy' })).toBeInTheDocument();
  });

  it('the export is saved as one JSON file named for the worker, and said', async () => {
    const exported = { worker: { first_name: 'Şükriye', last_name: 'Öğüt' }, handovers: [] };
    server.answer(`GET /kvkk/workers/${WORKER}/export`, exported);
    const panel = await openPanel({ legal_hold: null, anonymised_at: null });
    await userEvent.click(within(panel).getByRole('button', { name: 'Kişisel Veri Dökümü' }));
    expect(await screen.findByText('Kişisel veri dökümü indirildi.')).toBeInTheDocument();
    expect(downloads.map((d) => d.name)).toEqual([`kvkk-isci-${WORKER}.json`]);
    expect(JSON.parse(await downloads[0]!.text)).toEqual(exported);
  });

  it('an export without network saves nothing and says so', async () => {
    server.answer(`GET /kvkk/workers/${WORKER}/export`, noAnswer);
    const panel = await openPanel({ legal_hold: null, anonymised_at: null });
    await userEvent.click(within(panel).getByRole('button', { name: 'Kişisel Veri Dökümü' }));
    expect(await screen.findByText('Kişisel veri dökümü alınamadı.')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });
});
