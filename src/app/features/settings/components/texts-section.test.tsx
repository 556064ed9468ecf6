import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentText } from '@shared/document-types';
import { fakeApi } from '../../../../../tests/helpers/fake-api';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { textsOf } from '../../../../../tests/helpers/texts';
import { TextsSection } from './texts-section';

const C_SCAFFOLD = { id: 'da000000-0000-4000-8000-000000000001', name: 'İskele' };
const C_HEAVY = { id: 'da000000-0000-4000-8000-000000000002', name: 'Ağır Makine' };
const C_WELD = { id: 'da000000-0000-4000-8000-000000000003', name: 'Çelik Kaynak' };
const PERSON = { id: 'u1', first_name: 'Nilüfer', last_name: 'Şenocak' };
const text = (over: Partial<DocumentText> & Pick<DocumentText, 'id' | 'version'>): DocumentText => ({
  kind: 'terms',
  category: null,
  title: 'Teslim Şartları',
  body: 'Ekipman özenle kullanılacaktır.',
  created_at: '2026-11-29T21:30:00.000Z',
  created_by_user: PERSON,
  ...over,
});
const TERMS_V2 = text({ id: 't2', version: 2, body: 'Ekipman özenle kullanılacak; kayıp ve hasar bildirilecektir.' });
const TERMS_V1 = text({ id: 't1', version: 1, created_at: '2026-01-15T09:05:00.000Z', created_by_user: null });
const SCAFFOLD_V1 = text({
  id: 's1',
  version: 1,
  category: { id: C_SCAFFOLD.id, name: 'İskele' },
  title: 'İskele Şartları',
  body: 'İskele yalnızca eğitimli personelce kurulur.',
});

const server = fakeApi({
  'GET /document-texts': { current: [TERMS_V2, SCAFFOLD_V1], versions: [TERMS_V2, TERMS_V1, SCAFFOLD_V1] },
  'GET /categories': [C_SCAFFOLD, C_HEAVY, C_WELD],
});
const userEvent = typist();

async function openSection() {
  server.signIn(['manage_company', 'view_categories']);
  renderWithApp(<TextsSection />);
  expect(await screen.findByText('Yürürlükteki sürüm: 2')).toBeInTheDocument();
  await screen.findByRole('option', { name: 'Kategoriye özel şartlar: Ağır Makine' });
  return { which: screen.getByRole('combobox', { name: 'Metin' }), body: screen.getByRole('textbox', { name: 'Metin' }) };
}

describe('the hand-over document texts', () => {
  it('offers the general terms, the KVKK notice and each category’s terms in Turkish order', async () => {
    const { which } = await openSection();
    expect(textsOf(within(which).getAllByRole('option'))).toEqual([
      'Genel teslim şartları',
      'KVKK aydınlatma metni',
      'Kategoriye özel şartlar: Ağır Makine',
      'Kategoriye özel şartlar: Çelik Kaynak',
      'Kategoriye özel şartlar: İskele',
    ]);
  });

  it('shows the version in force and the earlier ones with their Istanbul time and author', async () => {
    const { body } = await openSection();
    expect(body).toHaveValue('Ekipman özenle kullanılacak; kayıp ve hasar bildirilecektir.');
    expect(screen.getByText('Önceki sürümler (2)')).toBeInTheDocument();
    // 21:30 UTC on 29 November is 00:30 on the 30th in Istanbul.
    expect(screen.getByText('30 Kas 2026 00:30 · Nilüfer Şenocak')).toBeInTheDocument();
    expect(screen.getByText('15 Oca 2026 12:05')).toBeInTheDocument();
  });

  it('a text without a version says so and starts from its default title', async () => {
    const { which, body } = await openSection();
    await userEvent.selectOptions(which, 'KVKK aydınlatma metni');
    expect(screen.getByText('Bu metnin henüz bir sürümü yok.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Başlık' })).toHaveValue('Aydınlatma Metni');
    expect(body).toHaveValue('');
    await userEvent.selectOptions(which, 'Kategoriye özel şartlar: İskele');
    expect(screen.getByText('Yürürlükteki sürüm: 1')).toBeInTheDocument();
    expect(body).toHaveValue('İskele yalnızca eğitimli personelce kurulur.');
  });

  it('refuses an empty text or one with a NUL, and sends nothing', async () => {
    const { which, body } = await openSection();
    await userEvent.selectOptions(which, 'KVKK aydınlatma metni');
    await userEvent.click(screen.getByRole('button', { name: 'Yeni Sürüm Olarak Kaydet' }));
    expect(await screen.findByText('Metin zorunludur')).toBeInTheDocument();
    await fill(userEvent, body, 'Kişisel verileriniz\u0000 işlenir.');
    await userEvent.click(screen.getByRole('button', { name: 'Yeni Sürüm Olarak Kaydet' }));
    expect(await screen.findByText('Metinde kullanılamayan bir karakter var.')).toBeInTheDocument();
    expect(server.sent('POST /document-texts')).toEqual([]);
  });

  it('saves a category’s terms as a new version and says which', async () => {
    server.answer('POST /document-texts', text({ id: 'h1', version: 1, category: { id: C_HEAVY.id, name: C_HEAVY.name } }));
    const { which, body } = await openSection();
    await userEvent.selectOptions(which, 'Kategoriye özel şartlar: Ağır Makine');
    await fill(userEvent, screen.getByRole('textbox', { name: 'Başlık' }), 'Ağır Makine Şartları');
    await fill(userEvent, body, 'Operatör belgesi olmayan kullanamaz.\nGünlük kontrol formu doldurulur.');
    await userEvent.click(screen.getByRole('button', { name: 'Yeni Sürüm Olarak Kaydet' }));
    expect(await screen.findByText('Yeni sürüm kaydedildi (sürüm 1). Bundan sonraki teslimler bu metinle imzalanır.')).toBeInTheDocument();
    expect(server.sent('POST /document-texts')).toEqual([
      {
        kind: 'terms',
        category_id: C_HEAVY.id,
        title: 'Ağır Makine Şartları',
        body: 'Operatör belgesi olmayan kullanamaz.\nGünlük kontrol formu doldurulur.',
      },
    ]);
  });
});
