import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyCounters } from '@shared/schemas/stocktake';
import { resultRow } from '../../../../../tests/helpers/stocktake-fixtures';
import type { Settlement } from '../api/types';
import { CountCounters } from './count-counters';
import { ResultSection, type SectionProps } from './result-section';

const transferStarted: Settlement = {
  id: 's1',
  serial_number: 'SUB-1',
  action: 'transfer',
  note: null,
  transfer_id: 't1',
  fault_id: null,
  created_at: '2026-11-20T12:00:00.000Z',
  created_by_user: { id: 'u', first_name: 'Ali', last_name: 'Kaya' },
};

function section(props: Partial<SectionProps> & Pick<SectionProps, 'outcome' | 'rows'>) {
  return render(<ResultSection settled={new Map()} lateWaiting={new Set()} canSettle countOpen={false} onAction={() => {}} {...props} />);
}

describe('a section of the result', () => {
  it('starts open for a difference and closed for the found items, and opens on a tap', async () => {
    section({ outcome: 'missing', rows: [resultRow('SAY-1', 'missing')] });
    section({ outcome: 'found', rows: [resultRow('SAY-2', 'found')] });
    const found = screen.getByTestId('result-found');
    expect(screen.getByTestId('result-missing')).toHaveAttribute('open');
    expect(found).not.toHaveAttribute('open');
    expect(within(found).queryByTestId('result-row')).toBeNull();
    await userEvent.click(within(found).getByText('Bulundu (1)'));
    expect(within(found).getByTestId('result-row')).toHaveTextContent('SAY-2');
  });

  it('asks for the found rows only when their section is opened', async () => {
    const onOpen = vi.fn();
    section({ outcome: 'found', rows: [], total: 19_000, loading: true, onOpen });
    expect(screen.getByText('Bulundu (19.000)')).toBeInTheDocument();
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('Bulundu (19.000)'));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Satırlar yükleniyor…');
  });

  it('calls the missing items Kalan while the count is open', () => {
    section({ outcome: 'missing', rows: [resultRow('SAY-1', 'missing')], countOpen: true, canSettle: false });
    expect(screen.getByText('Kalan (1)')).toBeInTheDocument();
  });

  it('no longer offers a transfer that has started, nor any action while a late read waits', async () => {
    const onAction = vi.fn();
    section({
      outcome: 'elsewhere',
      rows: [resultRow('SUB-1', 'elsewhere'), resultRow('SUB-2', 'elsewhere'), resultRow('SUB-3', 'elsewhere')],
      settled: new Map([['SUB-1', [transferStarted]]]),
      lateWaiting: new Set(['SUB-3']),
      onAction,
    });
    expect(screen.queryByRole('button', { name: 'SUB-1: Bu Depoya Transfer Başlat' })).toBeNull();
    expect(screen.getByRole('button', { name: 'SUB-1: Arıza Bildir' })).toBeInTheDocument();
    expect(screen.getByText(/Bu depoya transfer başlatıldı/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SUB-2: Bu Depoya Transfer Başlat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^SUB-3:/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'SUB-3 seç' })).toBeDisabled();
    expect(screen.getByText('Kapanıştan sonra okundu: karar bekliyor.')).toBeInTheDocument();

    // Everything ticked: the transfer goes only to the row that has none yet.
    await userEvent.click(screen.getByRole('checkbox', { name: /tümünü seç/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Bu Depoya Transfer Başlat (1)' }));
    expect(onAction).toHaveBeenCalledWith('transfer', ['SUB-2']);
  });

  it('keeps serial numbers whole', () => {
    section({ outcome: 'unknown', rows: [resultRow('HB-2026-00200-UZUN-SERI', 'unknown')] });
    const serial = screen.getByText('HB-2026-00200-UZUN-SERI');
    expect(serial).toHaveClass('whitespace-nowrap');
    expect(serial).toHaveClass('notranslate');
  });

  it('shows an item’s run-out or due-soon check state, nothing for a valid one or none', () => {
    const rows = [
      { ...resultRow('KON-1', 'missing'), check_state: 'overdue' as const },
      { ...resultRow('KON-2', 'missing'), check_state: 'due_soon' as const },
      { ...resultRow('KON-3', 'missing'), check_state: 'valid' as const },
      { ...resultRow('KON-4', 'missing'), check_state: null },
    ];
    section({ outcome: 'missing', rows });
    const [overdue, soon, valid, none] = screen.getAllByTestId('result-row');
    expect(overdue).toHaveTextContent('Süresi doldu');
    expect(soon).toHaveTextContent('Yaklaşıyor');
    for (const quiet of [valid!, none!]) {
      expect(quiet).not.toHaveTextContent('Geçerli');
      expect(quiet).not.toHaveTextContent('Süresi doldu');
    }
  });
});

describe('the counters', () => {
  const counters = { ...emptyCounters(), expected: 54, missing: 54 };

  it("say 'Kalan' in a neutral colour while the count is open", () => {
    render(<CountCounters counters={counters} open />);
    const cell = screen.getByTestId('counter-missing');
    expect(cell).toHaveTextContent('Kalan54');
    expect(cell.querySelector('dd')).not.toHaveClass('text-red-700');
  });

  it("say 'Bulunamadı' in red once it is closed", () => {
    render(<CountCounters counters={counters} open={false} />);
    const cell = screen.getByTestId('counter-missing');
    expect(cell).toHaveTextContent('Bulunamadı54');
    expect(cell.querySelector('dd')).toHaveClass('text-red-700');
  });
});
