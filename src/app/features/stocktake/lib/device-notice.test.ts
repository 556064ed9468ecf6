import { describe, expect, it } from 'vitest';
import type { CountDevice } from '../api/types';
import { genitive } from '@shared/turkish-suffix';
import { deviceNotice, sinceText } from './device-notice';

// 2026-11-20 in Istanbul (UTC+3): 11:02 UTC is 14:02 there.
const at = (utc: string) => `2026-11-20T${utc}:00.000Z`;
const now = new Date(at('11:30'));

describe('what the close says of another device', () => {
  it('puts a name in the genitive with the vowel it asks for', () => {
    expect(genitive('Ayşe Demir')).toBe("Ayşe Demir'in");
    expect(genitive('Ali Kaya')).toBe("Ali Kaya'nın");
    expect(genitive('Can Öztürk')).toBe("Can Öztürk'ün");
    expect(genitive('Veli Usta')).toBe("Veli Usta'nın");
    expect(genitive('Sayan İki')).toBe("Sayan İki'nin");
    expect(genitive('Oğuz Koç')).toBe("Oğuz Koç'un");
  });

  it('says since when in Istanbul time, with the suffix the spoken number takes', () => {
    expect(sinceText(at('11:02'), now)).toBe("14:02'den");
    expect(sinceText(at('11:30'), now)).toBe("14:30'dan");
    expect(sinceText(at('11:00'), now)).toBe("14:00'ten");
    expect(sinceText(at('11:03'), now)).toBe("14:03'ten");
    expect(sinceText(at('11:40'), now)).toBe("14:40'tan");
    expect(sinceText(at('11:06'), now)).toBe("14:06'dan");
    expect(sinceText(at('07:00'), now)).toBe("10:00'dan");
    expect(sinceText('2026-11-19T11:02:00.000Z', now)).toBe("19.11.2026 14:02'den");
  });

  it('names a silent device, or one still holding reads, and says nothing of the others', () => {
    const device = (extra: Partial<CountDevice>): CountDevice => ({
      device_id: 'd',
      user: { id: 'u', first_name: 'Ayşe', last_name: 'Demir' },
      own: false,
      last_seen_at: at('11:02'),
      last_read_at: null,
      pending: 0,
      silent: false,
      ...extra,
    });
    expect(deviceNotice(device({ silent: true }), now)).toBe("Ayşe Demir'in cihazı 14:02'den beri bağlanmadı.");
    expect(deviceNotice(device({ silent: true, own: true }), now)).toBe("Diğer cihazınız 14:02'den beri bağlanmadı.");
    expect(deviceNotice(device({ pending: 3 }), now)).toBe("Ayşe Demir'in cihazında gönderilmeyi bekleyen 3 okuma var.");
    expect(deviceNotice(device({}), now)).toBeNull();
  });
});
