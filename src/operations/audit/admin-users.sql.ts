import type { AdminUserOrdering, AdminUsersQuery } from '@contracts/admin-users';
import type { SqlStatement } from '../../platform/database/sql-statement';
import { DISABLED_REASON } from './admin-user-changes.service';

// One row per account (the id batches use as requester_id/buyer_id), with its person's profile. Its
// batches are counted from the list read model's per-account indexes alone (index-only, no OR).
export const ADMIN_USER_COLUMNS = `a.id, a.user_id, a.account_type, u.email, u.first_name, u.last_name, u.user_code, u.mobile, u.status,
  (u.deleted_at IS NOT NULL) AS deleted, a.created_at,
  EXISTS (SELECT 1 FROM revoked_accounts r WHERE r.account_id = a.id::text AND r.reason = '${DISABLED_REASON}') AS disabled,
  ((SELECT count(*) FROM rm_batch_list d WHERE d.requester_id = a.id::text)
    + (SELECT count(*) FROM rm_batch_list d WHERE d.buyer_id = a.id::text))::int AS batch_count`;

/**
 * `ordering` → ORDER BY: a whitelisted column (the controller validates it), the account id breaking ties. The
 * creation time is never null: ordered without NULLS LAST, the index on (created_at, id) serves the
 * default page in either direction instead of a sort of every account.
 */
function orderBy(ordering: AdminUserOrdering = '-created_at'): string {
  const descending = ordering.startsWith('-');
  const field = descending ? ordering.slice(1) : ordering;
  const direction = descending ? 'DESC' : 'ASC';
  if (field === 'created_at') return `ORDER BY a.created_at ${direction}, a.id ${direction}`;
  const column = field === 'batch_count' ? 'batch_count' : `lower(u.${field})`;
  return `ORDER BY ${column} ${direction} NULLS LAST, a.id ${direction}`;
}

/**
 * The search matches the lowered e-mail, full name ("first last") and user code, the expressions
 * the trigram indexes hold, so a search reads the matching people, not all of them. The pattern is
 * lowered by PostgreSQL too, so both sides fold case the same way whatever the database's locale.
 */
const SEARCHED = [
  'lower(u.email)',
  `lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`,
  'lower(u.user_code)',
];

/** The users list's count and page for a validated query (GET /api/admin/users). */
export function adminUsersListStatements(query: AdminUsersQuery & { page: number; page_size: number }): {
  count: SqlStatement;
  page: SqlStatement;
} {
  const where: string[] = [];
  const values: unknown[] = [];
  if (query.search) {
    values.push(`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(${SEARCHED.map((column) => `${column} LIKE lower($${values.length})`).join(' OR ')})`);
  }
  if (query.account_type) {
    values.push(query.account_type);
    where.push(`a.account_type = $${values.length}`);
  }
  const sqlWhere = where.length ? `WHERE ${where.join(' AND ')}` : '';
  // Every account has its person (a foreign key): without a search the count needs accounts alone.
  const counted = query.search ? 'accounts a JOIN users u ON u.id = a.user_id' : 'accounts a';
  return {
    count: { text: `SELECT count(*) AS count FROM ${counted} ${sqlWhere}`, values },
    page: {
      text: `SELECT ${ADMIN_USER_COLUMNS} FROM accounts a JOIN users u ON u.id = a.user_id ${sqlWhere} ${orderBy(query.ordering)} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      values: [...values, query.page_size, (query.page - 1) * query.page_size],
    },
  };
}
