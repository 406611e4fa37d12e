import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../infra/db/client.js';
import { createTestDb } from '../../../test/test-db.js';
import { seedRuns } from '../../schema/index.js';
import { orderSeeds, runSeeds, type Seed } from '../runner.js';

const noServices = () => {
  throw new Error('these seeds use no services');
};
const options = { shops: 0, demo: true };

function recorder() {
  const calls: string[] = [];
  const seed = (name: string, dependsOn: string[] = [], extra: Partial<Seed> = {}): Seed => ({
    name,
    dependsOn,
    run: async () => {
      calls.push(name);
    },
    ...extra,
  });
  return { calls, seed };
}

describe('orderSeeds', () => {
  it('puts every seed after the seeds it depends on, whatever the listed order', () => {
    const { seed } = recorder();
    const order = orderSeeds([seed('booking', ['shops', 'owner']), seed('owner', ['shops']), seed('shops')]);
    expect(order.map((s) => s.name)).toEqual(['shops', 'owner', 'booking']);
  });

  it('refuses an unknown dependency and a cycle', () => {
    const { seed } = recorder();
    expect(() => orderSeeds([seed('a', ['missing'])])).toThrow('depends on unknown seed missing');
    expect(() => orderSeeds([seed('a', ['b']), seed('b', ['a'])])).toThrow('seed cycle');
  });
});

describe('runSeeds', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('runs each seed once, records it, and skips a seed turned off together with what depends on it', async () => {
    const { calls, seed } = recorder();
    const seeds = [
      seed('base'),
      seed('demo', ['base'], { when: (o) => !o.demo }),
      seed('demo-extra', ['demo']),
      seed('more', ['base']),
    ];
    expect(await runSeeds(handle.db, seeds, options, noServices)).toEqual(['base', 'more']);
    expect(await runSeeds(handle.db, seeds, options, noServices)).toEqual([]);
    expect(calls).toEqual(['base', 'more']);
    const recorded = await handle.db.select().from(seedRuns);
    expect(recorded.map((r) => r.name).sort()).toEqual(['base', 'more']);
    // With other options the skipped seeds run later, once.
    expect(await runSeeds(handle.db, seeds, { ...options, demo: false }, noServices)).toEqual([
      'demo',
      'demo-extra',
    ]);
  });

  it('a failing seed leaves neither its rows nor its record behind', async () => {
    const failing: Seed = {
      name: 'failing',
      dependsOn: [],
      run: async ({ db }) => {
        await db.insert(seedRuns).values({ name: 'written-by-failing' });
        throw new Error('boom');
      },
    };
    await expect(runSeeds(handle.db, [failing], options, noServices)).rejects.toThrow('boom');
    const names = (await handle.db.select().from(seedRuns)).map((r) => r.name);
    expect(names).not.toContain('failing');
    expect(names).not.toContain('written-by-failing');
  });

  it('on a database seeded before seeds were recorded, adopts what is already there instead of running it', async () => {
    const fresh = await createTestDb();
    try {
      const { calls, seed } = recorder();
      const seeds = [
        seed('old', [], { adopt: async () => true }),
        seed('new', ['old'], { adopt: async () => false }),
      ];
      expect(await runSeeds(fresh.db, seeds, options, noServices)).toEqual(['new']);
      expect(calls).toEqual(['new']);
      expect((await fresh.db.select().from(seedRuns)).map((r) => r.name).sort()).toEqual(['new', 'old']);
    } finally {
      await fresh.close();
    }
  });
});
