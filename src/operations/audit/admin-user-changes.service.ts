import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../platform/auth/actor';
import { SessionChecks } from '../../platform/auth/session-checks';
import { recordChange } from '../reference-admin/change-log';
import { accountTypeLocked, accountTypeTaken, cannotChangeOwnAccount } from './admin-user.errors';
import { userNotFound } from './audit.errors';

export interface AccountPatch {
  account_type?: 'r' | 'b';
  disabled?: boolean;
}

interface AccountState {
  id: string;
  user_id: string;
  account_type: string;
  disabled: boolean;
}

/** Revocation reason for disabled accounts: enabling removes only this reason, never a deletion's. */
export const DISABLED_REASON = 'disabled';

/**
 * Staff change an account's type or disable it. Sessions are stateless tokens, so a disabled account
 * is listed in revoked_accounts (the guard and the socket refuse it), and a type change is listed in
 * account_type_overrides (tokens minted for the old type are refused).
 */
@Injectable()
export class AdminUserChangesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionChecks,
  ) {}

  async change(accountId: string, patch: AccountPatch, actor: Actor): Promise<void> {
    if (accountId === actor.id) throw cannotChangeOwnAccount();
    await this.dataSource.transaction(async (m) => {
      const rows: AccountState[] = await m.query(
        `SELECT a.id::text AS id, a.user_id::text AS user_id, a.account_type,
                EXISTS (SELECT 1 FROM revoked_accounts r WHERE r.account_id = a.id::text AND r.reason = $2) AS disabled
           FROM accounts a WHERE a.id = $1 FOR UPDATE OF a`,
        [accountId, DISABLED_REASON],
      );
      const before = rows[0];
      if (!before) throw userNotFound();
      const after = { account_type: before.account_type, disabled: before.disabled };
      if (patch.account_type !== undefined && patch.account_type !== before.account_type) {
        if (before.account_type !== 'r' && before.account_type !== 'b') throw accountTypeLocked();
        const taken: unknown[] = await m.query(`SELECT 1 FROM accounts WHERE user_id = $1 AND account_type = $2`, [
          before.user_id,
          patch.account_type,
        ]);
        if (taken.length > 0) throw accountTypeTaken();
        await m.query(`UPDATE accounts SET account_type = $2 WHERE id = $1`, [accountId, patch.account_type]);
        await m.query(
          `INSERT INTO account_type_overrides (account_id, account_type) VALUES ($1, $2)
           ON CONFLICT (account_id) DO UPDATE SET account_type = EXCLUDED.account_type, changed_at = clock_timestamp()`,
          [accountId, patch.account_type],
        );
        after.account_type = patch.account_type;
      }
      if (patch.disabled !== undefined && patch.disabled !== before.disabled) {
        if (patch.disabled) {
          await m.query(
            `INSERT INTO revoked_accounts (account_id, reason) VALUES ($1, $2) ON CONFLICT (account_id) DO NOTHING`,
            [accountId, DISABLED_REASON],
          );
        } else {
          await m.query(`DELETE FROM revoked_accounts WHERE account_id = $1 AND reason = $2`, [
            accountId,
            DISABLED_REASON,
          ]);
        }
        after.disabled = patch.disabled;
      }
      if (after.account_type === before.account_type && after.disabled === before.disabled) return;
      await recordChange(m, {
        table: 'accounts',
        key: accountId,
        before: { account_type: before.account_type, disabled: before.disabled },
        after,
        changedBy: actor.id,
      });
    });
    // Before the answer: this instance's next request must not use a cached check (others hear the NOTIFY).
    this.sessions.invalidate(accountId);
  }
}
