import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { saveWithToasts } from './save-with-toasts';

describe('the end of a save', () => {
  it('words the success from the answer and waits for what follows it', async () => {
    render(<Toaster />);
    const after: string[] = [];
    let worked = false;
    await act(async () => {
      worked = await saveWithToasts(() => Promise.resolve({ version: 3 }), {
        success: (saved) => `Şirket bilgileri kaydedildi (sürüm ${saved.version}).`,
        failure: 'Kaydedilemedi.',
        onSaved: async (saved) => {
          await Promise.resolve();
          after.push(`closed after ${saved.version}`);
        },
      });
    });
    expect(worked).toBe(true);
    expect(after).toEqual(['closed after 3']);
    expect(await screen.findByText('Şirket bilgileri kaydedildi (sürüm 3).')).toBeInTheDocument();
  });

  it('says a save waiting in the outbox as queued, not as done, and still closes', async () => {
    render(<Toaster />);
    const after: string[] = [];
    await act(async () => {
      await saveWithToasts(() => Promise.resolve({ status: 'queued' as const }), {
        success: 'Arıza kaydı başarıyla oluşturuldu.',
        queued: 'Çevrimdışı: arıza kaydı kuyruğa alındı, bağlantı gelince gönderilecek.',
        failure: 'Arıza kaydı oluşturulurken bir hata oluştu.',
        onSaved: () => after.push('closed'),
      });
    });
    expect(await screen.findByText('Çevrimdışı: arıza kaydı kuyruğa alındı, bağlantı gelince gönderilecek.')).toBeInTheDocument();
    expect(screen.queryByText('Arıza kaydı başarıyla oluşturuldu.')).not.toBeInTheDocument();
    expect(after).toEqual(['closed']);
  });

  it("says the server's reason, or the fallback when it gave none, and runs nothing after a failure", async () => {
    render(<Toaster />);
    const after: string[] = [];
    const failing = (error: Error) =>
      saveWithToasts(() => Promise.reject(error), {
        success: 'Silindi.',
        failure: 'Silinirken bir hata oluştu.',
        onSaved: () => after.push('x'),
      });
    let answers: boolean[] = [];
    await act(async () => {
      answers = [
        await failing(new ApiError(409, 'Depoda ekipman var.', null)),
        await failing(new ApiError(0, 'Sunucuya ulaşılamadı.', null)),
      ];
    });
    expect(answers).toEqual([false, false]);
    expect(after).toEqual([]);
    expect(await screen.findByText('Depoda ekipman var.')).toBeInTheDocument();
    expect(await screen.findByText('Silinirken bir hata oluştu.')).toBeInTheDocument();
    expect(screen.queryByText('Silindi.')).not.toBeInTheDocument();
  });
});
