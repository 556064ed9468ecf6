// The header that makes a write safe to send again (docs/offline.md "Keys"): the device's outbox
// sends it, the server's idempotency layer reads it.
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Sent (value `immediate`) with the outbox's immediate send of what the user just did, while its
 * form is still open: the server may then refuse what the form should have asked for (a Hasarlı
 * return without a note). A keyed request without it is a queued entry, signed maybe long ago,
 * and is never refused for that (docs/offline.md "Keys").
 */
export const SEND_MODE_HEADER = 'X-Outbox-Send';
export const IMMEDIATE_SEND = 'immediate';
