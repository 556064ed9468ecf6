import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentVerification } from '@shared/document-types';
import { ANONYMISED_NOTICE } from '@shared/documents';
import { answer, fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { renderRoutedWithApp } from '../../../../../tests/helpers/render-with-app';
import { VerificationPage } from './verification-page';

const CODE = '0A1B2C3D4E';
const ROUTE = `GET /documents/verify/${CODE}`;

const BARE: DocumentVerification = {
  number: 'TES-2026-000123',
  kind: 'handover',
  title: 'Ekipman Teslim Tutanağı',
  state: 'valid',
};
const FULL: DocumentVerification = {
  ...BARE,
  details: {
    date: '2026-11-30T21:15:00.000Z',
    warehouse: 'Ümraniye Ana Depo',
    worker: { name: 'Şükrü Işıklı', tc_no: '10000000146' },
    people: [{ role: 'Teslim Eden', name: 'Gülşen Çağlayan' }],
    items: [
      {
        serial_number: 'SN-ĞÜŞ-7781',
        title: 'Hilti TE 3000-AVR',
        category: 'Kırıcı Delici',
        now: 'İade alındı (İAD-2026-000045)',
        condition: 'Hasarlı',
        note: 'Kablo soyulmuş',
      },
      { serial_number: 'SN-0002', title: 'Bosch GBH 2-26', category: null, now: null },
    ],
    signatures: [
      { role: 'Teslim Alan', name: 'Şükrü Işıklı', present: true },
      { role: 'Teslim Eden', name: 'Gülşen Çağlayan', present: false },
    ],
    texts: [{ title: 'Zimmet Taahhütnamesi', version: 3, category: 'Kırıcı Delici' }],
    company: 'Örnek İnşaat A.Ş.',
    revisions: [
      { revision: 1, fingerprint: 'A1B2-C3D4', at: '2026-11-30T21:15:00.000Z', superseded: true },
      { revision: 2, fingerprint: 'E5F6-0718', at: '2026-12-01T06:00:00.000Z', superseded: false },
    ],
    later: [
      {
        at: '2026-12-05T12:30:00.000Z',
        text: 'SN-ĞÜŞ-7781 iade alındı',
        document: { id: 'd2', number: 'İAD-2026-000045', code: 'ZZZZZ99999' },
      },
    ],
    refers_to: null,
    extra: [{ label: 'Proje', value: 'Kuzey Marmara Otoyolu' }],
  },
};

const server = fakeApi({ [ROUTE]: BARE });

async function openPage(code: string, signedIn = false) {
  if (signedIn) server.signIn(['view_field_equipment']);
  return renderRoutedWithApp(<VerificationPage code={code} />, `/belge/${code}`);
}

describe('the document verification page', () => {
  it('reads a code as people type it (lower case, dashes, O for 0, I and L for 1) and shows it printed', async () => {
    await openPage(' oa1b2-c3d4e ');
    expect(await screen.findByTestId('verify-number')).toHaveTextContent('TES-2026-000123');
    expect(screen.getByText('Doğrulama kodu: 0A1B2-C3D4E')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path.startsWith('/documents')).map((r) => r.path)).toEqual([`/documents/verify/${CODE}`]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ekipman Teslim Tutanağı');
  });

  it('says a valid document is unchanged since signing, and to a stranger that its content needs a sign-in', async () => {
    await openPage(CODE);
    const state = await screen.findByTestId('verify-state');
    expect(within(state).getByText('Geçerli belge')).toBeInTheDocument();
    expect(state).toHaveTextContent('Bu belge sistemde kayıtlı ve imzalandığı günden bu yana değiştirilmemiş.');
    expect(
      screen.getByText('İçeriği (ekipmanlar, kişiler, imzalar) yalnızca yetkili kullanıcılar giriş yaptıktan sonra görebilir.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', `/login?redirect=%2Fbelge%2F${CODE}`);
  });

  it('tells a signed-in reader without the right that only validity is shown, and leads back to the app', async () => {
    await openPage(CODE, true);
    expect(
      await screen.findByText('Bu belgenin içeriğini görme yetkiniz yok; yalnızca geçerliliği ve numarası gösterilir.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Uygulamaya Dön' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Giriş Yap' })).toBeNull();
  });

  it('warns loudly about a document whose records changed after signing', async () => {
    server.answer(ROUTE, { ...BARE, state: 'altered' });
    await openPage(CODE);
    const state = await screen.findByTestId('verify-state');
    expect(state).toHaveAttribute('data-state', 'altered');
    expect(state).toHaveTextContent('Belge kayıtlarla uyuşmuyor');
    expect(state).toHaveTextContent('Elinizdeki kâğıda güvenmeyin; yöneticinize bildirin.');
  });

  it('names an open count and a document signed before proofs were kept', async () => {
    server.answer(ROUTE, { ...BARE, kind: 'count', title: 'Depo Sayım Tutanağı', state: 'open' });
    const first = await openPage(CODE);
    expect(await screen.findByText('Sayım sürüyor')).toBeInTheDocument();
    expect(screen.getByText('Bu sayım henüz kapatılmadı; sonucu kapatıldığında kesinleşir.')).toBeInTheDocument();
    first.unmount();
    server.answer(ROUTE, { ...BARE, state: 'unproven' });
    await openPage(CODE);
    expect(await screen.findByText('Kayıtlı belge (imza kanıtı yok)')).toBeInTheDocument();
  });

  it('says when the personal data was anonymised, and when', async () => {
    server.answer(ROUTE, { ...BARE, anonymised_at: '2036-01-01T21:00:00.000Z' });
    await openPage(CODE);
    expect(await screen.findByTestId('verify-anonymised')).toHaveTextContent(`${ANONYMISED_NOTICE} (2 Oca 2036 00:00)`);
  });

  it('calls an unknown code possibly forged, not a network problem', async () => {
    server.answer(ROUTE, refusal(404, 'Belge bulunamadı'));
    await openPage(CODE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bu kodla kayıtlı bir belge yok.');
    expect(alert).toHaveTextContent('kayıtlı olmayan bir belge sahte olabilir');
    expect(screen.queryByTestId('verify-state')).toBeNull();
  });

  it('without an answer asks to try again when connected, never calling the paper unknown', async () => {
    server.answer(ROUTE, noAnswer);
    await openPage(CODE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Doğrulama için sunucuya bağlanılamadı. Bağlantı gelince yeniden deneyin.');
    expect(screen.queryByText('Bu kodla kayıtlı bir belge yok.')).toBeNull();
  });

  it('on a server fault says the document could not be checked', async () => {
    server.answer(ROUTE, answer(500, { error: 'İç hata' }));
    await openPage(CODE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Belge doğrulanamadı. Lütfen tekrar deneyin.');
  });

  it('sends a text that is not a code as it is, encoded, and shows no code line', async () => {
    const hostile = 'a/b%\u0000?x';
    await openPage(hostile);
    await screen.findByRole('alert');
    expect(server.requests.filter((r) => r.path.startsWith('/documents')).map((r) => r.path)).toEqual([
      '/documents/verify/a%2Fb%25%00%3Fx',
    ]);
    expect(screen.queryByText(/Doğrulama kodu:/)).toBeNull();
  });
});

describe('what a document holds, for a reader allowed to see it', () => {
  async function openFull() {
    server.answer(ROUTE, FULL);
    await openPage(CODE, true);
    await screen.findByTestId('verify-items');
  }

  it('shows date with its zone, company, warehouse, worker with national id, people and extra lines', async () => {
    await openFull();
    const facts = screen.getByRole('heading', { name: 'Belge' }).parentElement!;
    expect(facts).toHaveTextContent('Tarih1 Ara 2026 00:15 (TSİ)');
    expect(facts).toHaveTextContent('ŞirketÖrnek İnşaat A.Ş.');
    expect(facts).toHaveTextContent('DepoÜmraniye Ana Depo');
    expect(screen.getByTestId('verify-worker')).toHaveTextContent('Şükrü Işıklı · 10000000146');
    expect(facts).toHaveTextContent('Teslim EdenGülşen Çağlayan');
    expect(facts).toHaveTextContent('ProjeKuzey Marmara Otoyolu');
  });

  it('lists the items with their state now, condition and note', async () => {
    await openFull();
    expect(screen.getByRole('heading', { name: 'Ekipmanlar (2)' })).toBeInTheDocument();
    const [first, second] = within(screen.getByTestId('verify-items')).getAllByRole('listitem');
    expect(first).toHaveTextContent('Hilti TE 3000-AVR · SN-ĞÜŞ-7781 · Kırıcı Delici · Hasarlı');
    expect(first).toHaveTextContent('Not: Kablo soyulmuş');
    expect(first).toHaveTextContent('İade alındı (İAD-2026-000045)');
    expect(second).toHaveTextContent('Bosch GBH 2-26 · SN-0002');
    expect(second).not.toHaveTextContent('Not:');
  });

  it.each([
    {
      what: 'says which signatures are there and which are missing',
      heading: 'İmzalar',
      items: ['Teslim Alan: Şükrü Işıklıİmza var', 'Teslim Eden: Gülşen Çağlayanİmza yok'],
    },
    {
      what: 'lists each fingerprint, saying which a later revision replaced',
      heading: 'Parmak izi',
      items: ['A1B2-C3D4 (sürüm 1, 1 Ara 2026 00:15, yerini sonraki sürüm aldı)', 'E5F6-0718 (sürüm 2, 1 Ara 2026 09:00)'],
    },
  ])('$what', async ({ heading, items }) => {
    await openFull();
    const listed = within(screen.getByRole('heading', { name: heading }).parentElement!).getAllByRole('listitem');
    items.forEach((text, i) => expect(listed[i]).toHaveTextContent(text));
  });

  it('names the texts’ versions', async () => {
    await openFull();
    expect(screen.getByText('Zimmet Taahhütnamesi — Kırıcı Delici (sürüm 3)')).toBeInTheDocument();
  });

  it('links a later document to its own verification page', async () => {
    await openFull();
    const later = screen.getByTestId('verify-later');
    expect(later).toHaveTextContent('5 Ara 2026 15:30 · SN-ĞÜŞ-7781 iade alındı');
    expect(within(later).getByRole('link', { name: 'İAD-2026-000045' })).toHaveAttribute('href', '/belge/ZZZZZ99999');
  });

  it('links the document a return completes', async () => {
    server.answer(ROUTE, {
      ...FULL,
      details: { ...FULL.details!, refers_to: { id: 'd0', number: 'TES-2026-000100', code: 'QQQQQ11111' }, later: [], revisions: [] },
    });
    await openPage(CODE, true);
    expect(await screen.findByRole('link', { name: 'TES-2026-000100' })).toHaveAttribute('href', '/belge/QQQQQ11111');
    expect(screen.queryByRole('heading', { name: 'Parmak izi' })).toBeNull();
    expect(screen.queryByTestId('verify-later')).toBeNull();
  });
});
