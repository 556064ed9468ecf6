// The parts every printed document shares (docs/documents.md): the company's head with its logo, the
// seal (QR code, short code, fingerprint) that lets anyone check the paper, and the texts as signed.
// Each feature's printout places them; the data is the document's own (`GET /documents/:id/paper`).
import type { CompanyProfile, DocumentPaper, DocumentText } from '@shared/document-types';
import { formatCode, verificationUrl } from '@shared/documents';
import { formatDateTime } from '@shared/format';
import type { ReactNode } from 'react';
import { QrCode } from './qr-code';

/**
 * The print stylesheet of a paper drawn as `.root` on <body>: hidden on screen; in print an A4 page
 * that shows only it, in black with `text` (its font size and line height) and a 16 pt title, then
 * the paper's own `rules`.
 */
export function a4PrintCss(root: string, text: string, rules: string): string {
  return `
.${root} { display: none; }
@media print {
  @page { size: A4 portrait; margin: 14mm; }
  html, body { background: #fff !important; }
  body > *:not(.${root}) { display: none !important; }
  .${root} { display: block; color: #000; ${text} font-family: system-ui, sans-serif; }
  .${root} h1 { font-size: 16pt; margin: 0; }${rules}
}`;
}

export const PAPER_CSS = `
@media print {
  .paper-head { display: flex; gap: 10pt; align-items: center; }
  .paper-logo { max-height: 16mm; max-width: 40mm; object-fit: contain; }
  .paper-company { font-size: 9pt; line-height: 1.3; }
  .paper-company strong { font-size: 11pt; }
  .paper-seal { display: flex; gap: 8pt; align-items: center; margin-top: 10pt; padding-top: 6pt; border-top: .75pt solid #555; break-inside: avoid; }
  .paper-seal svg { width: 24mm; height: 24mm; flex: none; }
  /* The signatures and the seal (QR, code, fingerprint) stay together on the last page. */
  .paper-closing { break-inside: avoid; page-break-inside: avoid; }
  .paper-seal-text { font-size: 8.5pt; line-height: 1.35; }
  .paper-seal-code { font-family: ui-monospace, monospace; font-size: 11pt; font-weight: 700; letter-spacing: .05em; }
  .paper-text h3 { font-size: 10pt; margin: 8pt 0 2pt; }
  .paper-text p { text-align: justify; white-space: pre-line; margin: 0; }
  .paper-version { font-weight: 400; color: #444; font-size: 8.5pt; }
  /* The signature boxes (SignatureBox with print) of the hand-over, return and KKD- papers. */
  .fe-sigs { display: flex; gap: 10pt; margin-top: 8pt; break-inside: avoid; }
  .fe-sig { flex: 1; border: .75pt solid #555; padding: 5pt; margin: 0; }
  .fe-sig-title { font-weight: 600; font-size: 9.5pt; }
  .fe-sig-image { height: 26mm; display: flex; align-items: center; justify-content: center; }
  .fe-sig-image img { max-height: 24mm; max-width: 100%; }
  .fe-sig-name { border-top: .75pt solid #555; padding-top: 2pt; font-size: 9.5pt; }
  .fe-muted { color: #555; font-style: italic; font-size: 9pt; }
}`;

/** A paper's head: the company, the title, and on the right its number, date and place (`children`). */
export function PaperHead({
  company,
  title,
  children,
}: {
  company: CompanyProfile | null | undefined;
  title: string;
  children: ReactNode;
}) {
  return (
    <header className="paper-sheet-head">
      <div>
        <CompanyHead company={company} />
        <h1>{title}</h1>
      </div>
      <div className="paper-sheet-meta">{children}</div>
    </header>
  );
}

/** A paper's foot: the signatures (`children`) and the seal kept together, then when it was printed. */
export function PaperFoot({
  paper,
  onSealReady,
  children,
}: {
  paper: DocumentPaper | undefined;
  onSealReady: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <div className="paper-closing">
        {children}
        {paper ? <PaperSeal paper={paper} onReady={onSealReady} /> : null}
      </div>
      <p className="paper-sheet-foot">
        Bu belge Depo Takip sisteminden {formatDateTime(new Date(), { zone: true })} tarihinde yazdırılmıştır.
      </p>
    </>
  );
}

export function CompanyHead({ company }: { company: CompanyProfile | null | undefined }) {
  if (!company?.name) return <div>Depo Takip</div>;
  return (
    <div className="paper-head" data-testid="paper-company">
      {company.logo ? <img className="paper-logo" src={company.logo} alt={`${company.name} logosu`} /> : null}
      <div className="paper-company">
        <strong>{company.name}</strong>
        {company.address ? <div>{company.address}</div> : null}
        {company.tax_number ? (
          <div>
            {company.tax_office ? `${company.tax_office} V.D. · ` : ''}VKN/TCKN: {company.tax_number}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The texts a document was signed with, each with its version (printed years later as they were). */
export function SignedTexts({ texts }: { texts: readonly DocumentText[] }) {
  return (
    <>
      {texts.map((text) => (
        <section key={text.id} className="paper-text" data-testid="paper-text">
          <h3>
            {text.title}
            {text.category ? ` — ${text.category.name}` : ''} <span className="paper-version">(sürüm {text.version})</span>
          </h3>
          <p>{text.body}</p>
        </section>
      ))}
    </>
  );
}

/**
 * The QR code (the verification page's address on this installation), the short code for typing,
 * and the fingerprint of the proof the paper shows. `onReady` once the QR is drawn (print after it).
 */
export function PaperSeal({ paper, onReady }: { paper: DocumentPaper; onReady?: () => void }) {
  const url = verificationUrl(window.location.origin, paper.code);
  return (
    <div className="paper-seal" data-testid="paper-seal">
      <QrCode text={url} label={`${paper.number} doğrulama kodu`} onReady={onReady} />
      <div className="paper-seal-text">
        <div>
          Belge No: <strong>{paper.number}</strong> · Doğrulama kodu:{' '}
          <span className="paper-seal-code" data-testid="paper-code">
            {formatCode(paper.code)}
          </span>
        </div>
        <div>Bu belgenin geçerliliğini QR kodu okutarak ya da {url.replace(/^https?:\/\//, '')} adresinden denetleyebilirsiniz.</div>
        {paper.fingerprint ? (
          <div>
            Belge parmak izi: <span className="paper-seal-code">{paper.fingerprint}</span> (sürüm {paper.revision})
          </div>
        ) : null}
      </div>
    </div>
  );
}
