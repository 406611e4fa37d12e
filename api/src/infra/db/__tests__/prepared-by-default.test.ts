import { describe, expect, it } from 'vitest';
import type { Sql } from 'postgres';
import { preparedByDefault } from '../client.js';

/** A stand-in for the postgres.js client that records what each statement was sent with. */
function recordingClient(log: { query: string; prepare?: boolean }[]) {
  const client = {
    unsafe: (query: string, _args?: unknown[], options?: { prepare?: boolean }) => {
      log.push({ query, prepare: options?.prepare });
      return Promise.resolve([]);
    },
    begin: (fn: (tx: unknown) => unknown) => fn(recordingClient(log)),
    options: { parsers: {} },
  };
  return client as unknown as Sql;
}

describe('preparedByDefault', () => {
  it('prepares parameterised statements even when drizzle asks for none, but not scripts or pattern searches', async () => {
    const log: { query: string; prepare?: boolean }[] = [];
    const sql = preparedByDefault(recordingClient(log));
    await sql.unsafe('select 1 from users where user_seq = $1', [1], { prepare: false });
    await sql.unsafe('create table t (x int); create index on t (x)', [], { prepare: false });
    await sql.unsafe('select 1 from posts where content ilike $1 and breed_seq = $2', ['%산책%', 3], {
      prepare: false,
    });
    expect(log.map((l) => l.prepare)).toEqual([true, false, false]);
  });

  it('does the same inside a transaction', async () => {
    const log: { query: string; prepare?: boolean }[] = [];
    const sql = preparedByDefault(recordingClient(log));
    await sql.begin((tx) => tx.unsafe('update users set nickname = $1', ['x'], { prepare: false }));
    expect(log).toEqual([{ query: 'update users set nickname = $1', prepare: true }]);
  });
});
