// SMS through the configured HTTP gateway. The URL (and, for POST, the body) is a template; the
// phone is written 90XXXXXXXXXX. Turkish text is sent as it is (UCS-2, 70 a part) unless the
// gateway is told to spell it in Latin letters; either way it is cut to SMS_MAX_SEGMENTS parts.
import { fitSms, toGsmLatin } from '@shared/sms';
import { isTransientStatus } from '@shared/timed-fetch';
import type { SmsGatewayConfig } from '@server/env';
import type { Message } from '../compose';
import { reasonOf, refused, transient, type ChannelSender, type OutboxRow, type Recipient, type SendResult } from './types';

const TIMEOUT_MS = 15_000;

export function smsText(message: Message, config: Pick<SmsGatewayConfig, 'transliterate' | 'maxSegments'>, companyName: string): string {
  const text = `${companyName}: ${message.short}`;
  return fitSms(config.transliterate ? toGsmLatin(text) : text, config.maxSegments);
}

function fill(template: string, values: Record<string, string>, escape: (v: string) => string): string {
  return template.replace(/\{(to|text|sender|username|password)\}/g, (_, name: string) => escape(values[name] ?? ''));
}

const jsonEscape = (v: string) => JSON.stringify(v).slice(1, -1);

export function smsChannel(config: SmsGatewayConfig | undefined, companyName: string): ChannelSender {
  return {
    unavailable: () => (config ? null : 'SMS ağ geçidi yapılandırılmadı (SMS_GATEWAY_URL).'),
    async send(_row: OutboxRow, to: Recipient, message: Message): Promise<SendResult> {
      if (!config) return transient('SMS ağ geçidi yapılandırılmadı.');
      if (!to.phone || !/^\d{10}$/.test(to.phone)) return refused('İşçinin geçerli bir cep telefonu yok.');
      const values = {
        to: `90${to.phone}`,
        text: smsText(message, config, companyName),
        sender: config.sender ?? '',
        username: config.username ?? '',
        password: config.password ?? '',
      };
      const url = fill(config.url, values, encodeURIComponent);
      const body =
        config.method === 'POST' ? fill(config.body ?? '{"to":"{to}","text":"{text}","sender":"{sender}"}', values, jsonEscape) : undefined;
      try {
        const res = await fetch(url, {
          method: config.method,
          headers: body ? { 'content-type': 'application/json; charset=utf-8' } : undefined,
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const answer = (await res.text()).slice(0, 200);
        if (res.ok) return { ok: true };
        if (isTransientStatus(res.status)) return transient(`SMS ağ geçidi ${res.status}: ${answer}`);
        return refused(`SMS ağ geçidi ${res.status}: ${answer}`);
      } catch (error) {
        return transient(reasonOf(error));
      }
    },
  };
}
