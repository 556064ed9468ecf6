// The warehouse's decision on an open request (docs/planning.md "Requests"): each line's amount to
// give (all by default; 0 leaves a line out), who picks it up, a note; 'Onayla' makes the
// reservation (a clash is refused with the reason, shown here), 'Reddet' asks for the reason.
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { TextField } from '@app/components/text-field';
import { TextareaField } from '@app/components/textarea-field';
import { errorMessage } from '@app/lib/api-client';
import { parseQuantityText } from '@shared/stock';
import { requestLineLabel, type FieldRequest } from '@shared/requests';
import { useApproveRequest, useRefuseRequest, useRequestOptions } from '../api/requests-api';
import { PickupWorkerSelect } from './pickup-worker-select';
import { ProblemNote } from './request-card';

export function DecisionPanel({ request: r }: { request: FieldRequest }) {
  const options = useRequestOptions();
  const approve = useApproveRequest();
  const refuse = useRefuseRequest();
  const [amounts, setAmounts] = useState<Record<string, string>>(() =>
    // No thousands dots: the box is read back with parseAmount.
    Object.fromEntries(r.lines.map((l) => [l.id, String(l.quantity).replace('.', ',')])),
  );
  const [workerId, setWorkerId] = useState(r.worker?.id ?? '');
  const [note, setNote] = useState('');
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onApprove = async () => {
    setProblem(null);
    const lines = r.lines.map((l) => ({ id: l.id, approved: parseQuantityText(amounts[l.id] ?? '') }));
    if (lines.some((l) => !(l.approved >= 0))) return setProblem('Onaylanan miktar 0 ya da daha büyük olmalıdır.');
    try {
      const answer = await approve.mutateAsync({ id: r.id, input: { worker_id: workerId || null, note: note.trim() || null, lines } });
      toast.success(answer.status === 'approved' ? 'Talep onaylandı; rezervasyon yapıldı.' : 'Talebin bir kısmı onaylandı.');
    } catch (error) {
      setProblem(errorMessage(error, 'Talep onaylanamadı.'));
    }
  };
  const onRefuse = async () => {
    setProblem(null);
    if (!reason.trim()) return setProblem('Ret gerekçesi zorunludur');
    try {
      await refuse.mutateAsync({ id: r.id, input: { reason: reason.trim() } });
      toast.success('Talep reddedildi.');
    } catch (error) {
      setProblem(errorMessage(error, 'Talep reddedilemedi.'));
    }
  };

  return (
    <section aria-label="Karar" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold text-slate-900">Karar</h2>
      <ul className="flex flex-col gap-2">
        {r.lines.map((l) => (
          <li key={l.id} className="flex flex-wrap items-end justify-between gap-2">
            <span className="min-w-0 flex-1 text-sm text-slate-800">{requestLineLabel(l)}</span>
            <TextField
              label="Verilecek"
              containerClassName="w-28"
              inputMode="decimal"
              value={amounts[l.id] ?? ''}
              onChange={(e) => setAmounts((a) => ({ ...a, [l.id]: e.target.value }))}
            />
          </li>
        ))}
      </ul>
      <PickupWorkerSelect options={options.data} label="Teslim alacak" placeholder="İşçi seçin" value={workerId} onChange={setWorkerId} />
      <TextareaField label="Not (isteğe bağlı)" rows={2} value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} />
      {refusing ? (
        <TextareaField
          label="Ret gerekçesi"
          required
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={1000}
        />
      ) : null}
      <ProblemNote text={problem} />
      <div className="flex flex-wrap gap-2">
        {refusing ? (
          <>
            <Button variant="danger" onClick={onRefuse} disabled={refuse.isPending}>
              Reddet
            </Button>
            <Button variant="secondary" onClick={() => setRefusing(false)}>
              Vazgeç
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onApprove} disabled={approve.isPending}>
              Onayla
            </Button>
            <Button variant="secondary" onClick={() => setRefusing(true)}>
              Reddet…
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
