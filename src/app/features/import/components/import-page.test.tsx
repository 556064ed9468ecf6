import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview, ImportSummary } from '@shared/import';
import { captureDownloads, type Download } from '../../../../../tests/helpers/downloads';
import { answer, fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { rememberMapping } from '../remembered-mapping';
import { ImportPage } from './import-page';

const HEADERS = ['Seri No', 'Marka', 'Model', 'Kategori', 'Depo', 'Açıklama'];
const AUTO = { serial_number: 0, brand: 1, model: 2, category: 3, warehouse: 4 };
const PREVIEW: ImportPreview = {
  file_name: 'ekipman listesi — Kasım.csv',
  headers: HEADERS,
  mapping: AUTO,
  total: 1250,
  counts: { create: 1200, update: 30, skip: 15, error: 5 },
  missing: { brands: ['Hilti', 'Makita'], categories: [], departments: [] },
  rows: [
    { row: 2, action: 'create', cells: ['SN-ĞÜŞ-1', 'Hilti', 'TE 3000', 'Kırıcı', 'Ümraniye', ''] },
    { row: 3, action: 'update', cells: ['SN-2', 'Bosch', 'GBH 2-26', 'Matkap', 'Ümraniye', ''] },
    { row: 4, action: 'error', message: 'Seri numarası zorunludur', cells: ['', 'Makita', 'HR2470', 'Matkap', 'Ümraniye', ''] },
  ],
};
const SUMMARY: ImportSummary = {
  file_name: PREVIEW.file_name,
  total: 1250,
  counts: { create: 1200, update: 30, skip: 15, error: 5 },
  headers: HEADERS,
  errors: [{ row: 4, action: 'error', message: 'Seri numarası zorunludur', cells: ['', 'Makita', 'HR2470', 'Matkap', 'Ümraniye', ''] }],
};
const ndjson = (...lines: unknown[]) => answer(200, lines.map((l) => JSON.stringify(l)).join('\n') + '\n', 'application/x-ndjson');

/** The server's preview maps the columns as it was asked to (else by the header names). */
const echoMapping = (req: { body: unknown }) => {
  const mapping = (req.body as FormData).get('mapping');
  return mapping ? { ...PREVIEW, mapping: JSON.parse(mapping as string) as Record<string, number> } : PREVIEW;
};

const server = fakeApi({ 'POST /imports/equipment/preview': PREVIEW });
const userEvent = typist();
let downloads: Download[];
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => vi.restoreAllMocks());

const csv = (name = PREVIEW.file_name) => new File(['Seri No;Marka\nSN-1;Hilti\n'], name, { type: 'text/csv' });
const sentForm = (route: string, n = 0) => server.sent(route)[n] as FormData;

async function openPage() {
  server.signIn(['view_equipment', 'import_data']);
  await renderRoutedWithApp(<ImportPage kind="equipment" />, '/equipment/import');
  return screen.getByLabelText('İçe aktarılacak dosya');
}
async function choose(file = csv()) {
  const input = await openPage();
  await userEvent.upload(input, file);
  await screen.findByRole('heading', { name: '3. Önizleme' });
}
const tile = (key: string) => screen.getByTestId(`import-count-${key}`);

