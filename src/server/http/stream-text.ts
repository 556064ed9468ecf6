// Answers that are written as they are built (whole lists, CSV exports). Two failure rules:
// the first piece is built before the answer starts, so a failure there is an ordinary error
// answer (500 and its Turkish message); a failure after the answer has begun cuts the connection
// instead of ending the answer, so the client sees an interrupted transfer (a transient fault,
// tried again later) and never takes a cut-short list or file for a whole one.
import type { Context } from 'hono';
import { consoleLogger, type Logger } from '../log';

export async function streamText(c: Context, pieces: AsyncIterable<string>, headers: Record<string, string>): Promise<Response> {
  const source = pieces[Symbol.asyncIterator]();
  let ahead: IteratorResult<string> | null = await source.next();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const step = ahead ?? (await source.next());
        ahead = null;
        if (step.done) controller.close();
        else controller.enqueue(encoder.encode(step.value));
      } catch (error) {
        ((c.get('logger') as Logger | undefined) ?? consoleLogger).error(`[hata] ${c.req.method} ${c.req.path} (answer cut short)`, error);
        controller.error(error);
      }
    },
    async cancel() {
      // The client went away: stop building.
      await source.return?.();
    },
  });
  return c.body(body, 200, headers);
}
