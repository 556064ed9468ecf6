// What counts as "the server did not answer" and how the app says it (DESIGN.md §4): no answer, a
// timeout, or a 502/503/504 from a proxy in front of the server. Plain module without React, so the
// sign-in page's own script can use it too.

export const MESSAGES = {
  unreachable: 'Sunucuya ulaşılamıyor. İnternet bağlantınızı kontrol edin.',
  timeout: 'Sunucu zamanında yanıt vermedi. Bağlantınızı kontrol edip yeniden deneyin.',
} as const;

/** A status the server itself sent (≥ 500 from a proxy in front of it counts as no answer). */
export function isGatewayFault(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}
