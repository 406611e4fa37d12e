import { describe, expect, it } from 'vitest';
import type { Sql } from 'postgres';
import { preparedByDefault } from '../client.js';

interface Sent {
  query: string;
  prepare?: boolean;
  simple?: boolean;
}

/** A stand-in for the postgres.js client that records what each statement was sent with. */
function recordingClient(log: Sent[]) {
  const client = {
    unsafe: (query: string, _args?: unknown[], options?: { prepare?: boolean; simple?: boolean }) => {
      log.push({
        query,
        prepare: options?.prepare,
        ...(options && 'simple' in options ? { simple: options.simple } : {}),
      });
      return Promise.resolve([]);
    },
    begin: (fn: (tx: unknown) => unknown) => fn(recordingClient(log)),
    options: { parsers: {} },
  };
  return client as unknown as Sql;
}

describe('preparedByDefault', () => {
  it('prepares parameterised statements and single reads without any, but not scripts or pattern searches', async () => {
    const log: Sent[] = [];
    const sql = preparedByDefault(recordingClient(log));
    await sql.unsafe('select 1 from users where user_seq = $1', [1], { prepare: false });
    await sql.unsafe('create table t (x int); create index on t (x)', [], { prepare: false });
    await sql.unsafe('select 1 from posts where content ilike $1 and breed_seq = $2', ['%산책%', 3], {
      prepare: false,
    });
    await sql.unsafe('with page as (select 1 from posts limit 21) select * from page', [], {
      prepare: false,
    });
    await sql.unsafe('select 1; select 2', [], { prepare: false });
    await sql.unsafe('analyze community_posts', [], { prepare: false });
    expect(log.map(({ prepare, simple }) => ({ prepare, simple }))).toEqual([
      { prepare: true, simple: false },
      { prepare: false },
      { prepare: false },
      // Without `simple: false` postgres.js would send it by the simple protocol, unprepared.
      { prepare: true, simple: false },
      { prepare: false },
      { prepare: false },
    ]);
  });

  it('does the same inside a transaction', async () => {
    const log: Sent[] = [];
    const sql = preparedByDefault(recordingClient(log));
    await sql.begin((tx) => tx.unsafe('update users set nickname = $1', ['x'], { prepare: false }));
    expect(log).toEqual([{ query: 'update users set nickname = $1', prepare: true, simple: false }]);
  });
});
