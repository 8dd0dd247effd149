import { useEffect, useState } from 'react';
import { http } from './http';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const names = new Map<string, Promise<string | null>>();

/**
 * Names the server already gave (the audit answers' `actor_name`, the batch's parties), kept so that
 * every other mention of the same account on the page reads it without asking again. An entry
 * without a name (a system actor) is left to `nameOf`'s rule.
 */
export function rememberAccountNames(known: Iterable<{ id: unknown; name: unknown }>): void {
  for (const { id, name } of known)
    if (typeof id === 'string' && id && typeof name === 'string' && name) names.set(id, Promise.resolve(name));
}

/**
 * An account's "first last" (GET /api/admin/users/{id}), asked once per id and only for an account
 * no answer on the page has named yet; null for system actors.
 */
function nameOf(id: string): Promise<string | null> {
  let name = names.get(id);
  if (!name) {
    name = UUID.test(id)
      ? http
          .request<{ first_name?: string | null; last_name?: string | null; email?: string }>(
            'GET',
            `/api/admin/users/${encodeURIComponent(id)}`,
          )
          .then(
            (u) => [u.first_name, u.last_name].filter(Boolean).join(' ') || (u.email ?? null),
            () => null,
          )
      : Promise.resolve(null);
    names.set(id, name);
  }
  return name;
}

/** Who did something, as a person reads it: the account's name when it has one, else its id. */
export function useAccountName(id: string | null | undefined): string | undefined {
  // The answer is kept with the id it belongs to, so a changed id shows nothing stale meanwhile.
  const [answer, setAnswer] = useState<{ id: string; name: string }>();
  useEffect(() => {
    let live = true;
    if (id) void nameOf(id).then((n) => live && setAnswer({ id, name: n ?? id }));
    return () => {
      live = false;
    };
  }, [id]);
  return answer && answer.id === id ? answer.name : undefined;
}
