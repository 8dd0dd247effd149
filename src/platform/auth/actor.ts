/** The roles the server knows (spec §6 plus staff and auditor). */
export type ActorRole = 'requester' | 'buyer' | 'staff' | 'auditor';

/** Account types as stored: r requester, b buyer (spec), s staff, x auditor (ours). Anything else is refused. */
export type AccountType = 'r' | 'b' | 's' | 'x';

export const ROLE_OF_ACCOUNT_TYPE: Record<AccountType, ActorRole> = {
  r: 'requester',
  b: 'buyer',
  s: 'staff',
  x: 'auditor',
};

/** Who is calling, as proven by the session token. */
export interface Actor {
  id: string;
  role: ActorRole;
  accountType: AccountType;
  email?: string;
}
