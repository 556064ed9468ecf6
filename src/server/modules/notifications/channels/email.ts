// E-mail over SMTP (nodemailer): Turkish subject, plain text and HTML, the company's name. Each
// message carries a Message-ID made from its outbox row, so the rare second copy after a crash
// between the server's "250 OK" and our commit is recognisable as the same message.
import nodemailer, { type Transporter } from 'nodemailer';
import type { NotificationConfig } from '@server/env';
import type { Message } from '../compose';
import { reasonOf, refused, transient, type ChannelSender, type OutboxRow, type Recipient, type SendResult } from './types';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function emailHtml(message: Message, companyName: string, href: string | null): string {
  const paragraphs = message.body
    .split('\n')
    .map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`)
    .join('');
  const button = href
    ? `<p style="margin:20px 0"><a href="${escapeHtml(href)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Kaydı aç</a></p>`
    : '';
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(message.title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">
<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(message.title)}</h1>${paragraphs}${button}
<p style="color:#6b7280;font-size:12px;margin-top:24px">${escapeHtml(companyName)} · Bu ileti Depo Takip tarafından gönderildi. Bildirim tercihlerinizi Ayarlar sayfasından değiştirebilirsiniz.</p>
</body></html>`;
}

/** SMTP answers 4xx (try later) and 5xx (refused for good); anything without a code is the connection's fault. */
function smtpFailure(error: unknown): SendResult {
  const code = (error as { responseCode?: unknown }).responseCode;
  if (typeof code === 'number' && code >= 500) return refused(`SMTP ${code}: ${reasonOf(error)}`);
  return transient(reasonOf(error));
}

export function emailChannel(config: NotificationConfig): ChannelSender {
  let transport: Transporter | undefined;
  const url = config.email.url;
  return {
    unavailable: () => (url ? null : 'SMTP yapılandırılmadı (SMTP_URL): e-postalar bekliyor.'),
    async send(row: OutboxRow, to: Recipient, message: Message): Promise<SendResult> {
      if (!url) return transient('SMTP yapılandırılmadı.');
      if (!to.email) return refused('Alıcının e-posta adresi yok.');
      // A pool: connections are kept between messages (a handshake per message would cost more than the message).
      transport ??= nodemailer.createTransport({
        url,
        pool: true,
        maxConnections: 4,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
      const href = message.link && config.appUrl ? `${config.appUrl}${message.link}` : null;
      try {
        await transport.sendMail({
          from: { name: config.email.fromName, address: config.email.from },
          to: { name: to.name, address: to.email },
          subject: `${message.title} · ${config.companyName}`,
          text: `${message.body}${href ? `\n\n${href}` : ''}\n\n${config.companyName}`,
          html: emailHtml(message, config.companyName, href),
          messageId: `<${row.id}@depo-takip>`,
          headers: { 'X-Depo-Takip-Key': row.key },
        });
        return { ok: true };
      } catch (error) {
        return smtpFailure(error);
      }
    },
    async close() {
      transport?.close();
    },
  };
}
