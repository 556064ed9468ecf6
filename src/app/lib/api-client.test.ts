// @vitest-environment happy-dom
// The one way the app talks to /api: only the server refusing the token (401/403) ends a session;
// no answer, a time limit, a gateway's 5xx or a page the server did not write is "try again later"
// (status 0 or the 5xx), and the user keeps their session and what they typed (DESIGN.md §4).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEND_TIMEOUT_MS, READ_IDLE_TIMEOUT_MS } from '@shared/timed-fetch';
import { answer, fakeApi, noAnswer, refusal } from '../../../tests/helpers/fake-api';
import {
  ApiError,
  MESSAGES,
  api,
  conflictMessage,
  endsSession,
  errorMessage,
  isNetworkError,
  isTransientFailure,
  setUnauthorizedHandler,
} from './api-client';
import { isServerReachable, onServerReachable, reportServerReachable } from './connectivity';
import { readSessionEnd } from './session-store';

const server = fakeApi();
const unauthorized = vi.fn();
setUnauthorizedHandler(unauthorized);

afterEach(() => {
  vi.useRealTimers();
  unauthorized.mockClear();
  reportServerReachable(true);
});

/** The error a call ends with (or a failure of the test when it succeeds). */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => new Error('the call succeeded'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError)) throw outcome instanceof Error ? outcome : new Error(String(outcome));
  return outcome;
}

function signedIn() {
  localStorage.setItem('token', 'tok-ş');
  localStorage.setItem('session-user', JSON.stringify({ id: 'u1', first_name: 'Çiğdem', last_name: 'Ilıcaoğlu' }));
}

/** A fetch that never answers until the request is aborted (a stalled connection). */
function stalledFetch() {
  vi.stubGlobal(
    'fetch',
    (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))),
  );
}

/** A fetch answering 200 NDJSON in these chunks (split anywhere, as a network splits them). */
function streamedFetch(chunks: string[]) {
  vi.stubGlobal('fetch', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
  });
}

