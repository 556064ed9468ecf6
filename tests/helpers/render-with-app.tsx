// Component tests of screens that talk to /api (with fake-api.ts): the component with a fresh query
// client, the real session and the toaster, as the app renders it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { expect } from 'vitest';
import { SessionProvider } from '@app/lib/session';

// These screens load code on first use (the reference lists' reader, the device copy): on a loaded
// machine the first answer can take longer than Testing Library's 1 s default wait. A wait still
// ends the moment its condition holds.
configure({ asyncUtilTimeout: 4_000 });

/** Renders `ui` with a fresh query client, the real session and the toaster, as the app does. */
export function renderWithApp(ui: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <SessionProvider>
          {ui}
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>,
    ),
  };
}

/** `renderWithApp` for a screen that navigates: the screen as the page of a memory router at `path`. */
export async function renderRoutedWithApp(ui: ReactNode, path = '/', client?: QueryClient) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = renderWithApp(<RouterProvider router={router} />, client);
  await router.load();
  return { ...view, router };
}

/** A user at the keyboard without a pause between keys (typing a long Turkish name key by key is the slow part of a form test). */
export const typist = () => userEvent.setup({ delay: null });

/** Replaces a box's text as a paste does (one input event): quicker than typing for text whose keys do not matter. */
export async function fill(user: ReturnType<typeof typist>, box: HTMLElement, text: string): Promise<void> {
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

/** Types each search of `found` into `box` in turn (as a paste) and expects `shown()` to list what that search maps to. */
export async function expectSearchFinds(
  user: ReturnType<typeof typist>,
  box: HTMLElement,
  shown: () => unknown[],
  found: ReadonlyArray<readonly [string, unknown[]]>,
): Promise<void> {
  for (const [typed, listed] of found) {
    await fill(user, box, typed);
    expect(shown()).toEqual(listed);
  }
}

/** A user choosing a file through the file dialog's 'All files': the accept list is only a hint there. */
export const anyFileChooser = () => userEvent.setup({ delay: null, applyAccept: false });
