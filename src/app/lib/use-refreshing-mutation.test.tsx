import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useRefreshingMutation } from './use-refreshing-mutation';

function setUp() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(['webhooks'], ['eski']);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const stale = () => client.getQueryState(['webhooks'])?.isInvalidated;
  return { wrapper, stale };
}

const refused = () => Promise.reject(new Error('409'));

describe('a mutation that refreshes what it changed', () => {
  it('refreshes its lists after a success, and only then settles', async () => {
    const { wrapper, stale } = setUp();
    const { result } = renderHook(() => useRefreshingMutation((n: number) => Promise.resolve(n + 1), [['webhooks']]), { wrapper });
    let answer = 0;
    await act(async () => {
      answer = await result.current.mutateAsync(1);
    });
    expect(answer).toBe(2);
    expect(stale()).toBe(true);
  });

  it('leaves them after a failure, unless asked to refresh after a failure too', async () => {
    const plain = setUp();
    const once = renderHook(() => useRefreshingMutation(refused, [['webhooks']]), { wrapper: plain.wrapper });
    await act(() => once.result.current.mutateAsync().catch(() => undefined));
    expect(plain.stale()).toBe(false);

    const always = setUp();
    const twice = renderHook(() => useRefreshingMutation(refused, [['webhooks']], { afterFailureToo: true }), { wrapper: always.wrapper });
    await act(() => twice.result.current.mutateAsync().catch(() => undefined));
    expect(always.stale()).toBe(true);
  });
});
