// The load-error toast: once per failure whoever reads the query, only while a screen reads it with
// a text, never from a screen reading it `quietly`.
import { QueryObserver } from '@tanstack/react-query';
import { toast } from './toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { queryClient, quietly } from './query-client';

let n = 0;
/** A query that fails with a 404 (not retried), and its own toast text. */
function failing() {
  n += 1;
  const errorMessage = `Liste ${n} yüklenirken bir hata oluştu.`;
  const options = {
    queryKey: ['failing', n] as readonly unknown[],
    queryFn: (): Promise<unknown> => Promise.reject(new ApiError(404, 'Bulunamadı.', null)),
    meta: { errorMessage },
  };
  return { options, errorMessage };
}

// Counts the toasts asked for (sonner still shows them: the spy passes each call on).
const asked = vi.spyOn(toast, 'error');
const shown = (text: string) => asked.mock.calls.filter(([message]) => message === text).length;

/** Subscribes observers (as mounted screens do) and waits for the query to fail. */
async function observe(...observers: QueryObserver[]): Promise<() => void> {
  const unsubscribe = observers.map((o) => o.subscribe(() => undefined));
  await vi.waitFor(() => expect(observers[0]!.getCurrentResult().isError).toBe(true));
  return () => unsubscribe.forEach((u) => u());
}

beforeEach(() => {
  asked.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => queryClient.clear());

describe('load-error toast', () => {
  it('shows the query’s text once, however many screens read the failed query', async () => {
    const { options, errorMessage } = failing();
    const stop = await observe(new QueryObserver(queryClient, options), new QueryObserver(queryClient, options));
    expect(shown(errorMessage)).toBe(1);
    stop();
  });

  it('shows it again for the next failure', async () => {
    const { options, errorMessage } = failing();
    const observer = new QueryObserver(queryClient, options);
    const stop = await observe(observer);
    await observer.refetch();
    expect(shown(errorMessage)).toBe(2);
    stop();
  });

  it('stays quiet when no screen reads the query, or only reads it quietly', async () => {
    const { options, errorMessage } = failing();
    await expect(queryClient.fetchQuery(options)).rejects.toThrow('Bulunamadı.');
    const stop = await observe(new QueryObserver(queryClient, quietly(options)));
    expect(shown(errorMessage)).toBe(0);
    stop();
  });

  it('a screen with the text beside a quiet one still says it', async () => {
    const { options, errorMessage } = failing();
    const stop = await observe(new QueryObserver(queryClient, quietly(options)), new QueryObserver(queryClient, options));
    expect(shown(errorMessage)).toBe(1);
    stop();
  });

  it('says nothing when the screen shows what it has and only the network failed (offline, no answer, 5xx)', async () => {
    for (const status of [0, 503]) {
      const { options, errorMessage } = failing();
      const kept = { current: ['Teslim şartları'] };
      queryClient.setQueryData(options.queryKey, kept);
      const observer = new QueryObserver(queryClient, {
        ...options,
        queryFn: () => Promise.reject(new ApiError(status, 'Sunucuya ulaşılamıyor.', null)),
        retry: false,
        staleTime: 0,
      });
      const stop = observer.subscribe(() => undefined);
      await observer.refetch();
      expect(observer.getCurrentResult().data).toBe(kept);
      expect(shown(errorMessage)).toBe(0);
      stop();
    }
  });

  it('still says a refusal when rows are shown', async () => {
    const { options, errorMessage } = failing();
    queryClient.setQueryData(options.queryKey, ['kept']);
    const observer = new QueryObserver(queryClient, { ...options, staleTime: 0 });
    const stop = observer.subscribe(() => undefined);
    await observer.refetch();
    expect(shown(errorMessage)).toBe(1);
    stop();
  });
});

describe('invalidation after a write', () => {
  it('reaches a first load that was on its way: the screen ends on what the server holds after the write', async () => {
    let stored = 'Beklemede';
    let calls = 0;
    let release = (): void => undefined;
    // The server reads when asked; the first answer arrives only after the write has landed.
    const queryFn = (): Promise<string> => {
      calls += 1;
      const read = stored;
      if (calls > 1) return Promise.resolve(read);
      return new Promise((resolve) => {
        release = () => resolve(read);
      });
    };
    const observer = new QueryObserver(queryClient, { queryKey: ['faults', 'page', 'q=TR-A-1'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(calls).toBe(1));

    stored = 'Tamirde';
    const refreshed = queryClient.invalidateQueries({ queryKey: ['faults'] });
    release();
    await refreshed;

    expect(observer.getCurrentResult().data).toBe('Tamirde');
    expect(calls).toBe(2);
    unsubscribe();
  });

  it('asks once when nothing was on its way', async () => {
    let calls = 0;
    const observer = new QueryObserver(queryClient, { queryKey: ['faults', 'list'], queryFn: () => Promise.resolve(++calls) });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(1));
    await queryClient.invalidateQueries({ queryKey: ['faults'] });
    expect(observer.getCurrentResult().data).toBe(2);
    unsubscribe();
  });
});
