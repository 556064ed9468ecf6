import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DayInput, formatDay, parseDay, withDots } from './day-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DayInput label="İade tarihi" value={value} onChange={setValue} />
      <output>{value || 'boş'}</output>
      <button type="button" onClick={() => setValue('2026-12-01')}>
        1 ay
      </button>
    </>
  );
}

describe('a day typed as gg.aa.yyyy', () => {
  it('puts the dots in while typing and gives the day as YYYY-MM-DD', async () => {
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'İade tarihi' });
    await userEvent.type(box, '12112026');
    expect(box).toHaveValue('12.11.2026');
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-12');
  });

  it('says an impossible day at once and shows a day set from outside', async () => {
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'İade tarihi' });
    await userEvent.type(box, '31022026');
    expect(screen.getByRole('alert')).toHaveTextContent('Tarihi gg.aa.yyyy biçiminde girin.');
    await userEvent.click(screen.getByRole('button', { name: '1 ay' }));
    expect(box).toHaveValue('01.12.2026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('parses and formats only real calendar days', () => {
    expect(parseDay('29.02.2028')).toBe('2028-02-29');
    expect(parseDay('29.02.2026')).toBeNull();
    expect(parseDay('1.2.2026')).toBeNull();
    expect(formatDay('2026-11-12')).toBe('12.11.2026');
    expect(withDots('1211')).toBe('12.11');
  });
});
