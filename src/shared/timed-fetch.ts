// Every request the app and its service worker make has a time limit (DESIGN.md §5,
// docs/offline.md): a connection that stalls — no answer, or an answer that stops half way — is
// given up, so that no button spins forever and no lock is held across an unbounded wait.
//
//   deadlineMs: the whole request (headers and body) must be done by then (writes, outbox sends);
//   idleMs:     at most this long without a byte arriving (long lists that stream for a while).

/** The outbox and every write give up after this long. */
export const SEND_TIMEOUT_MS = 15_000;
/** A read gives up when nothing arrived for this long. */
export const READ_IDLE_TIMEOUT_MS = 30_000;
/** An upload or a streamed answer (an import) gives up when nothing arrived for this long. */
export const STREAMED_IDLE_TIMEOUT_MS = 120_000;

/** The request took longer than its limit (named like the DOMException fetch uses for timeouts). */
export class RequestTimeoutError extends Error {
  constructor(readonly limitMs: number) {
    super(`request timed out after ${limitMs} ms`);
    this.name = 'TimeoutError';
  }
}

export function isTimeoutError(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

export interface TimedFetchOptions {
  deadlineMs?: number;
  idleMs?: number;
  /** A successful answer's text as it arrives (a streamed answer read line by line). */
  onText?: (chunk: string) => void;
}

export interface TimedAnswer {
  status: number;
  ok: boolean;
  text: string;
  /** The media type, lower case, without parameters ('' when none was sent). */
  type: string;
}

/**
 * `fetch` and read the body as text within the limits. Throws RequestTimeoutError when a limit
 * passed, the caller's AbortError when its signal aborted, and fetch's TypeError for no network.
 */
export async function timedFetch(url: string, init: RequestInit, limits: TimedFetchOptions): Promise<TimedAnswer> {
  const controller = new AbortController();
  const outer = init.signal;
  let timedOut: RequestTimeoutError | null = null;
  const expire = (ms: number) => () => {
    timedOut = new RequestTimeoutError(ms);
    controller.abort(timedOut);
  };
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', onOuterAbort, { once: true });

  const deadline = limits.deadlineMs ? setTimeout(expire(limits.deadlineMs), limits.deadlineMs) : undefined;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    if (!limits.idleMs) return;
    clearTimeout(idle);
    idle = setTimeout(expire(limits.idleMs), limits.idleMs);
  };
  try {
    touch();
    const res = await fetch(url, { ...init, signal: controller.signal });
    touch();
    let text = '';
    if (res.body) {
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        touch();
        const chunk = decoder.decode(value, { stream: true });
        if (res.ok && limits.onText) limits.onText(chunk);
        text += chunk;
      }
      const rest = decoder.decode();
      if (res.ok && limits.onText && rest) limits.onText(rest);
      text += rest;
    }
    return { status: res.status, ok: res.ok, text, type: mediaType(res.headers.get('content-type')) };
  } catch (error) {
    if (timedOut) throw timedOut;
    throw error;
  } finally {
    clearTimeout(deadline);
    clearTimeout(idle);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaType(header: string | null): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

export interface ServerAnswer {
  /** 0 when the server did not answer (or something else answered in its place). */
  status: number;
  body: unknown;
}

/**
 * What the server said. Every /api answer is JSON (a CSV export is text/csv, the import's progress
 * application/x-ndjson; 204 and 304 are empty), so an answer below 500 that is none of those, or
 * JSON that does not parse, came from something else (a captive portal's page, a proxy) or was
 * cut: status 0, like no answer at all, never a success to drop an outbox entry on nor a refusal
 * to end a session on (DESIGN.md §4). A 5xx keeps its status (a server or gateway fault), with
 * the server's body when it sent one.
 */
export function serverAnswer(answer: TimedAnswer): ServerAnswer {
  const { status } = answer;
  const notTheServer = { status: status >= 500 ? status : 0, body: null };
  if (status === 204 || status === 304) return { status, body: null };
  if (answer.type === 'text/csv' || answer.type === 'application/x-ndjson') return { status, body: answer.text };
  if (answer.type !== 'application/json') return notTheServer;
  try {
    return { status, body: JSON.parse(answer.text) as unknown };
  } catch {
    return notTheServer;
  }
}

/** A 2xx status. */
export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** No answer (0), a time limit (408), too many requests (429) or a server fault (5xx): worth a later try, never a refusal. */
export function isTransientStatus(status: number): boolean {
  return status === 0 || status >= 500 || status === 408 || status === 429;
}
