// File chooser for an invoice: images (JPG, PNG, GIF, WEBP) or PDF, shown with name and size.
import { useId, useRef } from 'react';
import { Button, buttonClasses } from '@app/components/button';
import { FieldError } from '@app/components/field';

export const INVOICE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,application/pdf,.jpg,.jpeg,.png,.gif,.webp,.pdf';

function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;
}

export interface InvoiceFileInputProps {
  label: string;
  file: File | null;
  error: string | null;
  onChange: (file: File | null) => void;
}

export function InvoiceFileInput({ label, file, error, onChange }: InvoiceFileInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {/* The native control's text follows the browser's language: a Turkish button stands in for it. */}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={INVOICE_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={buttonClasses(
            'secondary',
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600',
          )}
        >
          {file ? 'Başka Dosya Seç' : 'Dosya Seç'}
        </label>
        {!file ? <span className="text-sm text-slate-500">Dosya seçilmedi</span> : null}
      </div>
      {file ? (
        <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
          <span className="truncate">
            {file.name} · {sizeText(file.size)}
          </span>
          <Button
            variant="ghost"
            onClick={() => {
              if (inputRef.current) inputRef.current.value = '';
              onChange(null);
            }}
          >
            Kaldır
          </Button>
        </div>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          JPG, PNG, GIF, WEBP veya PDF; en fazla 20 MB.
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
