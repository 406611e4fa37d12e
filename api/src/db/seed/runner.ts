import { sql } from 'drizzle-orm';
import type { Services } from '../../container.js';
import type { Db } from '../../infra/db/client.js';
import { seedRuns } from '../schema/index.js';

export interface SeedOptions {
  /** Generated shops (default 300). */
  shops?: number;
  /** The demo owner, staff, invitations and reservations (default true; tests turn them off). */
  demo?: boolean;
}

export interface SeedContext {
  /** The seed's transaction: for reference and bulk data that no service writes. */
  db: Db;
  /** Services bound to the same transaction: for rows a service writes (accounts, pets, reservations…). */
  services: Services;
  options: Required<SeedOptions>;
  /** The seed time; demo data is dated relative to it. */
  now: Date;
}

/** One domain's seed: runs once per database, after the seeds it depends on. */
export interface Seed {
  name: string;
  dependsOn: string[];
  /** False: skipped (not recorded, so a later run with other options may still run it). */
  when?: (options: Required<SeedOptions>) => boolean;
  run(ctx: SeedContext): Promise<void>;
  /**
   * For databases seeded before seeds were recorded: true when this seed's data is already there, so it is
   * recorded without running again.
   */
  adopt?: (db: Db) => Promise<boolean>;
}

/** The seeds in an order where each comes after what it depends on; throws on an unknown name or a cycle. */
export function orderSeeds(seeds: Seed[]): Seed[] {
  const byName = new Map(seeds.map((s) => [s.name, s]));
  const out: Seed[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (s: Seed, path: string[]) => {
    if (state.get(s.name) === 'done') return;
    if (state.get(s.name) === 'visiting') throw new Error(`seed cycle: ${[...path, s.name].join(' → ')}`);
    state.set(s.name, 'visiting');
    for (const dep of s.dependsOn) {
      const d = byName.get(dep);
      if (!d) throw new Error(`seed ${s.name} depends on unknown seed ${dep}`);
      visit(d, [...path, s.name]);
    }
    state.set(s.name, 'done');
    out.push(s);
  };
  for (const s of seeds) visit(s, []);
  return out;
}

/**
 * Runs every seed that has not run on this database yet, each in its own transaction together with its record
 * in `seed_runs`. A seed whose dependency was skipped is skipped too. Returns the names that ran.
 */
export async function runSeeds(
  db: Db,
  seeds: Seed[],
  options: Required<SeedOptions>,
  servicesFor: (tx: Db) => Services,
  now = new Date(),
  /** Told how long each seed that ran took (the start-up log names the slow ones). */
  onRan?: (name: string, ms: number) => void,
): Promise<string[]> {
  const done = new Set((await db.select({ name: seedRuns.name }).from(seedRuns)).map((r) => r.name));
  const ordered = orderSeeds(seeds);
  // Nothing recorded: a fresh database, or one seeded before seeds were recorded. Then each `adopt` probe looks at
  // the data as it was before this run (not at what an earlier seed of this run just wrote).
  const adopted = new Set<string>();
  if (done.size === 0) for (const s of ordered) if (s.adopt && (await s.adopt(db))) adopted.add(s.name);
  const skipped = new Set<string>();
  const ran: string[] = [];
  for (const s of ordered) {
    if (done.has(s.name)) continue;
    if ((s.when && !s.when(options)) || s.dependsOn.some((d) => skipped.has(d))) {
      skipped.add(s.name);
      continue;
    }
    const started = performance.now();
    await db.transaction(async (tx) => {
      let services: Services | undefined;
      const ctx: SeedContext = {
        db: tx,
        // Built on first use: reference-data seeds never need them.
        get services() {
          return (services ??= servicesFor(tx));
        },
        options,
        now,
      };
      if (!adopted.has(s.name)) await s.run(ctx);
      await tx.insert(seedRuns).values({ name: s.name });
    });
    done.add(s.name);
    if (!adopted.has(s.name)) {
      ran.push(s.name);
      onRan?.(s.name, performance.now() - started);
    }
  }
  return ran;
}

/** Fresh planner statistics after a bulk load, so the first queries get sane plans. */
export async function analyze(db: Db) {
  await db.execute(sql`analyze`);
}
