// The plan PostgreSQL runs a statement with, for tests that pin a query to its indexes: every node of
// `explain (analyze, format json)`, flattened, with what it read.
import { sql, type SQLWrapper } from 'drizzle-orm';
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
export async function explainNodes(db: Db, query: SQLWrapper): Promise<PlanNode[]> {
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
