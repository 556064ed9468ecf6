// The page's side of a list's address (list-search.ts): the values, a setter and a reset. Apart
// from the route's validator, so that only the few lines the routes need ride in the first script.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { readFields, textOf, type AddressSearch, type SearchParam, type SearchParams } from './list-search';

/**
 * The list's values from the address, and a setter. Text fields are answered from a draft as the
 * user types (the address follows on each keystroke, replaced), so the caret never jumps.
 */
export function useListSearch<F extends Record<string, string | number>>(
  fields: SearchParams<F>,
): [F, (patch: Partial<F>) => void, () => void] {
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const fromAddress = useMemo(() => readFields(fields, search as Record<string, unknown>), [fields, search]);
  const textNames = useMemo(() => Object.keys(fields).filter((name) => fields[name as keyof F].text), [fields]);
  const [drafts, setDrafts] = useState<Record<string, string>>(() =>
    Object.fromEntries(textNames.map((name) => [name, String(fromAddress[name])])),
  );
  // What the address should say after this page's last write: an address that says something else
  // (back, forward, a link) replaces the draft.
  const expected = useRef(drafts);
  useEffect(() => {
    const changed = textNames.filter((name) => String(fromAddress[name]) !== expected.current[name]);
    if (changed.length === 0) return;
    const next = { ...expected.current };
    for (const name of changed) next[name] = String(fromAddress[name]);
    expected.current = next;
    setDrafts((d) => ({ ...d, ...Object.fromEntries(changed.map((name) => [name, next[name]!])) }));
  }, [fromAddress, textNames]);

  const set = useCallback(
    (input: Partial<F>) => {
      const patch: Record<string, string | number | undefined> = { ...input };
      const typed: Record<string, string> = {};
      for (const name of textNames) {
        const text = patch[name];
        if (typeof text !== 'string') continue;
        typed[name] = text;
        const keep = fields[name as keyof F].keep;
        const cleaned = keep && !keep(text) ? '' : (textOf(text) ?? '');
        patch[name] = cleaned;
        expected.current = { ...expected.current, [name]: cleaned };
      }
      if (Object.keys(typed).length > 0) setDrafts((d) => ({ ...d, ...typed }));
      const resetsPage = Object.keys(patch).some((name) => name !== 'page') && !('page' in patch) && 'page' in fields;
      void navigate({
        to: '.',
        replace: true,
        search: (prev: AddressSearch) => {
          const next: AddressSearch = { ...prev };
          const entries = Object.entries(patch);
          if (resetsPage) entries.push(['page', undefined]);
          for (const [name, value] of entries) {
            const param = fields[name as keyof F] as SearchParam<string | number> | undefined;
            if (!param) continue;
            next[param.key] = value === undefined || value === param.fallback ? undefined : param.write(value);
          }
          return next;
        },
      });
    },
    [fields, navigate, textNames],
  );
  // A link carrying text its field keeps off the address (a national id): the page searches for
  // it, as if typed, and the address (with the history entry) is replaced without it.
  useEffect(() => {
    const refused = textNames.filter((name) => {
      const keep = fields[name as keyof F].keep;
      const text = String(fromAddress[name]);
      return keep !== undefined && text !== '' && !keep(text);
    });
    if (refused.length > 0) set(Object.fromEntries(refused.map((name) => [name, String(fromAddress[name])])) as Partial<F>);
  }, [fields, fromAddress, set, textNames]);
  const clear = useCallback(() => {
    const patch: Record<string, string | number> = {};
    for (const [name, param] of Object.entries<SearchParam<string | number>>(fields)) patch[name] = param.fallback;
    set(patch as Partial<F>);
  }, [fields, set]);

  const values = useMemo(() => {
    const out: Record<string, string | number> = { ...fromAddress, ...drafts };
    // Typed text not yet in the address already narrows the list: show its first page.
    if ('page' in fields && textNames.some((name) => drafts[name] !== String(fromAddress[name]))) out.page = 1;
    return out as F;
  }, [fromAddress, drafts, fields, textNames]);
  return [values, set, clear];
}
