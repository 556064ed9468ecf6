// An A4 sheet of barcode labels (serial number, brand, model), three across, for printing.
import { BarcodeImage } from '@app/components/paper/barcode-image';

export interface LabelItem {
  id: string;
  serial_number: string;
  model: string;
  brand: { name: string } | null;
}

export function LabelSheet({ items }: { items: readonly LabelItem[] }) {
  return (
    <div className="grid grid-cols-3 gap-[4mm]" aria-label="Barkod etiketleri">
      {items.map((item) => (
        <div
          key={item.id}
          className="flex flex-col items-center justify-center overflow-hidden rounded border border-black/40 p-[2mm] text-center [break-inside:avoid]"
        >
          <BarcodeImage value={item.serial_number} height={44} width={1.4} fontSize={12} className="h-auto w-full" />
          <p className="mt-0.5 truncate text-[9pt] leading-tight font-semibold">
            {[item.brand?.name, item.model].filter(Boolean).join(' ')}
          </p>
        </div>
      ))}
    </div>
  );
}

/** The single barcode print view of the equipment detail: the barcode and nothing else. */
export function SingleBarcodePrint({ serial }: { serial: string }) {
  return (
    <div className="flex justify-center pt-[20mm]">
      <BarcodeImage value={serial} height={120} width={3} fontSize={22} />
    </div>
  );
}
