import type { DataSource } from 'typeorm';
import type { BatchDetailExtra, BatchDetailExtraInput } from '../../batch';
import type { AppConfig } from '../../platform/config/app-config';
import type { Clock } from '../../platform/clock/clock';
import { deadlinesView, type StaffNames } from './deadlines.view';

/**
 * The detail's `deadlines` for everyone who may see the order; only staff's names who extended free
 * storage (the requester and the buyer see the extensions, not who made them).
 */
export const deadlinesDetailExtra = (config: AppConfig, clock: Clock, dataSource: DataSource): BatchDetailExtra => ({
  order: 20,
  fields: async ({ view, audience }: BatchDetailExtraInput) => {
    const staffIds = audience === 'staff' ? (view.pickup?.extensions ?? []).map((e) => e.by) : null;
    const names = staffIds ? await namesOf(dataSource, staffIds) : undefined;
    return {
      deadlines: deadlinesView({ value: view.status ?? 'none', context: view }, config.shipments, clock.now(), names),
    };
  },
});

/** Display names ("First Last") of these accounts; one without a profile is left out (shown by id). */
async function namesOf(dataSource: DataSource, accountIds: readonly string[]): Promise<StaffNames> {
  if (accountIds.length === 0) return {};
  const rows: { id: string; name: string }[] = await dataSource.query(
    `SELECT a.id::text AS id, trim(concat_ws(' ', u.first_name, u.last_name)) AS name
       FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id::text = ANY($1)`,
    [[...new Set(accountIds)]],
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}
