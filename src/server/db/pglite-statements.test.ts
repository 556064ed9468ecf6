// Repeated queries prepared once on PGlite answer exactly what PGlite's own `query` answers.
import { PGlite, types, type Results } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareRepeatedQueries } from './pglite-statements';

let pg: PGlite;
/** PGlite's own `query`, unprepared. */
const ownQuery = <T = unknown>(text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
  PGlite.prototype.query.call(pg, text, params, options) as Promise<Results<T>>;
const count = async (sql: string, params: unknown[] = []) => (await ownQuery<{ n: number }>(sql, params)).rows[0]!.n;
const preparedCount = () => count('select count(*)::int as n from pg_prepared_statements');
/** How many times this text is prepared now (whatever the other tests left in the cache). */
const preparedTimes = (text: string) => count('select count(*)::int as n from pg_prepared_statements where statement = $1', [text]);

beforeAll(async () => {
  pg = await PGlite.create();
  prepareRepeatedQueries(pg);
  await pg.exec(`create table t (id uuid primary key, name text, at timestamptz, data bytea, n numeric);
    insert into t values ('2f1b5d6e-0c1a-4c2e-9a57-4a3b1c2d3e4f', 'Işık', '2026-01-02T03:04:05.678Z', '\\x0102', 1.5), ('7a1b5d6e-0c1a-4c2e-9a57-4a3b1c2d3e4f', null, null, null, null);`);
}, 60_000);
afterAll(async () => {
  await pg?.close();
});

describe('PGlite statements prepared on their second call', () => {
  it('answer as PGlite itself: rows, fields, parsers given by the caller, array rows, nulls, bytes', async () => {
    const text = 'select id, name, at, data, n from t where name is distinct from $1 order by id';
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => `zaman:${value}` } };
    const expected = await ownQuery(text, ['yok'], options);
    expect(await preparedTimes(text)).toBe(0);
    for (let i = 0; i < 3; i++) {
      const answer = await pg.query(text, ['yok'], options);
      expect({ rows: answer.rows, fields: answer.fields }).toEqual({ rows: expected.rows, fields: expected.fields });
    }
    expect(await preparedTimes(text)).toBe(1);
    const objects = await pg.query<{ name: string | null }>('select name from t order by id');
    expect(objects.rows).toEqual([{ name: 'Işık' }, { name: null }]);
    // A bytea parameter goes in as bytes.
    const bytes = new Uint8Array([1, 2]);
    for (let i = 0; i < 2; i++)
      expect((await pg.query<{ n: number }>('select count(*)::int as n from t where data = $1', [bytes])).rows).toEqual([{ n: 1 }]);
  });

  it('report a write as PGlite does', async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await pg.query("update t set name = name where id = '7a1b5d6e-0c1a-4c2e-9a57-4a3b1c2d3e4f'");
      expect(answer.affectedRows).toBe(1);
    }
  });

  it('fail with the database error and its code, and answer again afterwards', async () => {
    const text = 'select name from t where id = $1::uuid';
    await pg.query(text, ['2f1b5d6e-0c1a-4c2e-9a57-4a3b1c2d3e4f']);
    const error = await pg.query(text, ['not-a-uuid']).then(
      () => null,
      (e: unknown) => e as { code?: string; query?: string },
    );
    expect(error).toMatchObject({ code: '22P02', query: text });
    expect((await pg.query(text, ['2f1b5d6e-0c1a-4c2e-9a57-4a3b1c2d3e4f'])).rows).toEqual([{ name: 'Işık' }]);
  });

  it('answer a statement whose table changed shape under it', async () => {
    const text = 'select * from t order by id limit 1';
    await pg.query(text);
    await pg.query(text);
    await pg.exec('alter table t add column extra text');
    expect(Object.keys((await pg.query<Record<string, unknown>>(text)).rows[0]!)).toContain('extra');
    expect(Object.keys((await pg.query<Record<string, unknown>>(text)).rows[0]!)).toContain('extra');
  });

  it('keep at most 48 prepared, one-off texts never', async () => {
    for (let i = 0; i < 80; i++) await pg.query(`select ${i} as once`);
    const afterOnce = await preparedCount();
    for (let i = 0; i < 80; i++) {
      await pg.query(`select ${i} as twice`);
      await pg.query(`select ${i} as twice`);
    }
    expect(afterOnce).toBeLessThanOrEqual(48);
    expect(await preparedCount()).toBe(48);
  });
});
