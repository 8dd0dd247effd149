import { DevSignInAccounts, type DevSignInAccount } from '../../people/accounts';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** The demo people (demo-accounts.ts) as the development sign-in page lists them. */
export class DemoSignInAccounts extends DevSignInAccounts {
  list(): readonly DevSignInAccount[] {
    return DEMO_ACCOUNTS;
  }
}
