import { useTranslate } from 'react-admin';
import { useAccountName } from './account-name';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who did something, as staff and auditors read it: the role in their language and the account's
 * name ("Buyer Ben Chan"); a system actor (no account) is its role alone. `name` is the name the
 * server gave with the row (the audit answers' `actor_name`; null: no account of that id has one):
 * then nothing is asked. Without it the name is looked up once per id, and the id shows only while
 * it is on its way or when the account has no name at all.
 */
export function ActorName({ id, role, name }: { id: unknown; role: unknown; name?: unknown }) {
  const translate = useTranslate();
  const accountId = typeof id === 'string' && id ? id : null;
  const given = name === undefined ? undefined : typeof name === 'string' && name ? name : null;
  const looked = useAccountName(given === undefined ? accountId : null);
  const roleText = typeof role === 'string' && role ? translate(`admin.roles.${role}`, { _: role }) : '';
  const who =
    given !== undefined
      ? (given ?? (accountId && UUID.test(accountId) ? accountId : ''))
      : accountId
        ? (looked ?? '…')
        : '';
  return (
    <span data-actor-id={accountId ?? undefined} data-actor-name={given ?? undefined}>
      {[roleText, who].filter(Boolean).join(' ')}
    </span>
  );
}
