// The worker's PPE card (docs/stock.md) on the worker page: per item what they hold, when it was
// last given, on which KKD- document, and for PPE the next replacement day (overdue in red).
import { Link } from '@tanstack/react-router';
import { ListView, type ListColumn, namedOnPhone } from '@app/components/list-view';
import { DocumentNumber } from '@app/components/document-number';
import { useSession } from '@app/lib/session';
import { formatDate } from '@shared/format';
import { formatLocalDay, warehouseToday } from '@shared/local-day';
import { formatQuantity, STOCK_KIND_LABELS, type PpeCardLine } from '@shared/stock';
import { usePpeCard } from '../api/stock-api';

const itemName = (l: PpeCardLine) => (l.variant ? `${l.name} (${l.variant})` : l.name);

function columns(today: string): ListColumn<PpeCardLine>[] {
  return [
    {
      id: 'name',
      header: 'Kalem',
      priority: 1,
      cell: (l) => <span className="font-semibold">{itemName(l)}</span>,
    },
    { id: 'kind', header: 'Tür', priority: 3, minWidth: 100, nowrap: true, cell: (l) => STOCK_KIND_LABELS[l.kind] },
    { id: 'standard', header: 'Standart', priority: 3, minWidth: 110, cell: (l) => l.standard ?? '-' },
    {
      id: 'held',
      header: 'Üzerinde',
      priority: 2,
      minWidth: 90,
      nowrap: true,
      align: 'right',
      cell: (l) => `${formatQuantity(l.held)} ${l.unit}`,
    },
    namedOnPhone({ id: 'last', header: 'Son Teslim', priority: 2, minWidth: 110, nowrap: true }, 'Son teslim', (l) =>
      formatDate(l.last_issued_at),
    ),
    {
      id: 'next',
      header: 'Yenileme',
      priority: 1,
      minWidth: 110,
      nowrap: true,
      cell: (l) => <NextReplacement line={l} today={today} />,
      compactCell: (l) => (l.next_replacement_on ? <NextReplacement line={l} today={today} label="Yenileme " /> : null),
    },
  ];
}

/** The last issue's KKD- paper: pinned in the table, in the row's '⋯' menu on a phone. */
function DocumentLink({ line }: { line: PpeCardLine }) {
  const last = line.issues[0];
  if (!last) return null;
  return (
    <Link to="/stock/issues/$id" params={{ id: last.issue_id }} className="text-blue-700 hover:underline">
      <DocumentNumber document={last.document} />
    </Link>
  );
}

function NextReplacement({ line, today, label = '' }: { line: PpeCardLine; today: string; label?: string }) {
  if (!line.next_replacement_on) return <>-</>;
  const due = line.next_replacement_on <= today;
  return (
    <span className={due ? 'font-semibold text-red-700' : ''}>
      {label}
      {formatLocalDay(line.next_replacement_on)}
      {due ? ' (süresi geldi)' : ''}
    </span>
  );
}

/** Whether the worker still holds a returnable item (as far as the reader may see): it blocks 'İlişik Kesme'. */
export function useHoldsReturnable(workerId: string): boolean {
  const { canAny } = useSession();
  const card = usePpeCard(workerId, canAny(['view_stock', 'issue_stock', 'view_workers']));
  return (card.data ?? []).some((l) => l.returnable && l.held > 0);
}

export function PpeCard({ workerId }: { workerId: string }) {
  const { canAny } = useSession();
  const enabled = canAny(['view_stock', 'issue_stock', 'view_workers']);
  const card = usePpeCard(workerId, enabled);
  if (!enabled || (card.data && card.data.length === 0)) return null;
  return (
    <ListView
      className="mb-6"
      title="KKD ve Malzeme Kartı"
      caption="KKD ve Malzeme Kartı"
      rows={card.data ?? []}
      rowKey={(l) => l.item_id}
      rowTestId="ppe-line"
      columns={columns(warehouseToday())}
      actions={(l) => <DocumentLink line={l} />}
      actionsWidth={170}
      rowLabel={(l) => itemName(l)}
      loading={card.isPending}
    />
  );
}
