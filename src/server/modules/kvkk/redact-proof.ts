// What a document's proof becomes when a person in it is anonymised (docs/kvkk.md): their name
// wherever the content names them ({ id, name } with their id), and, on their own documents, the
// hashes of their signatures (the images are replaced by ANONYMISED_SIGNATURE in the records, so the
// records still match the redacted proof).
import { ANONYMISED_FIRST_NAME, ANONYMISED_LAST_NAME } from '@shared/kvkk';
import { sha256 } from '../documents/proof';

/** A 1×1 transparent PNG: what an anonymised signature image is replaced with. */
export const ANONYMISED_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const ANONYMISED_NAME = `${ANONYMISED_FIRST_NAME} ${ANONYMISED_LAST_NAME}`;

/** `content` with the person `personId` anonymised; `ownDocument`: their signatures are in it too. */
export function redactContent(content: unknown, personId: string, ownDocument: boolean): unknown {
  const signatureHash = sha256(ANONYMISED_SIGNATURE);
  const walk = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(walk);
    const record = value as Record<string, unknown>;
    const named = record.id === personId && typeof record.name === 'string';
    return Object.fromEntries(
      Object.entries(record).map(([key, v]) => {
        if (named && key === 'name') return [key, ANONYMISED_NAME];
        if (ownDocument && key === 'worker_signature' && typeof v === 'string') return [key, signatureHash];
        return [key, walk(v)];
      }),
    );
  };
  return walk(content);
}
