// The plan PostgreSQL runs a statement with, for tests that pin a query to its indexes: every node of
// `explain (analyze, format json)`, flattened, with what it read.
import { fillPlaceholders, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Order By'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

const flatten = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(flatten)];

/** Runs `query` under `explain (analyze, format json)` and returns its plan's nodes, root first. */
export async function explainNodes(db: Pick<Db, 'execute'>, query: SQLWrapper): Promise<PlanNode[]> {
  const result = await db.execute(sql`explain (analyze, format json) ${query}`);
  // postgres.js returns the rows as an array, PGlite as { rows }.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
  const raw = rows[0]['QUERY PLAN'];
  const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return flatten(doc[0].Plan);
}

/** A statement with placeholders, as the query builder has it before `.prepare()`. */
interface PlaceholderQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * The plans of a statement with placeholders run as the drivers run a prepared one: `prepare`d once (the
 * parameters' types inferred by PostgreSQL, as when postgres.js or PGlite send it), then executed `runs` times
 * with `values` under `explain (analyze, format json)`. PostgreSQL plans the first five executions for their
 * values (custom plans) and from the sixth on reuses a generic plan when it is costed no worse, so the first
 * and the last of the returned plans are the two a connection can run the statement with. `generic` plans every
 * execution without the values (`plan_cache_mode = force_generic_plan`): the plan that depends on the text alone.
 */
export async function explainPrepared(
  db: Db,
  query: PlaceholderQuery,
  values: Record<string, unknown>,
  runs = 7,
  { generic = false } = {},
): Promise<PlanNode[][]> {
  const { sql: text, params } = query.toSQL();
  const literal = (v: unknown) => (v == null ? 'null' : `'${String(v).replace(/'/g, "''")}'`);
  const args = fillPlaceholders(params, values).map(literal);
  // A name of its own: a prepared statement outlives a failed (rolled back) transaction.
  const name = `explained_${++explained}`;
  const execute = args.length ? `execute ${name}(${args.join(', ')})` : `execute ${name}`;
  // One connection for the prepared statement's life: a transaction.
  return db.transaction(async (tx) => {
    if (generic) await tx.execute(sql.raw(`set local plan_cache_mode = force_generic_plan`));
    await tx.execute(sql.raw(`prepare ${name} as ${text}`));
    const plans: PlanNode[][] = [];
    for (let i = 0; i < runs; i++) plans.push(await explainNodes(tx, sql.raw(execute)));
    await tx.execute(sql.raw(`deallocate ${name}`));
    return plans;
  });
}
let explained = 0;
