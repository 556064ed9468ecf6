// The status pills: each carries its Turkish label (colour is never the only signal), and the
// same status reads the same on every screen.
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import {
  BrokenStatusBadge,
  EquipmentStatusBadge,
  FieldStatusBadge,
  StatusBadge,
  TransferStatusBadge,
  WorkerHistoryStatusBadge,
  equipmentStatusLabel,
} from './status-badge';
import { brokenStatusLabel, fieldStatusLabel, transferStatusLabel, workerHistoryStatusLabel } from '@shared/status';

/** The badge's text and the colour family of its pill. */
function badge(ui: ReactElement) {
  const { container, unmount } = render(ui);
  const pill = container.firstElementChild as HTMLElement;
  const tone = /bg-(\w+)-50|bg-(slate)-100/.exec(pill.className);
  const seen = { text: pill.textContent, tone: tone?.[1] ?? tone?.[2] };
  unmount();
  return seen;
}

describe('status badges', () => {
  // Each known status in Turkish, with the colour family of its pill: equipment, faults (waiting, in repair,
  // repaired, scrapped), hand-overs read from the list and from a worker’s history, transfers (on the way or done).
  it.each([
    [EquipmentStatusBadge, 'available', 'Müsait', 'green'],
    [EquipmentStatusBadge, 'in_field', 'Sahada', 'blue'],
    [EquipmentStatusBadge, 'broken', 'Arızalı', 'red'],
    [EquipmentStatusBadge, 'scrapped', 'Hurda', 'slate'],
    [EquipmentStatusBadge, 'in_transfer', 'Transferde', 'violet'],
    [BrokenStatusBadge, 'pending', 'Beklemede', 'amber'],
    [BrokenStatusBadge, 'in_repair', 'Tamirde', 'blue'],
    [BrokenStatusBadge, 'repaired', 'Tamir Edildi', 'green'],
    [BrokenStatusBadge, 'scrapped', 'Hurdaya Ayrıldı', 'slate'],
    [FieldStatusBadge, 'active', 'Sahada', 'blue'],
    [FieldStatusBadge, 'returned', 'İade Edildi', 'green'],
    [WorkerHistoryStatusBadge, 'active', 'Üzerinde', 'blue'],
    [WorkerHistoryStatusBadge, 'returned', 'İade Edildi', 'green'],
    [TransferStatusBadge, 'in_transit', 'Transferde', 'violet'],
    [TransferStatusBadge, 'completed', 'Tamamlandı', 'green'],
  ])('%o: %s reads %s in %s', (Badge, status, text, tone) => {
    expect(badge(<Badge status={status} />)).toEqual({ text, tone });
  });

  it('an equipment status the app does not know yet is shown as it came, in a neutral pill', () => {
    expect(badge(<EquipmentStatusBadge status="lost" />)).toEqual({ text: 'lost', tone: 'slate' });
    expect(equipmentStatusLabel('')).toBe('');
  });

  it('a fault status the app does not know yet is shown as it came, never as scrapped', () => {
    expect(badge(<BrokenStatusBadge status="waiting_parts" />)).toEqual({ text: 'waiting_parts', tone: 'slate' });
    expect(brokenStatusLabel('waiting_parts')).toBe('waiting_parts');
    expect(brokenStatusLabel('')).toBe('');
  });

  it('a hand-over or transfer status the app does not know yet is shown as it came, never as returned or done', () => {
    expect(badge(<FieldStatusBadge status="lost" />)).toEqual({ text: 'lost', tone: 'slate' });
    expect(badge(<WorkerHistoryStatusBadge status="lost" />)).toEqual({ text: 'lost', tone: 'slate' });
    expect(badge(<TransferStatusBadge status="cancelled" />)).toEqual({ text: 'cancelled', tone: 'slate' });
    expect([fieldStatusLabel(''), workerHistoryStatusLabel('toString'), transferStatusLabel('__proto__')]).toEqual([
      '',
      'toString',
      '__proto__',
    ]);
  });

  it('the dot is decoration for screen readers; the label is what they read', () => {
    render(<StatusBadge tone="danger">Süresi Doldu</StatusBadge>);
    const text = screen.getByText('Süresi Doldu');
    expect(text.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(text).toHaveTextContent(/^Süresi Doldu$/);
  });
});
