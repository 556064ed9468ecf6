// The reads that fall back to the device copy (reservations, stock, today's pick list): the copy
// answers only when the server gave none (no answer, a time limit, 408/429, a 5xx); a refusal
// (401/403, 404, 409, 400) is passed on as it is, never covered by an old copy.
import { describe, expect, it, vi } from 'vitest';
import { ApiError, MESSAGES } from '../api-client';
import { orFromCopy } from './copy-fallback';

const fromServer = { rows: ['sunucudan'] };
const fromDevice = { rows: ['cihazdan'] };
const failing = (error: unknown) => () => Promise.reject(error);

describe('the server’s answer or the device copy’s', () => {
  it('the server’s answer when it gives one; the copy is not even read', async () => {
    const copy = vi.fn(async () => fromDevice);
    await expect(orFromCopy(async () => fromServer, copy)).resolves.toBe(fromServer);
    expect(copy).not.toHaveBeenCalled();
  });

  it.each([
    ['no answer', new ApiError(0, MESSAGES.unreachable, null)],
    ['a time limit', new ApiError(0, MESSAGES.timeout, null)],
    ['408', new ApiError(408, '', null)],
    ['429', new ApiError(429, 'Çok fazla istek.', null)],
    ['500', new ApiError(500, 'Beklenmeyen bir hata oluştu.', null)],
    ['502', new ApiError(502, '', null)],
    ['503', new ApiError(503, '', null)],
    ['504', new ApiError(504, '', null)],
  ])('%s: the copy answers', async (_name, error) => {
    await expect(orFromCopy(failing(error), async () => fromDevice)).resolves.toBe(fromDevice);
  });

  it.each([
    ['401', new ApiError(401, 'Oturumunuzun süresi doldu.', null)],
    ['403', new ApiError(403, 'Bu işlem için yetkiniz yok.', null)],
    ['404', new ApiError(404, 'Rezervasyon bulunamadı.', null)],
    ['409', new ApiError(409, 'Bu ekipman o tarihlerde başka bir rezervasyonda.', null)],
    ['400', new ApiError(400, 'Geçersiz tarih aralığı.', null)],
  ])('a refusal (%s) is passed on; the copy is not read', async (_name, error) => {
    const copy = vi.fn(async () => fromDevice);
    await expect(orFromCopy(failing(error), copy)).rejects.toBe(error);
    expect(copy).not.toHaveBeenCalled();
  });

  it('an error that is not the api client’s (a bug) is passed on', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'rows')");
    const copy = vi.fn(async () => fromDevice);
    await expect(orFromCopy(failing(bug), copy)).rejects.toBe(bug);
    expect(copy).not.toHaveBeenCalled();
  });

  it('without a copy (never synced) the server’s failure stays the answer', async () => {
    const error = new ApiError(0, MESSAGES.unreachable, null);
    await expect(orFromCopy(failing(error), async () => undefined)).rejects.toBe(error);
  });

  it('a copy that cannot be read (IndexedDB gone) leaves the server’s failure, not the copy’s', async () => {
    const error = new ApiError(503, '', null);
    await expect(orFromCopy(failing(error), () => Promise.reject(new DOMException('blocked', 'InvalidStateError')))).rejects.toBe(error);
  });

  it('an empty copy is an answer (no reservations today), not a failure', async () => {
    const empty = { rows: [] as string[] };
    await expect(orFromCopy(failing(new ApiError(0, MESSAGES.unreachable, null)), async () => empty)).resolves.toBe(empty);
  });
});
