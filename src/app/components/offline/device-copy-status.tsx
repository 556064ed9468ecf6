// The device copy in the connection panel: one line per list the user may read, 'hazırlanıyor:
// ekipman 12.000 / 20.000' while its first download runs, 'hazır · son güncelleme 14:03' once it is
// on the device (docs/offline.md "When the copy is ready").
import { LIST_NAMES, listStateText } from '@app/lib/offline/device-copy';
import { useMirrorStatus } from '@app/lib/offline/use-outbox';

export function DeviceCopyStatus() {
  const { lists, ready } = useMirrorStatus();
  if (lists.length === 0) return null;
  return (
    <section
      aria-labelledby="device-copy-heading"
      data-testid="device-copy"
      data-ready={ready}
      className="mt-4 rounded-lg border border-slate-200 p-3"
    >
      <h3 id="device-copy-heading" className="text-sm font-semibold text-slate-900">
        Cihazdaki kopya: {ready ? 'çevrimdışı kullanıma hazır' : 'hazırlanıyor'}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {lists.map((list) => (
          <div key={list.table} className="contents" data-testid="device-copy-list" data-table={list.table} data-state={list.state}>
            <dt className="text-slate-600">{LIST_NAMES[list.table].title}</dt>
            <dd className={list.state === 'ready' ? 'text-slate-900' : 'font-medium text-blue-900'}>{listStateText(list)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
