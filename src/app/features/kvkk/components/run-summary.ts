// What a destruction run did, in one line (the toast after 'Şimdi çalıştır', the log's runs).
import type { RetentionRun } from '@shared/kvkk';

/** 'Anonimleştirilen işçi: 2 · Silinen bildirim kaydı: 40 …' */
export function runSummary(run: RetentionRun): string {
  const c = run.counts;
  const parts = [
    `Anonimleştirilen işçi: ${c.workers ?? 0}`,
    `belge: ${c.documents ?? 0}`,
    `silinen bildirim kaydı: ${c.notifications ?? 0}`,
    `webhook kaydı: ${c.webhook_deliveries ?? 0}`,
    `oturum ve giriş kaydı: ${(c.sessions ?? 0) + (c.login_attempts ?? 0) + (c.api_token_calls ?? 0)}`,
  ];
  if (c.held) parts.push(`yasal saklamada bekleyen: ${c.held}`);
  if (c.failed) parts.push(`yapılamayan: ${c.failed}`);
  return parts.join(' · ');
}