describe('choosing a file', () => {
  it('sends the file for a preview without a mapping, and says nothing is saved yet', async () => {
    await choose();
    const form = sentForm('POST /imports/equipment/preview');
    expect((form.get('file') as File).name).toBe('ekipman listesi — Kasım.csv');
    expect(form.has('mapping')).toBe(false);
    expect(form.has('create_missing')).toBe(false);
    expect(screen.getByText('ekipman listesi — Kasım.csv · 1.250 satır. Henüz hiçbir şey kaydedilmedi.')).toBeInTheDocument();
    expect(tile('create')).toHaveTextContent('Eklenecek1.200');
    expect(tile('update')).toHaveTextContent('Güncellenecek30');
    expect(tile('skip')).toHaveTextContent('Aynı (atlanacak)15');
    expect(tile('error')).toHaveTextContent('Hatalı5');
  });

  it('refuses a file over 25 MB before sending it', async () => {
    const input = await openPage();
    const big = csv('çok büyük.csv');
    Object.defineProperty(big, 'size', { value: 25 * 1024 * 1024 + 1 });
    await userEvent.upload(input, big);
    expect(await screen.findByText('Dosya en fazla 25 MB olabilir.')).toBeInTheDocument();
    expect(server.sent('POST /imports/equipment/preview')).toEqual([]);
    expect(screen.getByText('Dosya seçilmedi')).toBeInTheDocument();
  });

  it('shows the server’s reason a file cannot be read, or the generic one without an answer', async () => {
    server.answer('POST /imports/equipment/preview', refusal(400, 'Dosyada 100.000 satırdan fazla var.'));
    const input = await openPage();
    await userEvent.upload(input, csv());
    expect(await screen.findByText('Dosyada 100.000 satırdan fazla var.')).toBeInTheDocument();
    server.answer('POST /imports/equipment/preview', noAnswer);
    await userEvent.upload(input, csv('ikinci.csv'));
    expect(await screen.findByText('Dosya okunurken bir hata oluştu.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '3. Önizleme' })).toBeNull();
  });

  it('applies the mapping remembered for these headers, asking the preview again with it', async () => {
    // Last time 'Açıklama' was chosen for the model.
    rememberMapping('equipment', ['Seri No', 'Marka', 'Açıklama'], { serial_number: 0, brand: 1, model: 2 });
    server.answer('POST /imports/equipment/preview', echoMapping);
    await choose();
    const sent = server.sent('POST /imports/equipment/preview') as FormData[];
    expect(sent).toHaveLength(2);
    expect(JSON.parse(sent[1]!.get('mapping') as string)).toEqual({ serial_number: 0, brand: 1, model: 5, category: 3, warehouse: 4 });
    expect(screen.getByLabelText(/^Model/)).toHaveValue('5');
  });
});

describe('the mapping and the preview', () => {
  it('names the required fields left without a column and will not import', async () => {
    server.answer('POST /imports/equipment/preview', { ...PREVIEW, mapping: { serial_number: 0, brand: 1, model: 2 } });
    await choose();
    expect(screen.getByRole('alert')).toHaveTextContent('Zorunlu alanlar eşleştirilmedi: Kategori, Depo');
    expect(screen.getByRole('button', { name: 'İçe Aktar' })).toBeDisabled();
  });

  it('moves a column to the field it is chosen for, freeing the other, and asks the preview again', async () => {
    server.answer('POST /imports/equipment/preview', echoMapping);
    await choose();
    await userEvent.selectOptions(screen.getByLabelText(/^Model/), 'Açıklama');
    await userEvent.selectOptions(screen.getByLabelText(/^Tedarikçi/), 'Marka');
    await waitFor(() => expect(server.sent('POST /imports/equipment/preview')).toHaveLength(3));
    expect(JSON.parse(sentForm('POST /imports/equipment/preview', 2).get('mapping') as string)).toEqual({
      serial_number: 0,
      model: 5,
      category: 3,
      warehouse: 4,
      supplier: 1,
    });
  });

  it('names the brands missing from the records and asks again to create them', async () => {
    await choose();
    expect(screen.getByText('Dosyada olup kayıtlı olmayan markalar:').parentElement).toHaveTextContent('Hilti, Makita');
    expect(screen.queryByText(/kayıtlı olmayan kategoriler/)).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Eksik markaları/kategorileri oluştur' }));
    await waitFor(() => expect(server.sent('POST /imports/equipment/preview')).toHaveLength(2));
    const form = sentForm('POST /imports/equipment/preview', 1);
    expect(form.get('create_missing')).toBe('true');
    expect(JSON.parse(form.get('mapping') as string)).toEqual(AUTO);
  });

  it('opens on the error rows when there are some, with their reasons', async () => {
    await choose();
    expect(screen.getByRole('button', { name: 'Yalnızca hatalar (5)' })).toHaveAttribute('aria-pressed', 'true');
    const list = () => screen.getByRole('list', { name: 'İçe aktarma önizlemesi' });
    const [only] = within(list()).getAllByRole('listitem');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(only).toHaveTextContent('Seri numarası zorunludur');
    expect(only).toHaveTextContent('Hata');
    await userEvent.click(screen.getByRole('button', { name: 'Tüm satırlar' }));
    const rows = within(list()).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/^(Eklenecek|Güncellenecek|Hata)$/).textContent)).toEqual([
      'Eklenecek',
      'Güncellenecek',
      'Hata',
    ]);
  });

  it('with nothing to add or update says so and will not import', async () => {
    server.answer('POST /imports/equipment/preview', {
      ...PREVIEW,
      counts: { create: 0, update: 0, skip: 3, error: 0 },
      missing: { brands: [], categories: [], departments: [] },
    });
    await choose();
    expect(screen.getByText('Bu dosyada eklenecek veya güncellenecek satır yok.')).toBeInTheDocument();
    expect(screen.getByText('Dosyadaki tüm adlar kayıtlı.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İçe Aktar' })).toBeDisabled();
  });
});

