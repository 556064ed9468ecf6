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
  it('equipment: each status in Turkish with its own colour', () => {
    expect(
      ['available', 'in_field', 'broken', 'scrapped', 'in_transfer'].map((status) => badge(<EquipmentStatusBadge status={status} />)),
    ).toEqual([
      { text: 'Müsait', tone: 'green' },
      { text: 'Sahada', tone: 'blue' },
      { text: 'Arızalı', tone: 'red' },
      { text: 'Hurda', tone: 'slate' },
      { text: 'Transferde', tone: 'violet' },
    ]);
  });

  it('an equipment status the app does not know yet is shown as it came, in a neutral pill', () => {
    expect(badge(<EquipmentStatusBadge status="lost" />)).toEqual({ text: 'lost', tone: 'slate' });
    expect(equipmentStatusLabel('')).toBe('');
  });

  it('faults: waiting, in repair, repaired, scrapped', () => {
    expect(['pending', 'in_repair', 'repaired', 'scrapped'].map((status) => badge(<BrokenStatusBadge status={status} />))).toEqual([
      { text: 'Beklemede', tone: 'amber' },
      { text: 'Tamirde', tone: 'blue' },
      { text: 'Tamir Edildi', tone: 'green' },
      { text: 'Hurdaya Ayrıldı', tone: 'slate' },
    ]);
  });

  it('a fault status the app does not know yet is shown as it came, never as scrapped', () => {
    expect(badge(<BrokenStatusBadge status="waiting_parts" />)).toEqual({ text: 'waiting_parts', tone: 'slate' });
    expect(brokenStatusLabel('waiting_parts')).toBe('waiting_parts');
    expect(brokenStatusLabel('')).toBe('');
  });

  it('hand-overs read from the list and from a worker’s history', () => {
    expect(badge(<FieldStatusBadge status="active" />)).toEqual({ text: 'Sahada', tone: 'blue' });
    expect(badge(<FieldStatusBadge status="returned" />)).toEqual({ text: 'İade Edildi', tone: 'green' });
    expect(badge(<WorkerHistoryStatusBadge status="active" />)).toEqual({ text: 'Üzerinde', tone: 'blue' });
    expect(badge(<WorkerHistoryStatusBadge status="returned" />)).toEqual({ text: 'İade Edildi', tone: 'green' });
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

  it('transfers: on the way or done', () => {
    expect(badge(<TransferStatusBadge status="in_transit" />)).toEqual({ text: 'Transferde', tone: 'violet' });
    expect(badge(<TransferStatusBadge status="completed" />)).toEqual({ text: 'Tamamlandı', tone: 'green' });
  });

  it('the dot is decoration for screen readers; the label is what they read', () => {
    render(<StatusBadge tone="danger">Süresi Doldu</StatusBadge>);
    const text = screen.getByText('Süresi Doldu');
    expect(text.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(text).toHaveTextContent(/^Süresi Doldu$/);
  });
});
