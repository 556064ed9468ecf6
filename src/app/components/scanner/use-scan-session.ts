// What became of each serial read in one scanning session (a dialog, or a form's inline camera):
// the handler's verdict, a beep, and the last few lines of feedback. The camera sees a code many
// times a second: the same code again within REPEAT_MS is one scan. Reads are handled one after
// the other, in the order they came; once a one-item session took its item, it takes no more.
import { useCallback, useEffect, useRef, useState } from 'react';
import { beep } from '@app/lib/scanner/beep';

/** nothing/true = taken (short high beep); false or a Turkish message = refused (low double tone, message shown). */
export type ScanVerdict = void | boolean | string;
export type ScanHandler = (serial: string) => ScanVerdict | Promise<ScanVerdict>;

export interface ScanFeedback {
  key: number;
  ok: boolean;
  text: string;
}

/** The same code seen by the camera again within this time is one scan. */
export const REPEAT_MS = 2500;
const KEPT_LINES = 6;

export function useScanSession(onScan: ScanHandler, onTaken?: () => void) {
  const [feedback, setFeedback] = useState<ScanFeedback[]>([]);
  const onScanRef = useRef(onScan);
  const onTakenRef = useRef(onTaken);
  const recent = useRef(new Map<string, number>());
  const seq = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const done = useRef(false);
  useEffect(() => {
    onScanRef.current = onScan;
    onTakenRef.current = onTaken;
  });

  const say = useCallback((ok: boolean, text: string) => {
    setFeedback((list) => [{ key: seq.current++, ok, text }, ...list].slice(0, KEPT_LINES));
  }, []);

  const process = useCallback(
    async (serial: string) => {
      if (done.current) return;
      let verdict: ScanVerdict;
      try {
        verdict = await onScanRef.current(serial);
      } catch {
        verdict = `${serial}: işlenemedi.`;
      }
      const refused = verdict === false || typeof verdict === 'string';
      beep(refused ? 'error' : 'ok');
      say(!refused, typeof verdict === 'string' ? verdict : refused ? `${serial}: bu işlem için uygun değil.` : `${serial} okundu.`);
      if (!refused && onTakenRef.current) {
        done.current = true;
        onTakenRef.current();
      }
    },
    [say],
  );

  const handle = useCallback(
    (raw: string, fromCamera: boolean): Promise<void> => {
      const serial = raw.trim();
      if (!serial || done.current) return Promise.resolve();
      const now = Date.now();
      const last = recent.current.get(serial);
      if (fromCamera && last !== undefined && now - last < REPEAT_MS) return Promise.resolve();
      recent.current.set(serial, now);
      queue.current = queue.current.then(() => process(serial));
      return queue.current;
    },
    [process],
  );

  const reset = useCallback(() => {
    setFeedback([]);
    recent.current.clear();
    done.current = false;
  }, []);

  return { feedback, handle, say, reset };
}
