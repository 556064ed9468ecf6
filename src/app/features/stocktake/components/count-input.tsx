// How reads come in on the count screen: the camera (continuous), manual entry, and a hint for the
// hardware scanner (its keys are taken by the page itself); the answer to the last read below, in
// one clause.
import { useState } from 'react';
import * as v from 'valibot';
import { Button } from '@app/components/button';
import { ScanButton } from '@app/components/scanner/scan-button';
import { ManualSerialSchema, OUTCOME_LABELS, type ReadSource } from '@shared/schemas/stocktake';
import type { ReadPlace } from '../lib/count-store';
import { placeDetail, Serial } from './outcome-badge';

export interface Feedback {
  key: number;
  ok: boolean;
  serial: string;
  /** What follows the serial, its punctuation included. */
  rest: string;
}

/** After the serial: ": Bulundu", ": Başka depoda kayıtlı (Şube Deposu)", ": Sistemde kayıtlı değil". */
export function outcomeText(place: ReadPlace): string {
  const detail = placeDetail(place);
  return `: ${OUTCOME_LABELS[place.outcome]}${detail ? ` (${detail})` : ''}`;
}

export function CountInput({
  take,
  feedback,
}: {
  take: (serial: string, source: ReadSource) => Promise<true | string>;
  feedback: Feedback | null;
}) {
  const [manual, setManual] = useState('');
  const [manualError, setManualError] = useState<string | null>(null);

  const submitManual = async () => {
    const parsed = v.safeParse(ManualSerialSchema, { serial: manual });
    if (!parsed.success) {
      setManualError(parsed.issues[0].message);
      return;
    }
    setManualError(null);
    setManual('');
    await take(parsed.output.serial, 'manual');
  };

  return (
    <section aria-label="Okutma" className="mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <ScanButton label="Kamerayla Say" title="Kamerayla Say" variant="primary" continuous onScan={(serial) => take(serial, 'camera')} />
        <form
          className="flex flex-1 items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void submitManual();
          }}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor="count-manual" className="text-sm font-medium text-slate-700">
              Seri numarasını elle girin
            </label>
            <input
              id="count-manual"
              value={manual}
              onChange={(e) => setManual(e.target.value)}
              autoComplete="off"
              aria-invalid={manualError ? true : undefined}
              aria-describedby={manualError ? 'count-manual-error' : undefined}
              placeholder="BSH-26-000123"
              className="min-h-11 min-w-0 rounded-lg border border-slate-300 px-3 text-base focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30"
            />
          </div>
          <Button type="submit" variant="secondary">
            Ekle
          </Button>
        </form>
      </div>
      {manualError ? (
        <p id="count-manual-error" className="mt-1 text-sm text-red-700">
          {manualError}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">El tarayıcısıyla okutmak için bir metin kutusu seçili olmasın.</p>
      <div aria-live="polite" className="mt-3 min-h-10">
        {feedback ? (
          <p
            key={feedback.key}
            data-testid="count-feedback"
            className={`rounded-md px-3 py-2 text-sm ${feedback.ok ? 'bg-green-50 text-green-900' : 'bg-slate-100 text-slate-900'}`}
          >
            <Serial value={feedback.serial} />
            {feedback.rest}
          </p>
        ) : null}
      </div>
    </section>
  );
}
