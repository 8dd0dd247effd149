import type { DataSource } from 'typeorm';
import type { Actor } from './actor';

/** Why a validly signed session must still be refused: its account was deleted or disabled, or its type changed. */
export type SessionRefusal = 'revoked' | 'disabled' | 'account_type_changed' | null;

/**
 * Sessions are stateless, so an account's later fate is looked up on every use: revoked_accounts
 * (deleted, or disabled by staff) and account_type_overrides (staff changed r <-> b, so a token
 * minted for the old type would act with the wrong role). One round trip for both.
 */
export async function sessionRefusal(dataSource: DataSource, actor: Actor): Promise<SessionRefusal> {
  const rows: Array<{ reason: string | null; account_type: string | null }> = await dataSource.query(
    `SELECT (SELECT reason FROM revoked_accounts WHERE account_id = $1) AS reason,
            (SELECT account_type FROM account_type_overrides WHERE account_id = $1) AS account_type`,
    [actor.id],
  );
  const row = rows[0];
  if (row?.reason === 'disabled') return 'disabled';
  if (row?.reason) return 'revoked';
  if (row?.account_type && row.account_type !== actor.accountType) return 'account_type_changed';
  return null;
}
