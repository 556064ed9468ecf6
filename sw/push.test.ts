// The push handler's reading of a payload (the handler itself runs in the service worker: the
// end-to-end spec delivers a push to it).
import { describe, expect, it, vi } from 'vitest';

vi.stubGlobal('self', { addEventListener: () => undefined });
const { readPushPayload } = await import('./push');

describe('a push payload', () => {
  it('is read as the server sends it', () => {
    expect(
      readPushPayload(JSON.stringify({ title: 'Arıza size atandı', body: 'Bosch GSR', link: '/broken-equipment/1', tag: 'k' })),
    ).toEqual({
      title: 'Arıza size atandı',
      body: 'Bosch GSR',
      link: '/broken-equipment/1',
      tag: 'k',
    });
  });

  it('never opens another site, and shows something for a payload that is not ours', () => {
    expect(readPushPayload(JSON.stringify({ title: 'x', link: 'https://kotu.example/' })).link).toBe('/notifications');
    expect(readPushPayload(JSON.stringify({ title: 'x', link: '//kotu.example/' })).link).toBe('/notifications');
    expect(readPushPayload('düz metin')).toEqual({ title: 'Depo Takip', body: 'düz metin', link: '/notifications', tag: 'depo-takip' });
    expect(readPushPayload(null).title).toBe('Depo Takip');
  });
});
