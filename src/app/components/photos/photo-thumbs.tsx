// Stored photos of a record as thumbnails (item, fault, return): each opens whole in a new tab;
// with `onDelete`, a button removes it. The bytes come from the API with the session's token
// (lib/photos/photo-src.ts); answers carry references only.
import type { PhotoRef } from '@shared/photos';
import { photoSizeText, usePhotoSrc } from '@app/lib/photos/photo-src';

function Thumb({ photo, index, onDelete }: { photo: PhotoRef; index: number; onDelete?: (photo: PhotoRef) => void }) {
  const shown = usePhotoSrc(photo.url);
  const alt = `Fotoğraf ${index + 1} (${photo.width}×${photo.height})`;
  return (
    <li className="flex w-28 flex-col items-center gap-1" data-testid="photo-thumb">
      {shown.state === 'shown' ? (
        <a href={shown.src} target="_blank" rel="noreferrer" className="block">
          <img src={shown.src} alt={alt} className="size-28 rounded-lg border border-slate-200 object-cover" />
        </a>
      ) : (
        <span className="flex size-28 items-center justify-center rounded-lg border border-dashed border-slate-300 p-2 text-center text-xs text-slate-500">
          {shown.state === 'failed' ? 'Fotoğraf yüklenemedi' : 'Yükleniyor…'}
        </span>
      )}
      <span className="text-xs text-slate-600" data-testid="photo-meta">
        {photo.width}×{photo.height} · {photoSizeText(photo.size)}
      </span>
      {onDelete ? (
        <button type="button" className="min-h-11 text-xs font-medium text-red-700 hover:underline" onClick={() => onDelete(photo)}>
          Sil <span className="sr-only">(fotoğraf {index + 1})</span>
        </button>
      ) : null}
    </li>
  );
}

export function PhotoThumbs({ photos, onDelete }: { photos: readonly PhotoRef[]; onDelete?: (photo: PhotoRef) => void }) {
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3" aria-label="Fotoğraflar">
      {photos.map((photo, index) => (
        <Thumb key={photo.id} photo={photo} index={index} onDelete={onDelete} />
      ))}
    </ul>
  );
}

/** Thumbnails on a printed paper (fault, return): small, in a row, no buttons. */
export function PaperPhotos({ photos, title = 'Fotoğraflar' }: { photos: readonly PhotoRef[]; title?: string }) {
  if (photos.length === 0) return null;
  return (
    <>
      <h2>{title}</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '6pt' }} data-testid="paper-photos">
        {photos.map((photo, index) => (
          <PaperThumb key={photo.id} photo={photo} index={index} />
        ))}
      </div>
    </>
  );
}

function PaperThumb({ photo, index }: { photo: PhotoRef; index: number }) {
  const shown = usePhotoSrc(photo.url);
  if (shown.state !== 'shown') return null;
  return (
    <img
      src={shown.src}
      alt={`Fotoğraf ${index + 1}`}
      style={{ width: '38mm', height: '38mm', objectFit: 'cover', border: '.75pt solid #555' }}
    />
  );
}
