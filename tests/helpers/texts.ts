// Component tests: what a run of elements reads, in the order shown (options, list items, links,
// column headers, the choices of a picker).
import { within } from '@testing-library/react';

/** Each element's text, in order. */
export const textsOf = (elements: readonly Element[]): Array<string | null> => elements.map((element) => element.textContent);

/** What each choice (`role`) in `container` shows in the part of its label that `selector` picks, in order. */
export const choiceTexts = (container: HTMLElement, role: 'radio' | 'checkbox', selector: string): Array<string | null | undefined> =>
  within(container)
    .queryAllByRole(role)
    .map((choice) => choice.closest('label')?.querySelector(selector)?.textContent);
