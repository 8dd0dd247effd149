/**
 * The status table and its groupings in one import (DESIGN §3): the rows live in status-table.ts,
 * the dashboard groups, list tabs and legacy grouping in status-groups.ts, which builds on them.
 */
export * from './status-table';
export * from './status-groups';
