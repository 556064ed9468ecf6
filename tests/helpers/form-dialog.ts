// Component tests of a form in a dialog (the new/edit forms): its boxes by their labels, its Kaydet,
// and what a press of Kaydet that the form itself refuses must show and must not send.
import { screen, within } from '@testing-library/react';
import { expect, type Mock } from 'vitest';
import type { FakeApi } from './fake-api';
import type { typist } from './render-with-app';

export interface FormDialog {
  dialog: HTMLElement;
  /** The field whose label is exactly `label`. */
  box: (label: string) => HTMLElement;
  /** Presses the dialog's Kaydet. */
  submit: () => Promise<void>;
}

/** The open dialog named `name`, its fields and its Kaydet, pressed by `user`. */
export function formDialog(name: string, user: ReturnType<typeof typist>): FormDialog {
  const dialog = screen.getByRole('dialog', { name });
  return {
    dialog,
    box: (label) => within(dialog).getByLabelText(label, { exact: true }),
    submit: () => user.click(within(dialog).getByRole('button', { name: 'Kaydet' })),
  };
}

/** Kaydet is pressed: the dialog shows each of `messages` (the form's own words) and nothing goes to `route`. */
export async function expectFormRefusal(server: FakeApi, route: string, form: FormDialog, messages: readonly string[]): Promise<void> {
  await form.submit();
  for (const message of messages) expect(await within(form.dialog).findByText(message)).toBeInTheDocument();
  expect(server.sent(route)).toEqual([]);
}

/** `form.submit` is answered: the toast says `said`, `route` got exactly `bodies`, and the dialog was closed once. */
export async function expectSaved(
  server: FakeApi,
  route: string,
  form: { submit: () => Promise<unknown>; onClose: Mock },
  said: string,
  bodies: unknown[],
): Promise<void> {
  await form.submit();
  expect(await screen.findByText(said)).toBeInTheDocument();
  expect(server.sent(route)).toEqual(bodies);
  expect(form.onClose).toHaveBeenCalledTimes(1);
}
