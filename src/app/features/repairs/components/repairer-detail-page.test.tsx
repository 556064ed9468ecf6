import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, noAnswer, refusal, type SentRequest } from '../../../../../tests/helpers/fake-api';
import { expectRefusalThenNoAnswer } from '../../../../../tests/helpers/refusals';
import { expectSearchFinds, fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { BROKEN_RECORD } from '../../../../../tests/helpers/repair-fixtures';
import type { BrokenRecord, RepairerDetail, RepairerRow } from '../api/types';
import { RepairCostReportSection } from './repair-cost-report';
import { RepairerDetailPage } from './repairer-detail-page';
import { RepairersTab } from './repairers-tab';

const ZIRVE: RepairerDetail = {
  id: 'r1',
  name: 'Zirve Hidrolik',
  phone: '2125550001',
  address: 'İkitelli OSB, Başakşehir',
  created_at: '2025-12-31T22:30:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  statistics: { total_repairs: 23, total_amount: 154320.75, average_repair_days: 4, completed: 20, not_completed: 1, ongoing: 2 },
};
const repair = (n: number): BrokenRecord => ({
  ...BROKEN_RECORD,
  id: `f${n}`,
  issue: `Arıza ${n}`,
  status: 'repaired',
  repair_cost: 1000 * n,
  resolved_at: '2026-11-05T11:45:00.000Z',
});
const page = (pageNo: number, count: number, filtered = 13) => ({
  items: Array.from({ length: count }, (_, i) => repair((pageNo - 1) * 10 + i + 1)),
  total: filtered,
  filtered,
  page: pageNo,
  page_size: 10,
  next_cursor: null,
});
const historyAnswer = (req: SentRequest) => (req.query.get('page') === '2' ? page(2, 3) : page(1, 10));

const server = fakeApi({ 'GET /repairers/r1': ZIRVE, 'GET /repairers/r1/history': historyAnswer });
const userEvent = typist();

async function openRepairer() {
  server.signIn(['view_repairers', 'view_repairer_detail', 'view_malfunctions']);
  const view = await renderRoutedWithApp(<RepairerDetailPage id="r1" />, '/broken-equipment/repairers/r1');
  await screen.findByRole('heading', { level: 1, name: 'Zirve Hidrolik' });
  return view;
}

describe('a repairer’s page', () => {
  it('gives contact details: since when, a callable +90 phone and the address', async () => {
    await openRepairer();
    // 22:30 UTC on 31 December is 1 January in Istanbul.
    expect(screen.getByText('1 Oca 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+90 212 555 00 01' })).toHaveAttribute('href', 'tel:+902125550001');
    expect(screen.getByText('İkitelli OSB, Başakşehir')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tamirciler' })).toHaveAttribute('href', '/broken-equipment?tab=repairers');
  });

  it('shows the server’s statistics in Turkish', async () => {
    await openRepairer();
    expect(screen.getByTestId('stat-Toplam Tamir')).toHaveTextContent('23');
    expect(screen.getByTestId('stat-Toplam Tutar')).toHaveTextContent('₺154.320,75');
    expect(screen.getByTestId('stat-Ortalama Tamir Süresi')).toHaveTextContent('4 gün');
    expect(screen.getByTestId('stat-Tamamlanan')).toHaveTextContent('20');
    expect(screen.getByTestId('stat-Tamamlanamayan')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-Devam Eden')).toHaveTextContent('2');
  });

  it('says a repairer without a dated repair has no average, not zero days', async () => {
    server.answer('GET /repairers/r1', { ...ZIRVE, statistics: { ...ZIRVE.statistics, average_repair_days: null } });
    await openRepairer();
    expect(screen.getByTestId('stat-Ortalama Tamir Süresi')).toHaveTextContent(/^-$/);
  });

  it('pages the history ten at a time from the server', async () => {
    await openRepairer();
    const history = screen.getByRole('region', { name: 'Tamir Geçmişi' });
    expect(await within(history).findByText('Arıza 1')).toBeInTheDocument();
    expect(within(history).getByText('Arıza 10')).toBeInTheDocument();
    const first = server.requests.find((r) => r.path === '/repairers/r1/history')!;
    expect(first.query.get('limit')).toBe('10');
    await userEvent.click(within(history).getByRole('button', { name: /Sonraki/ }));
    expect(await within(history).findByText('Arıza 13')).toBeInTheDocument();
    expect(within(history).queryByText('Arıza 1')).toBeNull();
    expect(server.requests.some((r) => r.path === '/repairers/r1/history' && r.query.get('page') === '2')).toBe(true);
  });

  it('says when there is no repair yet', async () => {
    server.answer('GET /repairers/r1/history', page(1, 0, 0));
    await openRepairer();
    expect(await screen.findByText('Henüz tamir kaydı yok')).toBeInTheDocument();
  });

  it('goes back to the repairers when the repairer cannot be read', async () => {
    server.signIn(['view_repairers']);
    server.answer('GET /repairers/r1', refusal(404, 'Tamirci bulunamadı'));
    const { router } = await renderRoutedWithApp(<RepairerDetailPage id="r1" />, '/broken-equipment/repairers/r1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/broken-equipment'));
    expect(router.state.location.search).toEqual({ tab: 'repairers' });
  });
});

describe('the repairers tab', () => {
  const repairer = (id: string, name: string, phone: string, address: string): RepairerRow => ({
    id,
    name,
    phone,
    address,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  });
  const LIST = [
    repairer('r1', 'Zirve Hidrolik', '2125550001', 'İkitelli OSB'),
    repairer('r2', 'Çınar Elektrik Bobinaj', '2165550002', 'Kadıköy'),
    repairer('r3', 'Işık Kaynak', '2325550003', 'Çiğli, İzmir'),
  ];

  async function openTab(permissions = ['view_repairers', 'edit_repairer', 'delete_repairer']) {
    server.signIn(permissions);
    server.answer('GET /repairers', LIST);
    await renderRoutedWithApp(<RepairersTab creating={false} onCreate={() => undefined} />, '/broken-equipment?tab=repairers');
    await screen.findByRole('link', { name: 'Zirve Hidrolik' });
  }
  /** A row's actions sit behind its '⋯' menu on a narrow list. */
  async function rowAction(repairerName: string, action: string) {
    const row = screen.getAllByTestId('repairer-card').find((c) => within(c).queryByRole('link', { name: repairerName }))!;
    await userEvent.click(within(row).getByRole('button', { name: 'Satır işlemleri' }));
    await userEvent.click(await screen.findByRole('button', { name: `${action}: ${repairerName}` }));
  }
  const names = () => screen.getAllByTestId('repairer-card').map((c) => within(c).getAllByRole('link')[0]!.textContent);

  it('lists the repairers in Turkish alphabetical order', async () => {
    await openTab();
    expect(names()).toEqual(['Çınar Elektrik Bobinaj', 'Işık Kaynak', 'Zirve Hidrolik']);
  });

  it('finds a repairer by name in any case, by the phone as shown, or by address', async () => {
    await openTab();
    const search = screen.getByRole('searchbox', { name: 'Tamirci ara' });
    await expectSearchFinds(userEvent, search, names, [
      ['IŞIK', ['Işık Kaynak']],
      ['216 555', ['Çınar Elektrik Bobinaj']],
      ['izmir', ['Işık Kaynak']],
    ]);
    await fill(userEvent, search, 'yok böyle');
    expect(screen.queryAllByTestId('repairer-card')).toEqual([]);
  });

  it('deletes one only after asking, naming it', async () => {
    server.answer('DELETE /repairers/r3', null);
    await openTab();
    await rowAction('Işık Kaynak', 'Sil');
    const dialog = screen.getByRole('alertdialog', { name: 'Tamirci Sil' });
    expect(dialog).toHaveTextContent('Işık KaynakBu tamirciyi silmek istediğinizden emin misiniz?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Tamirci başarıyla silindi.')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/repairers/r3']);
  });

  it('shows why a repairer with repairs cannot be deleted, and the generic failure otherwise', async () => {
    await openTab();
    await rowAction('Zirve Hidrolik', 'Sil');
    const dialog = screen.getByRole('alertdialog', { name: 'Tamirci Sil' });
    const remove = () => userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await expectRefusalThenNoAnswer(server, 'DELETE /repairers/r1', remove, {
      reason: 'Bu tamircinin tamir kayıtları var; silinemez.',
      failure: 'Tamirci silinirken bir hata oluştu.',
    });
  });

  it('opens the edit form filled in for whoever may edit', async () => {
    await openTab(['view_repairers', 'edit_repairer']);
    await rowAction('Çınar Elektrik Bobinaj', 'Düzenle');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByDisplayValue('Çınar Elektrik Bobinaj')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Sil:/, hidden: true })).toBeNull();
  });

  it('offers editing and deleting only by permission', async () => {
    await openTab(['view_repairers']);
    expect(screen.queryByRole('button', { name: 'Satır işlemleri' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Sil:/, hidden: true })).toBeNull();
  });
});

