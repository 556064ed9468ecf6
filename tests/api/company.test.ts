// The company's details and texts in versions (docs/documents.md): every save is a new version and
// the old ones stay; a hand-over keeps the versions it was signed with (the form's, or those in
// force) and its paper prints them after any later change; a category may add its own terms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyProfile, DocumentText, DocumentTextsAnswer } from '@shared/document-types';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { issue, paper } from '../helpers/documents';
import {
  createCategory,
  createEquipment,
  createUserWithPermissions,
  createWarehouse,
  createWorker,
  PNG_DATA_URL,
  type TestUser,
} from '../helpers/fixtures';

let t: TestServer;
let office: TestUser;
let clerk: TestUser;

beforeAll(async () => {
  t = await startTestServer();
  office = await createUserWithPermissions(t, ['manage_company']);
  clerk = await createUserWithPermissions(t, ['view_field_equipment'], { signature: PNG_DATA_URL });
});
afterAll(async () => {
  await t?.close();
});

const saveText = (body: Record<string, unknown>, token = office.token) =>
  t.request<DocumentText & { error?: string }>('POST', '/document-texts', { token, body });
const texts = () => t.request<DocumentTextsAnswer>('GET', '/document-texts', { token: clerk.token });

async function handOver(categoryId?: string, extra: Record<string, unknown> = {}) {
  const item = await createEquipment(t, {
    warehouse_id: (await createWarehouse(t)).id,
    ...(categoryId ? { category_id: categoryId } : {}),
  });
  const res = await issue(t, clerk.token, { equipment_id: item.id, worker_id: (await createWorker(t)).id, ...extra });
  expect(res.status).toBe(201);
  return res.body.document;
}

describe('company details', () => {
  it('are versions: every save adds one, every signed-in user reads the one in force', async () => {
    expect((await t.request<CompanyProfile>('GET', '/company', { token: clerk.token })).body).toMatchObject({
      id: null,
      version: 0,
      name: '',
    });
    const first = await t.request<CompanyProfile>('PUT', '/company', {
      token: office.token,
      body: {
        name: 'Anadolu Yapı A.Ş.',
        address: 'Organize Sanayi Bölgesi 4. Cadde No: 12, Kocaeli',
        tax_office: 'Gebze',
        tax_number: '1234567890',
        logo: PNG_DATA_URL,
      },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ version: 1, name: 'Anadolu Yapı A.Ş.', logo: PNG_DATA_URL });
    const handover = await handOver();
    const second = await t.request<CompanyProfile>('PUT', '/company', {
      token: office.token,
      body: { name: 'Anadolu Yapı ve Ticaret A.Ş.' },
    });
    expect(second.body).toMatchObject({ version: 2, address: '', logo: null });
    expect((await t.request<CompanyProfile>('GET', '/company', { token: clerk.token })).body.version).toBe(2);
    // A document prints the company as it was when it was signed.
    expect((await paper(t, clerk.token, handover.id)).company).toMatchObject({ version: 1, name: 'Anadolu Yapı A.Ş.', logo: PNG_DATA_URL });
    expect((await paper(t, clerk.token, (await handOver()).id)).company).toMatchObject({ version: 2 });
  });

  it('refuse a missing name, a malformed tax number and a logo that is not an image, in Turkish', async () => {
    const put = (body: Record<string, unknown>) => t.request<{ error: string }>('PUT', '/company', { token: office.token, body });
    expect((await put({ name: ' ' })).body.error).toBe('Şirket adı zorunludur');
    expect((await put({ name: 'A', tax_number: '12AB' })).body.error).toBe(
      'Vergi numarası 10 haneli (şahıs şirketlerinde 11 haneli TC Kimlik No) olmalıdır.',
    );
    expect((await put({ name: 'A', logo: 'data:image/png;base64,PHN2Zz48L3N2Zz4=' })).body.error).toBe(
      'Logo PNG, JPEG veya WebP biçiminde, en fazla 512 KB bir görüntü olmalıdır.',
    );
  });

  it('need manage_company to change (403 otherwise); reading needs only a session', async () => {
    expect((await t.request('PUT', '/company', { token: clerk.token, body: { name: 'X' } })).status).toBe(403);
    expect((await saveText({ kind: 'kvkk', title: 'X', body: 'Y' }, clerk.token)).status).toBe(403);
    expect((await t.request('GET', '/company', { token: null })).status).toBe(401);
  });
});

