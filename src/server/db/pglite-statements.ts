// Repeated queries prepared once on PGlite, as PostgreSQL's driver already does on every connection.
//
// PGlite's own `query` parses, analyses and plans every call again (an unnamed statement: Parse,
// Describe, Bind, Describe, Execute, Sync, six passes into the engine). On the server's hot paths
// that was most of the cost: the session lookup every request makes took 1.1 ms on the large data
// and 0.35 ms prepared, the equipment list's version 1.3 against 0.26 ms (docs/performance.md,
// "Round 6"). postgres-js prepares each statement once per connection, so with this PGlite plans
// the way PostgreSQL does: custom plans for the first executions, then the generic plan when it is
// no dearer.
//
// A text is prepared on its second call (one-off statements are never kept) and at most
// `MAX_STATEMENTS` stay prepared, the least recently used closed first: a prepared statement lives
// in PGlite's WebAssembly heap, which never shrinks. Queries inside transactions go through the
// transaction's own handle and are left as they are.
import { parse, protocol, type messages, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const MAX_STATEMENTS = 48;
/** Texts seen once, remembered to be prepared on their second call. */
const MAX_SEEN = 512;
/** Longer texts (generated lists of ids) are rarely repeated word for word. */
const MAX_TEXT = 16 * 1024;

type Parser = (text: string, typeId?: number) => unknown;
type Serializer = (value: unknown) => string | Uint8Array;

/** What PGlite's own `query` reads off the instance; a release without it keeps its own `query`. */
interface PgliteInternals {
  parsers: Record<string | number, Parser>;
  serializers: Record<number, Serializer>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
}

interface Statement {
  name: string;
  /** Parameter type ids, as the database inferred them. */
  types: number[];
}

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The failure as PGlite's own `query` reports it: the database's error with the query beside it. */
function withQuery(error: unknown, query: string, params: readonly unknown[], options: QueryOptions | undefined): unknown {
  if (error && typeof error === 'object' && 'code' in error) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

/**
 * The result of one statement, as PGlite's own `parse.parseResults` reads it, without what made
 * that cost 0.3–0.5 ms a call: it copies the instance's 345 type parsers into a new object on every
 * call that brings parsers of its own (as drizzle's do on every query).
 */
function readResults<T>(
  received: readonly messages.BackendMessage[],
  parsers: Record<string | number, Parser>,
  options: QueryOptions | undefined,
): Results<T> {
  const own = options?.parsers as Record<number, Parser> | undefined;
  const value = (text: string | null, type: number) => {
    if (text === null) return null;
    const parser = own?.[type] ?? parsers[type];
    return parser ? parser(text, type) : text;
  };
  let fields: Array<{ name: string; dataTypeID: number }> = [];
  const rows: unknown[] = [];
  let affectedRows = 0;
  for (const message of received) {
    if (message.name === 'rowDescription') {
      fields = (message as messages.RowDescriptionMessage).fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    } else if (message.name === 'dataRow') {
      const values = (message as messages.DataRowMessage).fields.map((text, i) => value(text, fields[i]!.dataTypeID));
      rows.push(options?.rowMode === 'array' ? values : Object.fromEntries(values.map((v, i) => [fields[i]!.name, v])));
    } else if (message.name === 'commandComplete') {
      const words = (message as messages.CommandCompleteMessage).text.split(' ');
      const command = words[0] ?? '';
      const count = Number.parseInt(words[words.length - 1] ?? '', 10);
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command)) affectedRows += count;
      return { rows, fields, command, affectedRows, ...(Number.isNaN(count) ? {} : { rowCount: count }) } as unknown as Results<T>;
    }
  }
  return { rows, fields, affectedRows } as unknown as Results<T>;
}

/** PGlite's types declare these members; a release that lacks them at run time keeps its own `query`. */
function hasInternals(pglite: Partial<PgliteInternals>): pglite is PgliteInternals {
  return typeof pglite._runExclusiveTransaction === 'function' && !!pglite.parsers && !!pglite.serializers;
}

/** Makes `pglite.query` prepare the statements it is asked for more than once. */
export function prepareRepeatedQueries(pglite: PGlite): void {
  const internals: Partial<PgliteInternals> = pglite;
  if (!hasInternals(internals)) return;
  const { parsers, serializers } = internals;
  const inTurn = internals._runExclusiveTransaction.bind(pglite);
  const unprepared = pglite.query.bind(pglite);
  const statements = new Map<string, Statement>();
  const seen = new Set<string>();
  let named = 0;

  const send = async (messages: readonly Uint8Array[]) => (await pglite.execProtocol(joined(messages), { syncToFs: false })).messages;

  async function statementFor(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last: the first entry is the one to close.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `depo_${(named++).toString(36)}`;
    const described = await send([
      protocol.serialize.parse({ name, text, types: options?.paramTypes }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]);
    const statement = { name, types: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    if (statements.size > MAX_STATEMENTS) {
      const [oldText, oldest] = statements.entries().next().value!;
      statements.delete(oldText);
      await send([protocol.serialize.close({ type: 'S', name: oldest.name }), protocol.serialize.sync()]);
    }
    return statement;
  }

  async function forget(text: string): Promise<void> {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    await send([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]);
  }

  async function prepared<T>(text: string, params: readonly unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const outcome = await inTurn(() =>
      pglite.runExclusive(async () => {
        let messages;
        try {
          const statement = await statementFor(text, options);
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const type = statement.types[i] ?? 0;
            const serialize = (options?.serializers?.[type] as Serializer | undefined) ?? serializers[type];
            return serialize ? serialize(value) : String(value as string);
          });
          messages = await send([
            protocol.serialize.bind({ statement: statement.name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]);
        } catch (error) {
          // A failed call is rare (a value the database refuses); the statement is prepared
          // afresh next time, and one whose result changed shape under it (a table altered since:
          // "cached plan must not change result type") is answered unprepared now.
          await forget(text);
          if ((error as { code?: unknown }).code === '0A000') return { retry: true as const };
          throw withQuery(error, text, params, options);
        }
        await pglite.syncToFs();
        return { results: readResults<T>(messages, parsers, options) };
      }),
    );
    return 'retry' in outcome ? unprepared<T>(text, [...params], options) : outcome.results;
  }

  pglite.query = <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob || text.length > MAX_TEXT) return unprepared<T>(text, params, options);
    if (!statements.has(text)) {
      if (!seen.has(text)) {
        seen.add(text);
        if (seen.size > MAX_SEEN) seen.delete(seen.values().next().value!);
        return unprepared<T>(text, params, options);
      }
      seen.delete(text);
    }
    return prepared<T>(text, params ?? [], options);
  };
}
