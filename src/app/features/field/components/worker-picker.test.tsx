import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeVisualViewport, setScreen } from '../../../../../tests/helpers/screen-size';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '@app/lib/session';
import { WorkerPicker } from './worker-picker';

// The picker asks the session whether the reader sees national ids whole (no one is signed in here).
function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}

const workers = ['Zeynep Aksoy', 'İrem Şahin', 'Ismail Işık', 'Çağlar Özkan', 'Cem Demir'].map((name, i) => {
  const [first_name, last_name] = name.split(' ') as [string, string];
  return { id: `k${i}`, first_name, last_name, tc_no: `1000000014${i}`, phone: '5321234567', department: { name: 'İnşaat' } };
});

afterEach(() => setScreen(1024, 768));

describe('the worker picker', () => {
  it('on a wide screen lists matches under the box, in Turkish order, Turkish-aware', async () => {
    setScreen(1024, 768);
    const onChange = vi.fn();
    render(<WorkerPicker label="Teslim Alan İşçi" workers={workers} value={null} onChange={onChange} />, { wrapper: Providers });
    const box = screen.getByRole('combobox', { name: /Teslim Alan İşçi/ });
    await userEvent.click(box);
    expect(screen.getAllByRole('option').map((o) => o.firstChild?.textContent)).toEqual([
      'Cem Demir',
      'Çağlar Özkan',
      'Ismail Işık',
      'İrem Şahin',
      'Zeynep Aksoy',
    ]);
    await userEvent.type(box, 'IREM');
    await userEvent.click(screen.getByRole('option', { name: /İrem Şahin/ }));
    expect(onChange).toHaveBeenCalledWith(workers[1]);
  });

  it('on a phone opens a full-screen search sheet sized to what the keyboard leaves visible', async () => {
    setScreen(390, 844);
    const viewport = fakeVisualViewport(844);
    const onChange = vi.fn();
    try {
      render(<WorkerPicker label="Teslim Alan İşçi" workers={workers} value={null} onChange={onChange} />, { wrapper: Providers });
      // No dropdown under a text box on a phone: a button opens the sheet.
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: /arayın/ }));
      const sheet = screen.getByTestId('search-sheet');
      expect(sheet).toHaveAttribute('role', 'dialog');
      expect(sheet.style.height).toBe('844px');
      act(() => viewport.keyboard(336));
      expect(sheet.style.height).toBe('508px');
      const search = within(sheet).getByRole('combobox', { name: 'Teslim Alan İşçi' });
      expect(search).toHaveFocus();
      await userEvent.type(search, 'özkan');
      await userEvent.click(within(sheet).getByRole('option', { name: /Çağlar Özkan/ }));
      expect(onChange).toHaveBeenCalledWith(workers[3]);
    } finally {
      viewport.remove();
    }
  });
});