describe('a request', () => {
  it('carries the token and a JSON body under /api, and answers the JSON', async () => {
    signedIn();
    server.answer('POST /workers', (req: { body: unknown }) => ({ id: 'k1', ...(req.body as object) }));
    const saved = await api.post<{ id: string; first_name: string }>('/workers', { first_name: 'Şebnem Gülizar' });
    expect(saved).toEqual({ id: 'k1', first_name: 'Şebnem Gülizar' });
    const [req] = server.requests;
    expect(req?.headers.get('authorization')).toBe('Bearer tok-ş');
    expect(req?.headers.get('content-type')).toBe('application/json');
    expect(req?.body).toEqual({ first_name: 'Şebnem Gülizar' });
  });

  it('sends no authorization header when nobody is signed in', async () => {
    server.answer('GET /health', { ok: true });
    await api.get('/health');
    expect(server.requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('answers 204 with nothing', async () => {
    server.answer('DELETE /workers/k1', answer(204));
    await expect(api.delete('/workers/k1')).resolves.toBeNull();
  });
});

describe('a refusal that is not about the token', () => {
  it.each([
    [409, 'Bu seri numarası zaten kayıtlı: SN-İĞ-0001'],
    [400, 'Geçerli bir TC Kimlik No giriniz (11 haneli)'],
    [404, 'Ekipman bulunamadı'],
  ])('%i keeps the session and says the server’s Turkish reason', async (status, reason) => {
    signedIn();
    server.answer('POST /equipment', refusal(status, reason));
    const error = await failureOf(api.post('/equipment', {}));
    expect(error.status).toBe(status);
    expect(error.message).toBe(reason);
    expect(errorMessage(error, 'Kaydedilemedi.')).toBe(reason);
    expect(isTransientFailure(error)).toBe(false);
    expect(endsSession(error)).toBe(false);
    expect(localStorage.getItem('token')).toBe('tok-ş');
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('only a conflict lends its reason to conflictMessage', async () => {
    server.answer('POST /a', refusal(409, 'Depoda ekipman var.'));
    server.answer('POST /b', refusal(400, 'Geçersiz istek.'));
    expect(conflictMessage(await failureOf(api.post('/a')), 'Silinemedi.')).toBe('Depoda ekipman var.');
    expect(conflictMessage(await failureOf(api.post('/b')), 'Silinemedi.')).toBe('Silinemedi.');
  });

  it('a refusal without a message leaves the caller’s words', async () => {
    server.answer('GET /x', answer(422, { detail: 'no error field' }));
    const error = await failureOf(api.get('/x'));
    expect(error.status).toBe(422);
    expect(errorMessage(error, 'Liste yüklenemedi.')).toBe('Liste yüklenemedi.');
  });
});

describe('the server refusing the token', () => {
  it.each([401, 403])('%i ends the session on this device, records why and who, and leaves for sign-in', async (status) => {
    signedIn();
    server.answer('GET /auth/me', refusal(status, 'Oturumunuzun süresi doldu.'));
    const error = await failureOf(api.get('/auth/me'));
    expect(endsSession(error)).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('session-user')).toBeNull();
    expect(readSessionEnd()).toMatchObject({ reason: 'expired', userId: 'u1', name: 'Çiğdem Ilıcaoğlu' });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('a wrong password at sign-in (skipAuthRedirect) ends nothing', async () => {
    signedIn();
    server.answer('POST /auth/login', refusal(401, 'E-posta veya şifre hatalı.'));
    const error = await failureOf(api.post('/auth/login', { email: 'a@b.c', password: 'x' }, { skipAuthRedirect: true }));
    expect(error.message).toBe('E-posta veya şifre hatalı.');
    expect(localStorage.getItem('token')).toBe('tok-ş');
    expect(unauthorized).not.toHaveBeenCalled();
  });
});

describe('no answer from the server', () => {
  it('a network failure is status 0 in Turkish, transient, and keeps the session; the server is marked unreachable', async () => {
    signedIn();
    server.answer('POST /transfers', noAnswer);
    const error = await failureOf(api.post('/transfers', { note: 'x' }));
    expect(error.status).toBe(0);
    expect(error.message).toBe(MESSAGES.unreachable);
    expect(error.message).toBe('Sunucuya ulaşılamıyor. İnternet bağlantınızı kontrol edin.');
    expect([isNetworkError(error), isTransientFailure(error), endsSession(error)]).toEqual([true, true, false]);
    expect(errorMessage(error, 'Transfer oluşturulamadı.')).toBe('Transfer oluşturulamadı.');
    expect(localStorage.getItem('token')).toBe('tok-ş');
    expect(isServerReachable()).toBe(false);
  });

  it.each([502, 503, 504])('a gateway’s %i keeps its status, is transient, and marks the server unreachable', async (status) => {
    signedIn();
    server.answer('GET /equipment', answer(status, '<html>Bad Gateway</html>', 'text/html'));
    const error = await failureOf(api.get('/equipment'));
    expect(error.status).toBe(status);
    expect(isTransientFailure(error)).toBe(true);
    expect(endsSession(error)).toBe(false);
    expect(isServerReachable()).toBe(false);
    expect(localStorage.getItem('token')).toBe('tok-ş');
  });

  it('a 500 the server wrote is transient but the server did answer', async () => {
    server.answer('GET /equipment', refusal(500, 'Beklenmeyen bir hata oluştu.'));
    const error = await failureOf(api.get('/equipment'));
    expect([error.status, isTransientFailure(error), isServerReachable()]).toEqual([500, true, true]);
  });

  it.each([408, 429])('%i is worth a later try, never a refusal', async (status) => {
    server.answer('GET /equipment', refusal(status, 'Çok fazla istek.'));
    const error = await failureOf(api.get('/equipment'));
    expect(isTransientFailure(error)).toBe(true);
    expect(endsSession(error)).toBe(false);
  });

  it('a captive portal’s 200 page (not JSON) is no answer, not a success', async () => {
    server.answer('GET /equipment', answer(200, '<html><form>Otel Wi-Fi girişi</form></html>', 'text/html'));
    const error = await failureOf(api.get('/equipment'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(MESSAGES.unreachable);
  });

  it('a portal’s 401 or 403 page does not end the session: the server did not say it', async () => {
    signedIn();
    server.answer('GET /auth/me', answer(401, '<html>Giriş yapın</html>', 'text/html'));
    server.answer('GET /equipment', answer(403, 'Forbidden', 'text/plain'));
    for (const path of ['/auth/me', '/equipment']) {
      const error = await failureOf(api.get(path));
      expect(error.status).toBe(0);
      expect(endsSession(error)).toBe(false);
    }
    expect(localStorage.getItem('token')).toBe('tok-ş');
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('JSON cut half way is no answer', async () => {
    server.answer('GET /equipment', answer(200, '[{"id":"e1","serial_number":"SN-Ş', 'application/json'));
    expect((await failureOf(api.get('/equipment'))).status).toBe(0);
  });

  it('a write that stalls gives up at its deadline with the timeout message', async () => {
    vi.useFakeTimers();
    stalledFetch();
    const failing = failureOf(api.post('/field-equipment/issue', { items: [] }));
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    let settled = false;
    void failing.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await failing;
    expect(error.status).toBe(0);
    expect(error.message).toBe('Sunucu zamanında yanıt vermedi. Bağlantınızı kontrol edip yeniden deneyin.');
    expect(isTransientFailure(error)).toBe(true);
  });

  it('a read that stalls gives up after its idle limit', async () => {
    vi.useFakeTimers();
    stalledFetch();
    const failing = failureOf(api.get('/equipment'));
    await vi.advanceTimersByTimeAsync(READ_IDLE_TIMEOUT_MS);
    expect((await failing).message).toBe(MESSAGES.timeout);
  });

  it('the caller’s abort is passed on as it is, and says nothing about the server', async () => {
    stalledFetch();
    const controller = new AbortController();
    const call = api.get('/equipment', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(isServerReachable()).toBe(true);
  });
});

describe('a streamed answer (newline-delimited JSON)', () => {
  it('hands each line over as it arrives, lines split across chunks included, and resolves with the last', async () => {
    streamedFetch(['{"done":1,"name":"Çe', 'kiç"}\n{"done":2}', '\n\n{"done":3,"total":3}']);
    const lines: unknown[] = [];
    const last = await api.post('/import/run', { rows: [] }, { onLine: (line) => lines.push(line) });
    expect(lines).toEqual([{ done: 1, name: 'Çekiç' }, { done: 2 }, { done: 3, total: 3 }]);
    expect(last).toEqual({ done: 3, total: 3 });
  });

  it('a stream cut in the middle of its last line is no answer', async () => {
    streamedFetch(['{"done":1}\n{"done":']);
    const lines: unknown[] = [];
    const error = await failureOf(api.post('/import/run', {}, { onLine: (line) => lines.push(line) }));
    expect(error.status).toBe(0);
    expect(lines).toEqual([{ done: 1 }]);
  });
});

describe('the server coming back', () => {
  it('is asked every ten seconds while unreachable; a 503 keeps asking, an answer tells the listeners once', async () => {
    vi.useFakeTimers();
    const back = vi.fn();
    const stop = onServerReachable(back);
    server.answer('GET /health', answer(503, 'down', 'text/plain'));
    reportServerReachable(false);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(server.sent('GET /health')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent('GET /health')).toHaveLength(1);
    expect(isServerReachable()).toBe(false);
    server.answer('GET /health', { ok: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.sent('GET /health')).toHaveLength(2);
    expect(isServerReachable()).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
    // Reachable: no more asking.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.sent('GET /health')).toHaveLength(2);
    stop();
  });

  it('any answer of the server to a request of the app marks it reachable again', async () => {
    reportServerReachable(false);
    server.answer('GET /warehouses', refusal(404, 'Depo bulunamadı'));
    await failureOf(api.get('/warehouses'));
    expect(isServerReachable()).toBe(true);
  });
});
