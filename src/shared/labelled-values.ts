// A closed set of values with a Turkish label each (statuses, kinds, events, sorts), written as one
// table so that no value goes without its label: the values, in the table's order, for pickers and
// validation, and the labels for the screens, the documents and the exports.

export interface LabelledValues<K extends string> {
  /** The values in the order of the table. */
  values: readonly [K, ...K[]];
  labels: Record<K, string>;
}

export function labelledValues<K extends string>(labels: Record<K, string>): LabelledValues<K> {
  return { values: Object.keys(labels) as [K, ...K[]], labels };
}

/** A value's label from its table; a value this side does not know yet (a newer server) is shown as it came, never as another one. */
export function labelIn<K extends string>(labels: Record<K, string>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value as K] : value;
}
