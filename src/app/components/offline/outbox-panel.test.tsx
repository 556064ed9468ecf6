import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newEntry, type OutboxEntry } from '@device/outbox-replay';
import type { OutboxOperation } from '@device/outbox';
import { handOverLabel } from '@app/lib/offline/outbox-groups';
import { OutboxPanel } from './outbox-panel';

vi.mock('@app/lib/offline/outbox', () => ({ discardEntry: vi.fn(), retryEntry: vi.fn() }));
vi.mock('@app/lib/query-client', () => ({ queryClient: { invalidateQueries: vi.fn() } }));
vi.mock('@app/lib/offline/use-outbox', () => ({
  useMirrorStatus: () => ({
    ready: true,
    lists: (['warehouses', 'workers', 'equipment'] as const).map((table) => ({ table, state: 'ready', done: 0, total: null, syncedAt: 0 })),
  }),
}));

let at = 1_764_400_000_000;
const entry = (operation: Omit<OutboxOperation, 'id'>): OutboxEntry =>
  newEntry({ id: crypto.randomUUID(), ...operation } as OutboxOperation, at++);
const handOver = (serial: string, batch: string) =>
  entry({
    kind: 'issue_equipment',
    label: handOverLabel(serial, 'Ali Yılmaz'),
    body: { equipment_id: `eq-${serial}`, worker_id: 'w-1', signature: 'data:', batch_id: batch },
  });

describe('the outbox panel', () => {
  it('lists what waits first, one row per hand-over however many items it has, then the device copy', () => {
    const batch = crypto.randomUUID();
    const entries = [
      handOver('SN-001', batch),
      handOver('SN-002', batch),
      entry({
        kind: 'return_equipment',
        label: 'İade: SN-009 ← Veli Demir',
        body: { items: [{ id: 'r-1', condition: 'intact' }], signature: 'data:' },
      }),
      handOver('SN-003', batch),
      handOver('SN-004', crypto.randomUUID()),
    ];
    render(<OutboxPanel open onClose={() => {}} entries={entries} online={false} />);
    const dialog = screen.getByRole('dialog', { name: 'Bekleyen İşlemler' });
    const rows = within(dialog).getAllByTestId('outbox-entry');
    expect(rows.map((r) => [r.querySelector('p')?.textContent, r.dataset.count])).toEqual([
      ['Teslim: SN-001, SN-002, SN-003 → Ali Yılmaz', '3'],
      ['İade: SN-009 ← Veli Demir', '1'],
      ['Teslim: SN-004 → Ali Yılmaz', '1'],
    ]);
    expect(within(rows[0]!).getByText('3 ekipman')).toBeInTheDocument();
    const copy = within(dialog).getByTestId('device-copy');
    expect(within(copy).getAllByText(/^hazır/)).toHaveLength(3);
    // The waiting work comes before the copy's 'hazır' lines in the panel's reading order.
    expect(within(dialog).getByTestId('outbox-list').compareDocumentPosition(copy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
