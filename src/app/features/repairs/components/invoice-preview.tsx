// The invoice card's content: an image preview that enlarges on click, or a PDF download.
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@app/components/button';
import { Modal } from '@app/components/modal';
import { dataUrlToBlob, parseInvoice } from './invoice-file';
import { SolidIcon } from '@app/components/solid-icon';

export function InvoicePreview({ text }: { text: string | null }) {
  const invoice = useMemo(() => parseInvoice(text), [text]);
  const [enlarged, setEnlarged] = useState(false);
  const [broken, setBroken] = useState(false);
  const [downloadUrl, setDownloadUrl] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (downloadUrl) URL.revokeObjectURL(downloadUrl);
    },
    [downloadUrl],
  );

  if (!invoice) return <p className="text-sm text-red-700">Fatura verisi eksik</p>;
  const isImage = invoice.type.startsWith('image/') || invoice.data.startsWith('data:image/');

  if (!isImage) {
    const download = () => {
      try {
        const url = downloadUrl ?? URL.createObjectURL(dataUrlToBlob(invoice.data));
        setDownloadUrl(url);
        const a = document.createElement('a');
        a.href = url;
        a.download = invoice.filename;
        document.body.append(a);
        a.click();
        a.remove();
      } catch {
        setBroken(true);
      }
    };
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span className="inline-flex items-center gap-2 text-sm text-slate-700">
          <SolidIcon
            d="M3 3.5A1.5 1.5 0 0 1 4.5 2h6.88a1.5 1.5 0 0 1 1.06.44l4.12 4.12a1.5 1.5 0 0 1 .44 1.06v8.88a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 16.5v-13Z"
            className="size-5 text-red-600"
          />
          {invoice.filename}
        </span>
        <Button variant="secondary" onClick={download}>
          PDF İndir
        </Button>
        {broken ? <p className="w-full text-sm text-red-700">Fatura yüklenirken hata oluştu</p> : null}
      </div>
    );
  }

  if (broken) return <p className="text-sm text-red-700">Fatura yüklenirken hata oluştu</p>;
  return (
    <>
      <button
        type="button"
        onClick={() => setEnlarged(true)}
        className="block overflow-hidden rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        aria-label="Faturayı büyüt"
      >
        <img
          src={invoice.data}
          alt={`Fatura: ${invoice.filename}`}
          className="h-40 w-auto max-w-full bg-slate-50 object-contain [image-rendering:pixelated]"
          onError={() => setBroken(true)}
          data-testid="invoice-image"
        />
      </button>
      <Modal open={enlarged} onClose={() => setEnlarged(false)} title={invoice.filename} size="xl">
        <img src={invoice.data} alt={`Fatura: ${invoice.filename}`} className="mx-auto max-h-[75dvh] w-auto object-contain" />
      </Modal>
    </>
  );
}
