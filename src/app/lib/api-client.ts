// The one way the app talks to /api: bearer token from the session store, JSON in and out,
// Turkish `{ error }` messages surfaced as ApiError. A 401/403 ends the session (spec 01 §4);
// nothing else does (DESIGN.md §4): no answer, a timeout, an answer the server did not write
// (a captive portal's page) or a 5xx is an ApiError with status 0 or the 5xx, and the caller keeps
// what it has. Every request has a time limit (src/shared/timed-fetch.ts).
import {
  READ_IDLE_TIMEOUT_MS,
  SEND_TIMEOUT_MS,
  STREAMED_IDLE_TIMEOUT_MS,
  isSuccess,
  isTimeoutError,
  isTransientStatus,
  serverAnswer,
  timedFetch,
  type TimedAnswer,
} from '@shared/timed-fetch';
import { reportServerReachable } from './connectivity';
import { noteWriteAnswered } from './writes-answered';
import { MESSAGES, isGatewayFault } from './network-faults';
import { clearSession, getToken } from './session-store';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export { MESSAGES };

/** A network failure (offline, server unreachable, timed out): status 0. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** No answer, a time limit, too many requests or a server fault: try again later, never a refusal. */
export function isTransientFailure(error: unknown): boolean {
  return error instanceof ApiError && isTransientStatus(error.status);
}

/** Only these end a session: the server refused the token (spec 01 §4: 401 and 403). */
export function endsSession(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** The server's message when it sent one, else the caller's generic Turkish text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.message) return error.message;
  return fallback;
}

/** The server's reason only for a conflict (409: a duplicate, a record that moved on); else the fallback. */
export function conflictMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 409 && error.message ? error.message : fallback;
}

export interface RequestOptions {
  body?: unknown;
  /** Multipart form data (a file upload), sent instead of a JSON body. */
  form?: FormData;
  /** Newline-delimited JSON answer: each line as it arrives; the call resolves with the last one. */
  onLine?: (line: unknown) => void;
  headers?: Record<string, string>;
  /** Sign-in answers 401/429 for wrong passwords: those must not end a session. */
  skipAuthRedirect?: boolean;
  signal?: AbortSignal;
  /** Overrides the time limit: writes must be done within it, reads may not stall longer. */
  timeoutMs?: number;
}

let onUnauthorized: () => void = () => {
  if (location.pathname !== '/login') location.assign('/login');
};
/** The router installs a navigation-based handler; the default reloads to /login. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const read = method === 'GET' || method === 'HEAD';
  // An upload or a streamed answer (an import) may take long while it works: it is given up only
  // when nothing arrives for a while, not at a deadline.
  const streamed = options.form !== undefined || options.onLine !== undefined;
  const limit = options.timeoutMs ?? (streamed ? STREAMED_IDLE_TIMEOUT_MS : read ? READ_IDLE_TIMEOUT_MS : SEND_TIMEOUT_MS);
  const lines = options.onLine ? lineReader(options.onLine) : undefined;
  let res: TimedAnswer;
  try {
    res = await timedFetch(
      `/api${path}`,
      { method, headers, body, credentials: 'include', signal: options.signal },
      read || streamed ? { idleMs: limit, onText: lines?.push } : { deadlineMs: limit },
    );
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    reportServerReachable(false);
    throw new ApiError(0, isTimeoutError(error) ? MESSAGES.timeout : MESSAGES.unreachable, null);
  }
  // An answer the server did not write whole (a captive portal's page, a cut body) is status 0.
  const { status, body: data } = serverAnswer(res);
  reportServerReachable(status !== 0 && !isGatewayFault(status));
  if (!read && status !== 0) noteWriteAnswered();
  if (status === 0) throw new ApiError(0, MESSAGES.unreachable, null);
  if (isSuccess(status) && lines) {
    try {
      return lines.finish() as T;
    } catch {
      throw new ApiError(0, MESSAGES.unreachable, null);
    }
  }
  if (!isSuccess(status)) {
    if ((status === 401 || status === 403) && !options.skipAuthRedirect) {
      clearSession('expired');
      onUnauthorized();
    }
    const message = data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' ? data.error : '';
    throw new ApiError(status, message, data);
  }
  return data as T;
}

/** Newline-delimited JSON fed chunk by chunk: each complete line goes to `onLine`; `finish` gives the last. */
function lineReader(onLine: (line: unknown) => void): { push: (chunk: string) => void; finish: () => unknown } {
  let buffered = '';
  let last: unknown = null;
  const take = (line: string) => {
    if (line.trim() === '') return;
    last = JSON.parse(line) as unknown;
    onLine(last);
  };
  return {
    push: (chunk) => {
      buffered += chunk;
      let newline: number;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        take(buffered.slice(0, newline));
        buffered = buffered.slice(newline + 1);
      }
    },
    finish: () => {
      take(buffered);
      buffered = '';
      return last;
    },
  };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
