// What a failed CSV download says: a transient failure asks to try again, never reads as a refusal.
import { describe, expect, it } from 'vitest';
import { ApiError, MESSAGES } from '../lib/api-client';
import { csvFailureMessage } from './export-csv-button';

describe('csvFailureMessage', () => {
  it('names the connection only when there was no answer', () => {
    expect(csvFailureMessage(new ApiError(0, MESSAGES.unreachable, null))).toBe(`CSV dosyası indirilemedi. ${MESSAGES.unreachable}`);
    expect(csvFailureMessage(new ApiError(0, MESSAGES.timeout, null))).toBe(`CSV dosyası indirilemedi. ${MESSAGES.timeout}`);
  });

  it('calls a 5xx or a 429 a server fault to retry later, not a refusal', () => {
    for (const status of [500, 502, 503, 504, 429]) {
      expect(csvFailureMessage(new ApiError(status, 'Sunucu meşgul.', null))).toBe(
        'CSV dosyası şu anda hazırlanamadı (sunucu hatası). Biraz sonra tekrar deneyin.',
      );
    }
  });

  it("gives a refusal's own reason", () => {
    expect(csvFailureMessage(new ApiError(400, 'Geçersiz durum filtresi.', null))).toBe(
      'CSV dosyası indirilemedi: Geçersiz durum filtresi.',
    );
    expect(csvFailureMessage(new ApiError(403, '', null))).toBe('CSV dosyası indirilemedi: bu rapor için yetkiniz yok.');
    expect(csvFailureMessage(new ApiError(404, '', null))).toBe('CSV dosyası indirilemedi: sunucu isteği reddetti.');
    expect(csvFailureMessage(new Error('Blob'))).toBe('CSV dosyası oluşturulamadı. Tekrar deneyin.');
  });
});
