/** Staff and auditors look people up (src/operations/audit/admin-users.controller.ts). */
import type { AccountType } from './accounts';

/**
 * One account with its person's profile (GET /api/admin/users/{id}, PATCH answers it too).
 * @additionalProperties false
 */
export interface AdminUser {
  /** The account id: what batches hold as requester_id / buyer_id. */
  id: string;
  user_id: string;
  account_type: AccountType;
  email: string;
  first_name: string | null;
  last_name: string | null;
  user_code: string;
  mobile: string | null;
  /** The person's status code (1 = active). */
  status: number;
  /** The person deleted their account (soft delete). */
  deleted: boolean;
  created_at: string;
  /** Staff disabled the account: its sessions are refused. */
  disabled: boolean;
  /** Batches where the account is requester or buyer. */
  batch_count: number;
}

/**
 * GET /api/admin/users (newest first).
 * @additionalProperties false
 */
export interface AdminUserPage {
  results: AdminUser[];
  count: number;
  page: number;
  page_size: number;
}

/** GET /api/admin/users query. */
export interface AdminUsersQuery {
  page?: number;
  page_size?: number;
  /** Matches e-mail, first or last name, user code. */
  search?: string;
  account_type?: AccountType;
  /** A column of ADMIN_USER_ORDERINGS, `-` first for descending; default `-created_at`. */
  ordering?: AdminUserOrdering;
}

/** GET /api/admin/users/{id}/batches query. */
export interface AdminUserBatchesQuery {
  page?: number;
  page_size?: number;
}

/** The users list's sortable columns (the console's sortable headers). */
export const ADMIN_USER_ORDERINGS = ['email', 'first_name', 'last_name', 'created_at', 'batch_count'] as const;
export type AdminUserOrdering = (typeof ADMIN_USER_ORDERINGS)[number] | `-${(typeof ADMIN_USER_ORDERINGS)[number]}`;

/** PATCH /api/admin/users/{id} (staff): a requester/buyer account's type, or disable/enable it. */
export interface AdminUserPatch {
  account_type?: 'r' | 'b';
  disabled?: boolean;
}
