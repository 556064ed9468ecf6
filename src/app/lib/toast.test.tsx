import { act, render, screen, waitFor } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { dismissWhenDialogOpens } from './toast';

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
