import { DASHBOARD_GROUPS, type DashboardGroupName } from '@machines/batch';
import { ARCHIVED_STATUSES, COMPLETED_STATUSES } from '../../batch';

export interface StatusCount {
  status: string;
  /** All batches in the status. */
  n: number;
  /** Those last changed before the completed-retention cutoff (archived when completed). */
  old: number;
}

/**
 * Counts per dashboard group with the batch list's own rule (src/batch/read/batch-list/batch-list.query.ts):
 * archived = declined/canceled, or completed-like and unchanged for 7 days; the completed group
 * leaves those out. So a group's count equals the list filtered to that group.
 */
export function groupCounts(counts: readonly StatusCount[]): Record<DashboardGroupName, number> {
  const byStatus = new Map(counts.map((c) => [c.status, c]));
  const archivedOf = (status: string) => {
    const c = byStatus.get(status);
    if (!c) return 0;
    if ((ARCHIVED_STATUSES as readonly string[]).includes(status)) return c.n;
    if ((COMPLETED_STATUSES as readonly string[]).includes(status)) return c.old;
    return 0;
  };
  const result = {} as Record<DashboardGroupName, number>;
  for (const group of Object.keys(DASHBOARD_GROUPS) as DashboardGroupName[]) {
    if (group === 'archived') {
      result[group] = counts.reduce((sum, c) => sum + archivedOf(c.status), 0);
      continue;
    }
    const statuses = DASHBOARD_GROUPS[group] as readonly string[];
    result[group] = statuses.reduce((sum, s) => {
      const n = byStatus.get(s)?.n ?? 0;
      return sum + (group === 'completed' ? n - archivedOf(s) : n);
    }, 0);
  }
  return result;
}
