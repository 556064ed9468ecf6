import { describe, expect, it } from 'vitest';
import { sha256 } from '../documents/proof';
import { ANONYMISED_NAME, ANONYMISED_SIGNATURE, redactContent } from './redact-proof';

const W = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

describe('redactContent', () => {
  const content = {
    kind: 'handover',
    worker: { id: W, name: 'Mehmet Öztürk' },
    team_leader: { id: OTHER, name: 'Ali Kaya' },
    issuer: { id: OTHER, name: 'Ali Kaya' },
    items: [{ record: 'r1', worker_signature: 'aa', issuer_signature: 'bb', title: 'Matkap' }],
    worker_signature: null,
  };

  it('replaces the person’s name wherever it names them, and their signatures on their own document', () => {
    expect(redactContent(content, W, true)).toEqual({
      ...content,
      worker: { id: W, name: ANONYMISED_NAME },
      items: [{ record: 'r1', worker_signature: sha256(ANONYMISED_SIGNATURE), issuer_signature: 'bb', title: 'Matkap' }],
    });
  });

  it('renames only, on a document of another worker; leaves others’ names and staff signatures alone', () => {
    const led = redactContent(content, OTHER, false) as typeof content;
    expect(led.team_leader.name).toBe(ANONYMISED_NAME);
    expect(led.worker.name).toBe('Mehmet Öztürk');
    expect(led.items[0]!.worker_signature).toBe('aa');
  });
});
