// The company's details and its document texts ('Şirket' in Ayarlar; docs/documents.md): the form
// and the server parse with the same schemas.
import * as v from 'valibot';
import { withinPixelBudget } from '../image-size';
import { imageContentMatches, optionalId, optionalText, requiredText } from './fields';
import { labelledValues } from '../labelled-values';

export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_INVALID = 'Logo PNG, JPEG veya WebP biçiminde, en fazla 512 KB bir görüntü olmalıdır.';
export const LOGO_TOO_LARGE = 'Logo en fazla 4 megapiksel olabilir (örneğin 2000×2000 piksel). Görüntüyü küçültüp tekrar yükleyin.';
export const TAX_NUMBER_INVALID = 'Vergi numarası 10 haneli (şahıs şirketlerinde 11 haneli TC Kimlik No) olmalıdır.';
const LOGO_DATA_URL = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

export const CompanySchema = v.object({
  name: requiredText('Şirket adı zorunludur', 200),
  address: v.pipe(
    optionalText(500),
    v.transform((t) => t ?? ''),
  ),
  tax_office: v.pipe(
    optionalText(100),
    v.transform((t) => t ?? ''),
  ),
  tax_number: v.pipe(
    optionalText(11),
    v.transform((t) => t ?? ''),
    v.check((t) => t === '' || /^\d{10,11}$/.test(t), TAX_NUMBER_INVALID),
  ),
  logo: v.optional(
    v.nullable(
      v.pipe(
        v.string(LOGO_INVALID),
        v.maxLength(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 32, LOGO_INVALID),
        v.check((s) => LOGO_DATA_URL.test(s) && imageContentMatches(s), LOGO_INVALID),
        v.check(withinPixelBudget, LOGO_TOO_LARGE),
      ),
    ),
    null,
  ),
});
export type CompanyInput = v.InferOutput<typeof CompanySchema>;
export type CompanyFormValues = v.InferInput<typeof CompanySchema>;

export const { values: TEXT_KINDS, labels: TEXT_KIND_LABELS } = labelledValues({
  terms: 'Teslim şartları',
  kvkk: 'KVKK aydınlatma metni',
});
export type TextKind = (typeof TEXT_KINDS)[number];
export const TEXT_BODY_MAX = 20_000;

/** A new version of a text: the general terms, one category's own terms, or the KVKK notice. */
export const DocumentTextSchema = v.pipe(
  v.object({
    kind: v.picklist(TEXT_KINDS, 'Geçersiz metin türü.'),
    category_id: optionalId('Geçersiz kategori.'),
    title: requiredText('Başlık zorunludur', 200),
    body: requiredText('Metin zorunludur', TEXT_BODY_MAX),
  }),
  v.check((t) => t.kind === 'terms' || !t.category_id, 'KVKK metni kategoriye özel olamaz.'),
);
export type DocumentTextInput = v.InferOutput<typeof DocumentTextSchema>;

/** The worker statement's period ('İade edilenler' between two days, inclusive). */
export const STATEMENT_PERIOD_INVALID = 'Geçerli bir tarih aralığı giriniz.';

/** POST /national-id/search: a whole national id, searched by readers who see it masked. */
export const NationalIdSearchSchema = v.object({
  tc_no: v.pipe(
    v.string('Geçerli bir TC Kimlik No giriniz (11 haneli)'),
    v.trim(),
    v.regex(/^\d{11}$/, 'Geçerli bir TC Kimlik No giriniz (11 haneli)'),
  ),
});
