// Reads that reached the server after the close (docs/stocktake.md): each 'kapanıştan sonra gelen
// okuma' shows what it would make of its row (an item that was missing becomes found) and waits for
// a person: 'Sonuca Al' counts it, 'Dışarıda Bırak' keeps it on record only. Shown above the
// differences, since settling a row waits for its decision.
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { errorMessage } from '@app/lib/api-client';
import { formatDateTime, fullName } from '@shared/format';
import type { LateDecision } from '@shared/schemas/stocktake';
import { useDecideLateReads } from '../api/decide-late-reads';
import type { LateRead } from '../api/types';
import { OutcomeBadge, placeDetail, Serial } from './outcome-badge';

const DONE: Record<LateDecision, string> = { taken: 'Sonuca alındı', left_out: 'Dışarıda bırakıldı' };

export function LateReadsSection({ sessionId, reads }: { sessionId: string; reads: readonly LateRead[] }) {
  const decide = useDecideLateReads(sessionId);
  if (reads.length === 0) return null;
  const waiting = reads.filter((r) => r.decision === null);

  const send = async (decision: LateDecision, ids: string[]) => {
    try {
      const answer = await decide.mutateAsync({ decision, read_ids: ids });
      toast.success(decision === 'taken' ? `${answer.decided} okuma sonuca alındı.` : `${answer.decided} okuma dışarıda bırakıldı.`);
    } catch (error) {
      toast.error(errorMessage(error, 'İşlem yapılamadı.'));
    }
  };

  return (
    <section aria-labelledby="late-title" className="mt-4 rounded-xl border border-blue-200 bg-blue-50/60 p-4" data-testid="late-reads">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="late-title" className="mr-auto text-base font-semibold text-slate-900">
          Kapanıştan sonra gelen okumalar ({reads.length.toLocaleString('tr-TR')})
        </h2>
        {waiting.length > 1 ? (
          <Button
            variant="primary"
            busy={decide.isPending}
            onClick={() =>
              void send(
                'taken',
                waiting.map((r) => r.id),
              )
            }
          >
            Tümünü Sonuca Al ({waiting.length})
          </Button>
        ) : null}
      </div>
      {waiting.length ? <p className="mt-1 text-sm text-slate-700">Farkları gidermeden önce bu okumalar için karar verin.</p> : null}
      <ul className="mt-3 divide-y divide-blue-100 rounded-lg border border-blue-100 bg-white">
        {reads.map((r) => {
          const detail = placeDetail(r);
          return (
            <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2" data-testid="late-read">
              <Serial value={r.serial_number} className="text-sm" />
              <OutcomeBadge outcome={r.outcome} />
              {detail ? <span className="text-sm text-slate-700">{detail}</span> : null}
              <span className="text-sm text-slate-600">
                kapanıştan sonra gelen okuma · {fullName(r.counted_by_user)} · {formatDateTime(r.counted_at)}
              </span>
              <span className="ml-auto flex flex-wrap items-center gap-2">
                {r.decision ? (
                  <span className="text-sm text-slate-700" data-testid="late-decision">
                    {DONE[r.decision]}
                    {r.decided_by_user ? ` (${fullName(r.decided_by_user)})` : ''}
                  </span>
                ) : (
                  <>
                    <Button
                      variant="secondary"
                      disabled={decide.isPending}
                      onClick={() => void send('taken', [r.id])}
                      aria-label={`${r.serial_number}: Sonuca Al`}
                    >
                      Sonuca Al
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={decide.isPending}
                      onClick={() => void send('left_out', [r.id])}
                      aria-label={`${r.serial_number}: Dışarıda Bırak`}
                    >
                      Dışarıda Bırak
                    </Button>
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
