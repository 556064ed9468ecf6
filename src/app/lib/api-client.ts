// The one way the app talks to /api: bearer token from the session store, JSON in and out,
// Turkish `{ error }` messages surfaced as ApiError. Any 401/403 ends the session (spec 01 §4).
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

/** A network failure (offline, server unreachable): status 0. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** The server's message when it sent one, else the caller's generic Turkish text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.message) return error.message;
  return fallback;
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
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { method, headers, body, credentials: 'include', signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Sunucuya ulaşılamıyor. İnternet bağlantınızı kontrol edin.', null);
  }
  if (res.ok && options.onLine && res.body) return (await readLines(res.body, options.onLine)) as T;
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    if ((res.status === 401 || res.status === 403) && !options.skipAuthRedirect) {
      clearSession();
      onUnauthorized();
    }
    const message = data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' ? data.error : '';
    throw new ApiError(res.status, message, data);
  }
  return data as T;
}

async function readLines(body: ReadableStream<Uint8Array>, onLine: (line: unknown) => void): Promise<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let last: unknown = null;
  const take = (line: string) => {
    if (line.trim() === '') return;
    last = JSON.parse(line) as unknown;
    onLine(last);
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        take(buffered.slice(0, newline));
        buffered = buffered.slice(newline + 1);
      }
    }
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Sunucuya ulaşılamıyor. İnternet bağlantınızı kontrol edin.', null);
  }
  take(buffered);
  return last;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
