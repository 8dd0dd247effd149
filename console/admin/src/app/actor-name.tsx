import { useTranslate } from 'react-admin';
import { useAccountName } from './account-name';

/**
 * Who did something, as staff and auditors read it: the role in their language and the account's
 * name ("Buyer Ben Chan"); a system actor (no account) is its role alone. The id shows only while
 * the name is on its way or when the account has no name at all.
 */
export function ActorName({ id, role }: { id: unknown; role: unknown }) {
  const translate = useTranslate();
  const accountId = typeof id === 'string' && id ? id : null;
  const name = useAccountName(accountId);
  const roleText = typeof role === 'string' && role ? translate(`admin.roles.${role}`, { _: role }) : '';
  return (
    <span data-actor-id={accountId ?? undefined}>
      {[roleText, accountId ? (name ?? '…') : ''].filter(Boolean).join(' ')}
    </span>
  );
}
