// An uncaught rendering error (spec 01 §2): the error's message and a way on — 'Tekrar Dene' draws
// the part again, 'Ana Sayfaya Dön' reloads at the dashboard.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary, ErrorFallback } from './error-fallback';

let broken = true;
function Fragile() {
  if (broken) throw new Error('Ekipman listesi çizilemedi');
  return <p>Ekipmanlar</p>;
}

beforeEach(() => {
  broken = true;
  // React and the boundary report the error on the console; the test reads the screen.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the error fallback', () => {
  it('says what broke, and Tekrar Dene draws it again once it can be drawn', async () => {
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unexpected Application Error!');
    expect(alert).toHaveTextContent('Ekipman listesi çizilemedi');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(screen.getByText('Ekipmanlar')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a thrown value that is not an Error as text, without Tekrar Dene when nothing can reset it', () => {
    render(<ErrorFallback error="Beklenmeyen yanıt" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Beklenmeyen yanıt');
    expect(screen.queryByRole('button', { name: 'Tekrar Dene' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ana Sayfaya Dön' })).toBeInTheDocument();
  });

  it('lets the rest of the page live: only the broken part is replaced', () => {
    render(
      <>
        <h1>Depo Takip</h1>
        <AppErrorBoundary>
          <Fragile />
        </AppErrorBoundary>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Depo Takip' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ekipman listesi çizilemedi');
  });
});
