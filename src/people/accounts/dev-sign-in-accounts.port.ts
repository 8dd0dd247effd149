import type { AccountType } from '../../platform/auth/actor';

/** One account the development sign-in page offers to sign in as. */
export interface DevSignInAccount {
  readonly key: string;
  readonly email: string;
  readonly accountType: AccountType;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * The accounts the development sign-in offers. Which people exist is demo data, so the composition
 * root binds it (src/dev); the endpoint only shows them, and only while that sign-in is on.
 */
export abstract class DevSignInAccounts {
  abstract list(): readonly DevSignInAccount[];
}