describe('terms and the KVKK notice', () => {
  it('a hand-over keeps the versions in force when it was signed, and prints them after a change', async () => {
    const before = await handOver();
    const v2 = await saveText({ kind: 'terms', title: 'Zimmet Şartları', body: 'Ekipman kişiye özeldir; başkasına verilemez.' });
    expect(v2.status).toBe(201);
    expect(v2.body).toMatchObject({ kind: 'terms', version: 2, category: null });
    const after = await handOver();
    expect((await paper(t, clerk.token, before.id)).texts.map((x) => [x.kind, x.version, x.title])).toEqual([
      ['terms', 1, 'Teslim Şartları ve Koşulları'],
      ['kvkk', 1, 'Kişisel Verilerin Korunması Hakkında Aydınlatma Metni'],
    ]);
    expect((await paper(t, clerk.token, after.id)).texts.map((x) => [x.kind, x.version, x.body])).toEqual([
      ['terms', 2, 'Ekipman kişiye özeldir; başkasına verilemez.'],
      ['kvkk', 1, expect.stringContaining('6698 sayılı')],
    ]);
    // The old version is kept; the one in force is the newest.
    const list = (await texts()).body;
    expect(list.current.filter((x) => x.kind === 'terms' && !x.category).map((x) => x.version)).toEqual([2]);
    expect(list.versions.filter((x) => x.kind === 'terms' && !x.category).map((x) => x.version)).toEqual([2, 1]);
  });

  it('keeps the versions the form showed, even when a newer one came out meanwhile (an offline signing)', async () => {
    const shown = (await texts()).body.current.map((x) => x.id);
    await saveText({ kind: 'kvkk', title: 'Aydınlatma Metni', body: 'Yeni sürüm.' });
    const signed = await handOver(undefined, { text_ids: shown });
    expect((await paper(t, clerk.token, signed.id)).texts.map((x) => x.id).sort()).toEqual([...shown].sort());
    const bad = await issue(t, clerk.token, {
      equipment_id: (await createEquipment(t, { warehouse_id: (await createWarehouse(t)).id })).id,
      worker_id: (await createWorker(t)).id,
      text_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect([bad.status, bad.body.error]).toEqual([400, 'Geçersiz metin sürümü.']);
  });

  it('a category may set its own terms, printed after the general ones for its items only', async () => {
    const ladders = await createCategory(t, 'Merdivenler');
    const own = await saveText({
      kind: 'terms',
      category_id: ladders.id,
      title: 'Merdiven kullanım şartları',
      body: 'Merdiven yalnızca eğitimli personel tarafından kullanılır.',
    });
    expect(own.body).toMatchObject({ version: 1, category: { id: ladders.id, name: 'Merdivenler' } });
    const ladder = await handOver(ladders.id);
    expect((await paper(t, clerk.token, ladder.id)).texts.map((x) => x.title)).toEqual([
      'Zimmet Şartları',
      'Merdiven kullanım şartları',
      'Aydınlatma Metni',
    ]);
    const other = await handOver();
    expect((await paper(t, clerk.token, other.id)).texts.map((x) => x.title)).toEqual(['Zimmet Şartları', 'Aydınlatma Metni']);
    expect((await saveText({ kind: 'kvkk', category_id: ladders.id, title: 'X', body: 'Y' })).body.error).toBe(
      'KVKK metni kategoriye özel olamaz.',
    );
  });
});
