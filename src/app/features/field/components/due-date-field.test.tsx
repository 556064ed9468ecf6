// 'Beklenen İade Tarihi' on the hand-over form: the quick picks count from the warehouses' day
// (Europe/Istanbul), whatever the device's clock zone says; a month from the 31st ends on the
// month's last day; the chosen day is written out in Turkish.
import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typist } from '../../../../../tests/helpers/render-with-app';
import { DueDateField } from './due-date-field';

const userEvent = typist();
afterEach(() => vi.useRealTimers());

/** The field as the form holds it; `days` records what the form was given. */
function renderField(initial = '', error?: string) {
  const days: string[] = [];
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <DueDateField
        value={value}
        error={error}
        onChange={(day) => {
          days.push(day);
          setValue(day);
        }}
      />
    );
  }
  render(<Form />);
  const picks = screen.getByRole('group', { name: 'Hızlı seçim' });
  return { days, pick: (label: string) => userEvent.click(within(picks).getByRole('button', { name: label })) };
}

/** Now, as the device's clock says it (UTC). */
const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

/** The day box. */
const dayBox = () => screen.getByRole('textbox', { name: 'İade tarihi' });

/** The field on 1 June 2026 with `digits` typed into the day box; what the form was given. */
async function typeDay(digits: string) {
  at('2026-06-01T08:00:00Z');
  const { days } = renderField();
  await userEvent.type(dayBox(), digits);
  return days;
}

describe('the expected return day', () => {
  it('counts the quick picks from Istanbul’s day: at 23:30 UTC it is already tomorrow there', async () => {
    at('2026-03-14T21:30:00Z');
    const { days, pick } = renderField();
    for (const label of ['Bugün', 'Yarın', '1 hafta', '1 ay']) await pick(label);
    expect(days).toEqual(['2026-03-15', '2026-03-16', '2026-03-22', '2026-04-15']);
  });

  it('a month from 31 January is the last day of February, and of a leap February', async () => {
    at('2026-01-31T09:00:00Z');
    const first = renderField();
    await first.pick('1 ay');
    expect(first.days).toEqual(['2026-02-28']);
    expect(screen.getByText('28 Şubat 2026 Cumartesi')).toBeInTheDocument();
  });

  it('over the year’s end, a week and a month land in the new year', async () => {
    at('2026-12-28T12:00:00Z');
    const { days, pick } = renderField();
    await pick('1 hafta');
    await pick('1 ay');
    expect(days).toEqual(['2027-01-04', '2027-01-28']);
  });

  it('says the chosen day in Turkish, marks the pick that made it, and can remove it', async () => {
    at('2026-06-01T08:00:00Z');
    const { days, pick } = renderField();
    expect(screen.getByText('İade tarihi belirlenmedi.')).toBeInTheDocument();
    await pick('Yarın');
    expect(screen.getByText('2 Haziran 2026 Salı')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yarın' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Bugün' })).toHaveAttribute('aria-pressed', 'false');
    expect(dayBox()).toHaveValue('02.06.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Tarihi kaldır' }));
    expect(days.at(-1)).toBe('');
    expect(screen.getByText('İade tarihi belirlenmedi.')).toBeInTheDocument();
  });

  it('takes a day typed as gg.aa.yyyy, dots coming by themselves', async () => {
    const days = await typeDay('29022028');
    expect(dayBox()).toHaveValue('29.02.2028');
    expect(days.at(-1)).toBe('2028-02-29');
    expect(screen.getByText('29 Şubat 2028 Salı')).toBeInTheDocument();
  });

  it('an impossible day typed is said at once and never handed to the form', async () => {
    const days = await typeDay('31042026');
    expect(screen.getByText('Tarihi gg.aa.yyyy biçiminde girin.')).toBeInTheDocument();
    expect(days).toEqual([]);
    expect(screen.getByText('İade tarihi belirlenmedi.')).toBeInTheDocument();
  });

  it('the calendar offers no day before Istanbul’s today', () => {
    at('2026-03-14T21:30:00Z');
    const { container } = render(<DueDateField value="" onChange={() => {}} />);
    expect(container.querySelector('input[type="date"]')).toHaveAttribute('min', '2026-03-15');
  });

  it('shows the form’s error under the field, tied to it', () => {
    renderField('2026-06-02', 'Beklenen iade tarihi bugünden önce olamaz.');
    const group = screen.getByRole('group', { name: 'Beklenen İade Tarihi (isteğe bağlı)' });
    expect(within(group).getByRole('alert')).toHaveTextContent('Beklenen iade tarihi bugünden önce olamaz.');
    expect(group).toHaveAccessibleDescription(/Beklenen iade tarihi bugünden önce olamaz\./);
  });
});
