import { act, render, screen, waitFor } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissWhenDialogOpens, whenNoDialogOpen } from './toast';

describe('a toast of news', () => {
  it('goes as soon as a dialog opens, and leaves other toasts alone', async () => {
    render(<Toaster />);
    act(() => {
      toast('Çevrimdışı kullanıma hazır', { id: 'ready', duration: 60_000 });
      toast('Kaydedildi', { id: 'other', duration: 60_000 });
    });
    expect(await screen.findByText('Çevrimdışı kullanıma hazır')).toBeInTheDocument();
    dismissWhenDialogOpens('ready', 60_000);

    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    act(() => void document.body.append(dialog));
    await waitFor(() => expect(screen.queryByText('Çevrimdışı kullanıma hazır')).not.toBeInTheDocument());
    expect(screen.getByText('Kaydedildi')).toBeInTheDocument();
    dialog.remove();
  });
});

describe('news kept from an open dialog', () => {
  // A failed test leaves no dialog behind for the next.
  afterEach(() => document.querySelectorAll('[aria-modal="true"]').forEach((dialog) => dialog.remove()));
  /** Lets the page's mutation observers run. */
  const observed = () => new Promise((settled) => setTimeout(settled, 0));

  it('is told when the last dialog closes, not before, and once', async () => {
    const told: string[] = [];
    const [first, second] = [document.createElement('div'), document.createElement('div')];
    for (const dialog of [first, second]) dialog.setAttribute('aria-modal', 'true');
    document.body.append(first, second);
    whenNoDialogOpen(() => told.push('ready'));
    expect(told).toEqual([]);

    first.remove();
    await observed();
    expect(told).toEqual([]);
    second.remove();
    await waitFor(() => expect(told).toEqual(['ready']));

    document.body.append(first);
    first.remove();
    await observed();
    expect(told).toEqual(['ready']);
  });

  it('is not told once the wait is given up (a sign-out)', async () => {
    const told: string[] = [];
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    const giveUp = whenNoDialogOpen(() => told.push('ready'));
    giveUp();
    dialog.remove();
    await observed();
    expect(told).toEqual([]);
  });

  it('is told at once when no dialog is open', () => {
    const told: string[] = [];
    whenNoDialogOpen(() => told.push('ready'));
    expect(told).toEqual(['ready']);
  });
});
