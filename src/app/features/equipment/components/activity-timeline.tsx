// "Hareket Geçmişi": every recorded change of the item, newest first. Changes made in one
// transaction (a hand-over and the status move it causes) are shown as one step.
import { useMemo, useState } from 'react';
import { describeActivity, withRecordedHistory, type ActivityEntry, type RecordedHistory } from '@shared/activity';
import { formatDateTime, fullName } from '@shared/format';
import { useEquipmentActivity } from '../api/get-equipment-activity';

const INITIAL = 8;

interface Step {
  key: string;
  at: string;
  who: string;
  lines: string[];
}

function groupSteps(entries: readonly ActivityEntry[]): Step[] {
  const steps: Step[] = [];
  for (const e of entries) {
    const who = e.user ? fullName(e.user) : 'Sistem';
    const last = steps[steps.length - 1];
    const line = describeActivity(e);
    if (last && last.at === e.created_at && last.who === who) {
      if (!last.lines.includes(line)) last.lines.push(line);
    } else {
      steps.push({ key: String(e.id), at: e.created_at, who, lines: [line] });
    }
  }
  return steps;
}

export function ActivityTimeline({ equipmentId, history }: { equipmentId: string; history: RecordedHistory }) {
  const activity = useEquipmentActivity(equipmentId);
  const [expanded, setExpanded] = useState(false);
  const steps = useMemo(() => groupSteps(withRecordedHistory(activity.data ?? [], history)), [activity.data, history]);
  const shown = expanded ? steps : steps.slice(0, INITIAL);

  return (
    <section aria-labelledby="activity-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="activity-heading" className="text-lg font-semibold text-slate-900">
        Hareket Geçmişi
      </h2>
      {activity.isPending && !activity.isError ? (
        <p className="mt-3 text-sm text-slate-500">Yükleniyor…</p>
      ) : activity.isError && steps.length === 0 ? (
        // Without the audit trail the steps still come from the histories above, when they have records.
        <p className="mt-3 text-sm text-slate-500">Hareket geçmişi şu anda gösterilemiyor.</p>
      ) : steps.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">Henüz kayıtlı hareket yok</p>
      ) : (
        <>
          <ol className="mt-4 space-y-4 border-l-2 border-slate-200 pl-4">
            {shown.map((step) => (
              <li key={step.key} className="relative">
                <span aria-hidden className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-blue-600" />
                <p className="text-sm text-slate-500">
                  <time dateTime={step.at}>{formatDateTime(step.at)}</time> · {step.who}
                </p>
                {step.lines.map((line) => (
                  <p key={line} className="text-slate-900">
                    {line}
                  </p>
                ))}
              </li>
            ))}
          </ol>
          {steps.length > INITIAL && (
            <button
              type="button"
              className="mt-4 min-h-11 rounded-lg px-3 text-sm font-medium text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? 'Daha az göster' : `Tümünü göster (${steps.length})`}
            </button>
          )}
        </>
      )}
    </section>
  );
}
