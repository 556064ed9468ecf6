// The header that makes a write safe to send again (docs/offline.md "Keys"): the device's outbox
// sends it, the server's idempotency layer reads it.
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
