// The server's one way to write a log line. Nothing secret may reach it: a query error is logged by
// its message and code without the query's parameters (they carry password hashes, signatures,
// e-mails), tokens, hashes and data URLs are masked wherever they appear, and control characters are
// escaped, so a line in the log is always one line the request could not forge.
import { isUuid } from '../shared/schemas/fields';

const MASK = '[gizli]';

// Control characters (C0, DEL, C1), line and paragraph separators, and unpaired surrogates.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function escapeControl(text: string): string {
  return text.replace(UNSAFE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Masks what must never be written down: hashes, bearer tokens, data URLs, long opaque tokens. */
export function redact(text: string): string {
  return text
    .replace(/\bparams:[\s\S]*$/, `params: ${MASK}`)
    .replace(/\$argon2[a-z]*\$[^\s"',)]*/gi, MASK)
    .replace(/\b(Bearer|Basic)\s+[^\s"',]+/gi, `$1 ${MASK}`)
    .replace(/data:[a-z]+\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=]*/gi, `data:${MASK}`)
    .replace(/[A-Za-z0-9_-]{32,}/g, (run) => (isUuid(run) ? run : MASK));
}

const MAX_LINE = 2000;

/** One safe line: redacted, control characters escaped, bounded in length. */
export function safeLine(text: string): string {
  const line = escapeControl(redact(text));
  return line.length > MAX_LINE ? `${line.slice(0, MAX_LINE)}…` : line;
}

/** An error as the log shows it: each cause's name, code and message, then the stack's frames. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let frames: string[] = [];
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e !== undefined && e !== null; depth++) {
    if (e instanceof Error) {
      const code = (e as { code?: unknown }).code;
      parts.push(safeLine(`${e.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${e.message}`));
      if (frames.length === 0)
        frames = (e.stack ?? '')
          .split('\n')
          .filter((l) => /^\s+at /.test(l))
          .slice(0, 8);
      e = e.cause;
    } else {
      parts.push(safeLine(typeof e === 'string' ? e : Object.prototype.toString.call(e)));
      break;
    }
  }
  return [parts.join(' ← '), ...frames.map((f) => `  ${safeLine(f.trim())}`)].join('\n');
}

export interface Logger {
  info(line: string): void;
  error(context: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (line) => console.log(safeLine(line)),
  error: (context, error) => console.error(error === undefined ? safeLine(context) : `${safeLine(context)} ${describeError(error)}`),
};
