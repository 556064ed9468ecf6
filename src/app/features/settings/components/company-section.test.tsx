import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompanyProfile } from '@shared/document-types';
import { fakeApi, refusal } from '../../../../../tests/helpers/fake-api';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { CompanySection } from './company-section';

/** The start of a real 1×1 PNG: its signature and header chunk (the size is read from it). */
const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15,
  0xc4, 0x89,
]);
const COMPANY: CompanyProfile = {
  id: 'c1',
  version: 3,
  name: 'Güneşli Yapı İnşaat Taahhüt Sanayi ve Ticaret A.Ş.',
  address: 'Bağlarbaşı Mah. Çiçek Sok. No: 7/2 Üsküdar/İstanbul',
  tax_office: 'Üsküdar',
  tax_number: '1234567890',
  logo: null,
  created_at: '2026-11-29T21:30:00.000Z',
};

const server = fakeApi({ 'GET /company': COMPANY });
const userEvent = typist();

async function openSection() {
  server.signIn(['manage_company']);
  renderWithApp(<CompanySection />);
  const box = (name: string) => screen.getByLabelText(name, { exact: true });
  expect(await screen.findByDisplayValue(COMPANY.name)).toBeInTheDocument();
  const save = () => userEvent.click(screen.getByRole('button', { name: 'Şirket Bilgilerini Kaydet' }));
  return { box, save, logoInput: () => screen.getByLabelText('Logo Seç') };
}

describe('the company on every document', () => {
  it('shows the version in force with its Istanbul time', async () => {
    const { box } = await openSection();
    expect(box('Vergi Dairesi')).toHaveValue('Üsküdar');
    expect(screen.getByText('Sürüm 3 · 30 Kas 2026 00:30')).toBeInTheDocument();
    expect(screen.getByText('Logo yok')).toBeInTheDocument();
  });

  it('asks for a name and a 10- or 11-digit tax number', async () => {
    const { box, save } = await openSection();
    await userEvent.clear(box('Şirket Adı'));
    await fill(userEvent, box('Vergi No / TCKN'), '123456789');
    await save();
    expect(await screen.findByText('Şirket adı zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Vergi numarası 10 haneli (şahıs şirketlerinde 11 haneli TC Kimlik No) olmalıdır.')).toBeInTheDocument();
    expect(server.sent('PUT /company')).toEqual([]);
  });

  it('takes a real PNG as the logo and sends it with the rest as a new version', async () => {
    server.answer('PUT /company', (req: { body: object }) => ({ ...COMPANY, ...req.body, version: 4 }));
    const { box, save, logoInput } = await openSection();
    await userEvent.upload(logoInput(), new File([PNG_BYTES], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Şirket logosu' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
    );
    await fill(userEvent, box('Vergi No / TCKN'), '10000000146');
    await save();
    expect(await screen.findByText('Şirket bilgileri kaydedildi (sürüm 4).')).toBeInTheDocument();
    const [sent] = server.sent('PUT /company') as Array<Record<string, string>>;
    expect(sent).toMatchObject({ name: COMPANY.name, address: COMPANY.address, tax_office: 'Üsküdar', tax_number: '10000000146' });
    expect(sent?.logo).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses a file that only claims to be a PNG, and keeps the logo as it was', async () => {
    const { logoInput } = await openSection();
    await userEvent.upload(logoInput(), new File(['<svg onload="alert(1)"/>'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Logo PNG, JPEG veya WebP biçiminde, en fazla 512 KB bir görüntü olmalıdır.',
    );
    expect(screen.queryByRole('img', { name: 'Şirket logosu' })).not.toBeInTheDocument();
  });

  it('refuses a logo over 512 KB', async () => {
    const { logoInput } = await openSection();
    const big = new Uint8Array(512 * 1024 + 1);
    big.set(PNG_BYTES);
    await userEvent.upload(logoInput(), new File([big], 'büyük-logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('en fazla 512 KB');
  });

  it('removes the logo when asked, and a refusal of the save is said', async () => {
    server.answer('GET /company', { ...COMPANY, logo: `data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}` });
    server.answer('PUT /company', refusal(400, 'Adres en fazla 500 karakter olabilir.'));
    const { save } = await openSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Logoyu Kaldır' }));
    expect(screen.getByText('Logo yok')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('Adres en fazla 500 karakter olabilir.')).toBeInTheDocument();
    expect(server.sent('PUT /company')).toEqual([expect.objectContaining({ logo: null })]);
  });
});
