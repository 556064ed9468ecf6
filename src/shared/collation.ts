// Turkish alphabetical order for every list and picker ordered by a name: 'Çağrı' after 'Cem',
// 'İrem' after 'Hakan' and before 'Jale', 'Işık' before 'İrem'. The server sorts its name-ordered
// answers with the same comparator in code, because PostgreSQL may run with the C locale (byte
// order: 'Zeynep' before 'İrem') and PGlite has no ICU collations.
//   sortByName(warehouses)                     // by .name
//   sortByKey(users, (u) => [u.first_name, u.last_name])

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/** Turkish order of two texts; numbers inside compare by value ('Depo 2' before 'Depo 10'). */
export function compareTurkish(a: string | null | undefined, b: string | null | undefined): number {
  return collator.compare(a ?? '', b ?? '');
}

/** Compares two rows by one or more texts, the first difference deciding. */
export function compareByKey<T>(key: (row: T) => string | readonly (string | null | undefined)[]) {
  return (a: T, b: T): number => {
    const ka = key(a);
    const kb = key(b);
    if (typeof ka === 'string' || typeof kb === 'string') return compareTurkish(String(ka), String(kb));
    for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
      const c = compareTurkish(ka[i], kb[i]);
      if (c !== 0) return c;
    }
    return 0;
  };
}

/** A new array in Turkish order of the key (stable: equal keys keep their order). */
export function sortByKey<T>(rows: readonly T[], key: (row: T) => string | readonly (string | null | undefined)[]): T[] {
  return [...rows].sort(compareByKey(key));
}

/** A new array in Turkish order of `name`: warehouses, brands, categories, departments, roles, repairers. */
export function sortByName<T extends { name: string }>(rows: readonly T[]): T[] {
  return sortByKey(rows, (r) => r.name);
}

/** Select options ({ value: id, label: name }) in Turkish order: every picker of named records. */
export function nameOptions(rows: readonly { id: string; name: string }[] | undefined): { value: string; label: string }[] {
  return sortByName(rows ?? []).map((r) => ({ value: r.id, label: r.name }));
}
