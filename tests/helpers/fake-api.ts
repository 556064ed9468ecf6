// Client tests: the server's side of /api, answered in the test (there is no server in happy-dom).
// The app's real api client, query client and components run on top of it; only `fetch` is
// replaced. Requests are recorded as the server would read them (method, path, query, JSON body).
//
//   const server = fakeApi({ 'GET /roles': [role], 'POST /users': (req) => created(req.body) });
//   … server.sent('POST /users') → the bodies sent
//   server.answer('PUT /users/u1', refusal(409, 'Bu e-posta adresi zaten kullanılıyor'));
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** A whole answer: status and JSON body (or `network: true` for no answer at all). */
export interface Answer {
  status: number;
  body?: unknown;
  /** Content type (JSON unless said). */
  type?: string;
}

const NO_ANSWER = Symbol('no answer');
const ANSWER = Symbol('answer');
/** A value (200 with it as JSON), an `answer()`/`refusal()`, `noAnswer`, or a function of the request giving one (or a Promise of one). */
type Reply = unknown;

/** An answer with a status other than 200 (a refusal: `{ error }` in Turkish, as the server words it). */
export const refusal = (status: number, error: string): Answer & { [ANSWER]: true } => ({ status, body: { error }, [ANSWER]: true });
/** Any answer with an explicit status, body and type. */
export const answer = (status: number, body?: unknown, type = 'application/json'): Answer & { [ANSWER]: true } => ({
  status,
  body,
  type,
  [ANSWER]: true,
});
/** No answer: the network is gone (fetch rejects). */
export const noAnswer = NO_ANSWER;

function isAnswer(value: unknown): value is Answer {
  return typeof value === 'object' && value !== null && ANSWER in value;
}

export interface FakeApi {
  /** Every request, in order. */
  readonly requests: SentRequest[];
  /** The bodies sent to `METHOD /path` (query string left out). */
  sent(route: string): unknown[];
  /** Sets (or replaces) what `METHOD /path` answers. */
  answer(route: string, reply: Reply): void;
  /** A user signed in on this device with these permissions (token and list as the session stores them; /auth/me answers). */
  signIn(permissions: readonly string[], user?: Partial<SignedInUser>): void;
}

export interface SignedInUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  signature: string | null;
}

export const SIGNED_IN: SignedInUser = {
  id: '7d4c2b1a-0e9f-4a8b-9c7d-6e5f4a3b2c1d',
  first_name: 'Gülşen',
  last_name: 'Çağlayan-Öztürkmen',
  email: 'gulsen@depo.example',
  phone: '5321234567',
  signature: null,
};

/**
 * Replaces `fetch` for this test file: each `METHOD /path` answers its reply (a value: 200 with it as
 * JSON; `refusal()`/`answer()`: that status; `noAnswer`: a network failure; a function: called with
 * the request). A route not listed answers 404, so a test sees a request it did not expect.
 */
export function fakeApi(routes: Record<string, Reply> = {}): FakeApi {
  const table = new Map<string, Reply>();
  const requests: SentRequest[] = [];
  const install = () => {
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://depo.test');
      const method = (init.method ?? 'GET').toUpperCase();
      const path = url.pathname.replace(/^\/api/, '');
      let body: unknown = init.body;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body) as unknown;
        } catch {
          /* kept as text */
        }
      }
      const req: SentRequest = { method, path, query: url.searchParams, body, headers: new Headers(init.headers) };
      requests.push(req);
      let reply = table.has(`${method} ${path}`) ? table.get(`${method} ${path}`) : refusal(404, `${method} ${path} bu testte yok.`);
      // A function may answer later (a Promise): the request is on its way until it settles.
      if (typeof reply === 'function') reply = await (reply as (r: SentRequest) => unknown)(req);
      if (reply === NO_ANSWER) throw new TypeError('Failed to fetch');
      const { status, body: out, type } = isAnswer(reply) ? reply : { status: 200, body: reply, type: undefined };
      if (status === 204) return new Response(null, { status });
      return new Response(out === undefined ? '' : typeof out === 'string' ? out : JSON.stringify(out), {
        status,
        headers: { 'content-type': type ?? 'application/json' },
      });
    });
  };
  const reset = () => {
    table.clear();
    for (const [route, reply] of Object.entries(routes)) table.set(route, reply);
    requests.length = 0;
    install();
  };
  reset();
  afterEach(() => {
    // A later test's toaster would show this test's toasts (sonner keeps them in a module store).
    toast.dismiss();
    reset();
    localStorage.clear();
  });
  return {
    requests,
    sent: (route) => requests.filter((r) => `${r.method} ${r.path}` === route).map((r) => r.body),
    answer: (route, reply) => table.set(route, reply),
    signIn: (permissions, user) => {
      localStorage.setItem('token', 'test-token');
      localStorage.setItem('permissions', JSON.stringify(permissions));
      table.set('GET /auth/me', { ...SIGNED_IN, ...user, permissions, warehouse_ids: [] });
    },
  };
}