describe('items whose repairs passed half their price', () => {
  async function openReport() {
    server.signIn(['view_malfunctions']);
    await renderRoutedWithApp(<RepairCostReportSection />, '/broken-equipment');
    const details = screen.getByTestId('repair-cost-report');
    expect(server.requests.some((r) => r.path === '/equipment/repair-cost-report')).toBe(false);
    await userEvent.click(within(details).getByText('Tamir maliyeti fiyatının yarısını geçenler'));
    return details;
  }

  it('is read only when opened, and lists each with its costs, share and repair count', async () => {
    server.answer('GET /equipment/repair-cost-report', {
      priced: 40,
      items: [
        {
          id: 'e1',
          serial_number: 'SN-ĞÜŞ-7781',
          model: 'TE 3000-AVR',
          brand: { id: 'b1', name: 'Hilti' },
          warehouse: { id: 'w1', name: 'Ümraniye' },
          purchase_price: 20000,
          repair_cost_total: 15250.5,
          ratio: 0.7625,
          repair_count: 3,
        },
      ],
    });
    const details = await openReport();
    const [row] = await within(details).findAllByRole('listitem');
    expect(within(row!).getByRole('link', { name: 'Hilti TE 3000-AVR' })).toHaveAttribute('href', '/equipment/e1');
    expect(row).toHaveTextContent('SN-ĞÜŞ-7781 · Ümraniye');
    expect(row).toHaveTextContent('₺15.250,50 / ₺20.000,00 · %76 · 3 tamir');
    expect(within(details).getByText(/Tamir maliyeti fiyatının yarısını geçenler \(1\)/)).toBeInTheDocument();
  });

  it('says how many priced items were checked when none passed', async () => {
    server.answer('GET /equipment/repair-cost-report', { priced: 1250, items: [] });
    const details = await openReport();
    expect(
      await within(details).findByText('Fiyatı girilmiş 1.250 ekipmandan hiçbirinin tamir maliyeti fiyatının yarısını geçmedi.'),
    ).toBeInTheDocument();
  });

  it('says the report could not be read', async () => {
    server.answer('GET /equipment/repair-cost-report', noAnswer);
    const details = await openReport();
    expect(await within(details).findByRole('alert')).toHaveTextContent('Rapor yüklenemedi.');
  });
});
