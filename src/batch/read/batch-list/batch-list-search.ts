import type { Actor } from '../../../platform/auth/actor';
import type { SqlWhere } from '../sql-where';

/**
 * The text search as disjoint conditions, each walked on its own ([''] without a search).
 * search_text is lower-cased by the projection (batch number, items, purchase-site order ids,
 * tracking numbers); a trigram index (pg_trgm) answers the LIKE. Staff and auditors also find a
 * batch by its requester's or its buyer's name or e-mail (the other parties know their own
 * batches): the matching accounts come from the users' trigram indexes (name, e-mail), once a
 * statement (the `parties` CTEs), then the account indexes find their rows. Not one `text OR party`
 * condition: the planner cannot estimate how many rows an account list computed at run time holds,
 * so for a rare text (a batch number) it walked the whole archive in order, reading every row
 * (95,000 pages at 100,000 batches). Apart, the text is estimated from its statistics, the parties
 * from the accounts' indexes; the second excludes the first's rows, so no row is listed or counted twice.
 */
export function searchAlternatives(where: SqlWhere, actor: Actor, search: string | undefined): SearchAlternatives {
  if (!search) return { parties: '', alternatives: [{ condition: '', byAccount: false }] };
  const term = search.toLowerCase();
  const pattern = where.param(`%${escapeLike(term)}%`);
  const text = { condition: `${serialKey(where, term)}search_text LIKE ${pattern}`, byAccount: false };
  if (actor.role !== 'staff' && actor.role !== 'auditor') return { parties: '', alternatives: [text] };
  // Each list of accounts is looked up once, however many walks read it (a part of the list, the
  // count, the page): planned and run once instead of once a walk.
  const parties = `${REQUESTERS} AS MATERIALIZED (${accountsQuery('r', pattern)}), ${BUYERS} AS MATERIALIZED (${accountsQuery('b', pattern)})`;
  const requesters = `requester_id = ANY (ARRAY(SELECT id FROM ${REQUESTERS}))`;
  const notText = `search_text NOT LIKE ${pattern}`;
  return {
    parties,
    alternatives: [
      text,
      { condition: `${requesters} AND ${notText}`, byAccount: true },
      // Its own walk (an OR of the two would be walked row by row). A few buyers hold many rows each,
      // so for an array known only at run time the planner expects a large share of the list and
      // scans it; as a subquery it sees how few accounts match and walks the buyer's index for each.
      {
        condition: `buyer_id IN (SELECT id FROM ${BUYERS}) AND ${notText} AND NOT (${requesters})`,
        byAccount: true,
      },
    ],
  };
}

/**
 * A reference number, lower-cased: one word of letters, digits and dashes, ten characters or more,
 * six of them digits or more — a batch number (`bn` + date + sequence, batch-numbers.ts), a tracking
 * number, a purchase-site order id. Its tail is its serial part.
 */
const REFERENCE_NUMBER = /^(?=(?:[^\d]*\d){6})[a-z0-9][a-z0-9-]{9,}$/;

/**
 * For a reference number, a first condition on its last 6 characters (its serial part), written
 * before the whole number's: the rows found are the same (a text holding the number holds its
 * tail), but the trigram index answers it with a tenth of the work. The index intersects the
 * conditions in their written order, each a candidate row at a time, and every candidate of the
 * whole number's rarest trigram makes it read on in all of its trigrams' entries, most of which
 * every number of the period holds (a batch number's `bn2` and date; a carrier's prefix and the
 * leading zeros of its sequence): at 100,000 batches a batch number read 240 index pages for one
 * row, 60 with the tail first, and a tracking number cost 10.8 ms of the index's CPU, 1.1 with it.
 * Other terms (words, names) keep the one condition: which part of them is rare is not known, and a
 * common part first reads more, not less.
 */
function serialKey(where: SqlWhere, term: string): string {
  return REFERENCE_NUMBER.test(term) ? `search_text LIKE ${where.param(`%${escapeLike(term.slice(-6))}%`)} AND ` : '';
}

/** The CTEs of the accounts a staff search matches (the statements reading them start `WITH` them). */
const REQUESTERS = 'search_requesters';
const BUYERS = 'search_buyers';

/**
 * The ids of every account of a type whose person's full name or e-mail matches the pattern. All of
 * them: a common surname ("Chan") matches many people, and staff searching it must see every one's
 * batches, not those of an arbitrary few; the page still reads only a page of their rows.
 */
const accountsQuery = (type: 'r' | 'b', pattern: string) =>
  `SELECT a.id::text AS id FROM accounts a JOIN users u ON u.id = a.user_id
           WHERE a.account_type = '${type}' AND (${FULL_NAME} LIKE ${pattern} OR ${EMAIL} LIKE ${pattern})`;

export interface SearchAlternatives {
  /** CTE definitions the conditions read (comma separated; '' when they read none). */
  parties: string;
  alternatives: SearchAlternative[];
}

/** One disjoint condition of the search; `byAccount`: its rows are those of a few accounts. */
export interface SearchAlternative {
  condition: string;
  byAccount: boolean;
}

/** The expression of the users' trigram index (migration 1763900200000): a full name, lower-cased. */
export const FULL_NAME = `lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;
/** The expression of the users' e-mail trigram index (migration 1763903100000). */
export const EMAIL = `lower(u.email)`;

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
