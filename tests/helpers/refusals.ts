// Component tests of a screen's two ways to fail a change: the server refuses it (the screen shows the
// server's reason as it words it), then the network drops it (the screen shows its own words).
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { noAnswer, refusal, type FakeApi } from './fake-api';

export interface Refused {
  /** What the refusal says (`{ error }`), shown as it is. */
  reason: string;
  /** The refusal's status. */
  status?: number;
  /** What the screen says when no answer comes. */
  failure: string;
}

/**
 * `route` refuses with `reason`, then does not answer: `send` (a click on the button that makes the
 * request) is pressed once for each, and each time the screen's toast or message says the expected words.
 */
export async function expectRefusalThenNoAnswer(
  server: FakeApi,
  route: string,
  send: () => Promise<unknown>,
  { reason, status = 409, failure }: Refused,
): Promise<void> {
  server.answer(route, refusal(status, reason));
  await send();
  expect(await screen.findByText(reason)).toBeInTheDocument();
  server.answer(route, noAnswer);
  await send();
  expect(await screen.findByText(failure)).toBeInTheDocument();
}
