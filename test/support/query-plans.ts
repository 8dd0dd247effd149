import type { ClientBase } from 'pg';

/** A node of PostgreSQL's JSON plan, with the fields the plan tests read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

type Explained = { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time'?: number }] };

/** A plan's nodes, the top one first. */
export const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

/** The plan a statement ran with these values (EXPLAIN ANALYZE: a data-changing one changes data). */
export async function executedPlan(
  db: ClientBase,
  sql: string,
  values: unknown[] = [],
): Promise<{ nodes: PlanNode[]; executionMs: number }> {
  const { rows } = await db.query<Explained>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, values);
  return {
    nodes: nodesOf(rows[0]['QUERY PLAN'][0].Plan),
    executionMs: rows[0]['QUERY PLAN'][0]['Execution Time'] ?? 0,
  };
}

/** The plan PostgreSQL reuses for the statement once prepared (EXPLAIN GENERIC_PLAN, PostgreSQL 16+). */
export async function genericPlan(db: ClientBase, sql: string): Promise<PlanNode[]> {
  const { rows } = await db.query<Explained>(`EXPLAIN (GENERIC_PLAN, FORMAT JSON) ${sql}`);
  return nodesOf(rows[0]['QUERY PLAN'][0].Plan);
}

/** The tables among `tables` that a plan reads whole (a sequential scan). */
export const wholeTableReads = (nodes: PlanNode[], tables: readonly string[]): string[] =>
  nodes
    .filter((n) => n['Node Type'] === 'Seq Scan' && tables.includes(n['Relation Name'] ?? ''))
    .map((n) => n['Relation Name'] ?? '');
