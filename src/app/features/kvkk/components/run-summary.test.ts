// The line a destruction run is summed up in (the toast after 'Şimdi çalıştır', the log's runs).
import { describe, expect, it } from 'vitest';
import type { RetentionRun } from '@shared/kvkk';
import { runSummary } from './run-summary';

const run = (counts: RetentionRun['counts']): RetentionRun => ({
  id: 'r1',
  trigger: 'manual',
  started_by: 'u1',
  started_at: '2026-11-29T21:00:00.000Z',
  finished_at: '2026-11-29T21:00:03.000Z',
  status: 'done',
  counts,
  error: null,
});

describe('a destruction run in one line', () => {
  it('names each kind of record with its count; sessions, sign-in attempts and token calls are added up', () => {
    expect(
      runSummary(
        run({ workers: 2, documents: 5, notifications: 40, webhook_deliveries: 3, sessions: 10, login_attempts: 7, api_token_calls: 1 }),
      ),
    ).toBe('Anonimleştirilen işçi: 2 · belge: 5 · silinen bildirim kaydı: 40 · webhook kaydı: 3 · oturum ve giriş kaydı: 18');
  });

  it('a run that found nothing says zero for each, not "undefined"', () => {
    expect(runSummary(run({}))).toBe(
      'Anonimleştirilen işçi: 0 · belge: 0 · silinen bildirim kaydı: 0 · webhook kaydı: 0 · oturum ve giriş kaydı: 0',
    );
  });

  it('says what a legal hold kept and what could not be done, only when there is any', () => {
    const line = runSummary(run({ workers: 1, held: 4, failed: 2 }));
    expect(line.endsWith(' · yasal saklamada bekleyen: 4 · yapılamayan: 2')).toBe(true);
    expect(runSummary(run({ held: 0, failed: 0 }))).not.toMatch(/yasal|yapılamayan/);
  });
});