describe('importing', () => {
  async function confirmImport() {
    await choose();
    await userEvent.click(screen.getByRole('button', { name: 'İçe Aktar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'İçe aktarmayı onaylayın' });
    return dialog;
  }

  it('asks first, counting what will be added, updated and skipped', async () => {
    const dialog = await confirmImport();
    expect(dialog).toHaveTextContent('1.200 kayıt eklenecek, 30 kayıt güncellenecek. 5 hatalı satır atlanacak. Devam edilsin mi?');
    expect(server.sent('POST /imports/equipment')).toEqual([]);
  });

  it('writes with the mapping shown, then sums up and offers the error report', async () => {
    server.answer('POST /imports/equipment', ndjson({ type: 'progress', done: 625, total: 1250 }, { type: 'summary', summary: SUMMARY }));
    const dialog = await confirmImport();
    await userEvent.click(within(dialog).getByRole('button', { name: 'İçe Aktar' }));
    expect(await screen.findByRole('heading', { name: 'İçe aktarma tamamlandı' })).toBeInTheDocument();
    expect(screen.getByText('İçe aktarma tamamlandı.')).toBeInTheDocument();
    expect(JSON.parse(sentForm('POST /imports/equipment').get('mapping') as string)).toEqual(AUTO);
    expect(tile('create')).toHaveTextContent('Eklendi1.200');
    expect(tile('error')).toHaveTextContent('İçe aktarılmadı5');
    expect(screen.getByText(/^1 satır içe aktarılmadı\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hata Raporunu İndir' }));
    expect(downloads[0]?.name).toMatch(/^ekipman-ice-aktarma-hatalari-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await downloads[0]!.text).toContain('"Seri numarası zorunludur"');
  });

  it('says a batch failed part way, with the server’s words', async () => {
    const failure = { message: '601. satırdan itibaren hiçbir şey yazılmadı: veritabanı meşgul.', failed_from_row: 601 };
    server.answer('POST /imports/equipment', ndjson({ type: 'summary', summary: { ...SUMMARY, failure } }));
    const dialog = await confirmImport();
    await userEvent.click(within(dialog).getByRole('button', { name: 'İçe Aktar' }));
    expect(await screen.findByRole('heading', { name: 'İçe aktarma yarıda kaldı' })).toBeInTheDocument();
    expect(screen.getAllByText(failure.message).length).toBeGreaterThanOrEqual(1);
  });

  it('an answer cut before its summary goes back to the preview, saying what the server said', async () => {
    server.answer(
      'POST /imports/equipment',
      ndjson({ type: 'progress', done: 100, total: 1250 }, { type: 'error', error: 'Sunucu hatası: içe aktarma durdu.' }),
    );
    const dialog = await confirmImport();
    await userEvent.click(within(dialog).getByRole('button', { name: 'İçe Aktar' }));
    expect(await screen.findByText('Sunucu hatası: içe aktarma durdu.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3. Önizleme' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'İçe Aktar' })).toBeEnabled();
  });

  it('without an answer goes back to the preview with the generic failure', async () => {
    server.answer('POST /imports/equipment', noAnswer);
    const dialog = await confirmImport();
    await userEvent.click(within(dialog).getByRole('button', { name: 'İçe Aktar' }));
    expect(await screen.findByText('İçe aktarma sırasında bir hata oluştu.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3. Önizleme' })).toBeInTheDocument();
  });

  it('starts over with a new file after the summary', async () => {
    server.answer('POST /imports/equipment', ndjson({ type: 'summary', summary: { ...SUMMARY, errors: [] } }));
    const dialog = await confirmImport();
    await userEvent.click(within(dialog).getByRole('button', { name: 'İçe Aktar' }));
    await screen.findByRole('heading', { name: 'İçe aktarma tamamlandı' });
    expect(screen.queryByRole('button', { name: 'Hata Raporunu İndir' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Yeni Dosya İçe Aktar' }));
    expect(screen.getByRole('heading', { name: '1. Dosya seçin' })).toBeInTheDocument();
    expect(screen.getByText('Dosya seçilmedi')).toBeInTheDocument();
  });
});

describe('the other kinds', () => {
  it('workers link back to the workers and create missing departments', async () => {
    server.signIn(['view_workers', 'import_data']);
    server.answer('POST /imports/workers/preview', {
      ...PREVIEW,
      headers: ['Ad', 'Soyad', 'TC Kimlik No', 'Telefon', 'Departman'],
      mapping: { first_name: 0, last_name: 1, tc_no: 2, phone: 3, department: 4 },
      missing: { brands: [], categories: [], departments: ['İskele Ekibi'] },
    });
    await renderRoutedWithApp(<ImportPage kind="workers" />, '/workers/import');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('İşçileri İçe Aktar');
    expect(screen.getByRole('link', { name: 'İşçilere Dön' })).toHaveAttribute('href', '/workers');
    await userEvent.upload(screen.getByLabelText('İçe aktarılacak dosya'), csv('personel.csv'));
    expect(await screen.findByText('Dosyada olup kayıtlı olmayan departmanlar:')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Eksik departmanları oluştur' })).not.toBeChecked();
  });
});
