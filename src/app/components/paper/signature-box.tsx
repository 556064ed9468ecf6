// One signature on the detail page and on paper: the image, or the spec's text when there is none.
import { PathLink, linkClasses } from '@app/components/path-link';

export interface SignatureBoxProps {
  title: string;
  name: string;
  image: string | null | undefined;
  /** A user's copy (issuer, returner) gets the settings hint; a worker's missing drawing does not. */
  kind: 'worker' | 'user';
  /** On paper: no links. */
  print?: boolean;
  /** A worker's missing drawing: 'İmza bulunamadı' unless said otherwise (a return before signatures: 'İmza alınmadı'). */
  missingText?: string;
}

export function SignatureBox({ title, name, image, kind, print = false, missingText = 'İmza bulunamadı' }: SignatureBoxProps) {
  return (
    <figure className={print ? 'fe-sig' : 'flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4'}>
      <figcaption className={print ? 'fe-sig-title' : 'text-sm font-semibold text-slate-800'}>{title}</figcaption>
      <div
        className={
          print ? 'fe-sig-image' : 'flex h-32 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-white'
        }
      >
        {image ? (
          <img src={image} alt={`${title}: ${name} imzası`} className={print ? undefined : 'max-h-28 max-w-full object-contain'} />
        ) : kind === 'worker' ? (
          <span className={print ? 'fe-muted' : 'text-sm text-slate-500'}>{missingText}</span>
        ) : (
          <span className={print ? 'fe-muted' : 'flex flex-col items-center gap-1 px-3 text-center text-sm text-slate-500'}>
            <span>Kullanıcı imzası ayarlanmamış</span>
            {print ? null : (
              <span className="text-xs">
                İmza,{' '}
                <PathLink to="/settings" className={linkClasses}>
                  Ayarlar
                </PathLink>{' '}
                sayfasından eklenebilir.
              </span>
            )}
          </span>
        )}
      </div>
      <div className={print ? 'fe-sig-name' : 'text-sm text-slate-700'}>{name}</div>
    </figure>
  );
}
