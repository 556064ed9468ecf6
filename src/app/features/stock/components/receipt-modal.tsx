// 'Stok Girişi' (docs/stock.md): goods received from a supplier into one warehouse, with the invoice
// number and each line's quantity and unit price (the warehouse's average cost takes it in).
import { useEffect, useState } from 'react';
import { FormModal } from '@app/components/form-modal';
import { TextField } from '@app/components/text-field';
import { conflictMessage } from '@app/lib/api-client';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { ReceiptSchema } from '@shared/schemas/stock';
import type { StockLevelRow } from '@shared/stock';
import { useReceive } from '../api/stock-api';
import { parseAmount, parseForm, type FieldErrors } from '@app/components/stock/form-errors';
import { newLine, StockLines, type LineDraft } from '@app/components/stock/stock-lines';

export function ReceiptModal({
  open,
  warehouse,
  levels,
  onClose,
}: {
  open: boolean;
  warehouse: { id: string; name: string } | null;
  levels: readonly StockLevelRow[];
  onClose: () => void;
}) {
  const receive = useReceive();
  const [supplier, setSupplier] = useState('');
  const [invoiceNo, setInvoiceNo] = useState('');
  const [lines, setLines] = useState<LineDraft[]>([newLine()]);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (open) {
      setSupplier('');
      setInvoiceNo('');
      setLines([newLine()]);
      setErrors({});
    }
  }, [open]);

  const submit = async () => {
    const parsed = parseForm(ReceiptSchema, {
      warehouse_id: warehouse?.id ?? '',
      supplier,
      invoice_no: invoiceNo,
      lines: lines.map((l) => ({
        item_id: l.item_id,
        quantity: parseAmount(l.quantity),
        unit_price: l.unit_price.trim() === '' ? 0 : parseAmount(l.unit_price),
      })),
    });
    if (!parsed.ok) return setErrors(parsed.errors);
    await saveWithToasts(() => receive.mutateAsync(parsed.output), {
      success: 'Stok girişi kaydedildi.',
      failure: (error) => conflictMessage(error, 'Stok girişi kaydedilirken bir hata oluştu.'),
      onSaved: onClose,
    });
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title="Stok Girişi"
      description={warehouse ? `${warehouse.name} deposuna` : undefined}
      onSubmit={submit}
      submitting={receive.isPending}
    >
      <TextField
        label="Tedarikçi"
        required
        value={supplier}
        onChange={(e) => setSupplier(e.target.value)}
        error={errors.supplier}
        autoComplete="off"
      />
      <TextField
        label="Fatura No"
        value={invoiceNo}
        onChange={(e) => setInvoiceNo(e.target.value)}
        error={errors.invoice_no}
        autoComplete="off"
      />
      <StockLines lines={lines} onChange={setLines} levels={levels} withPrice errors={errors} />
    </FormModal>
  );
}
