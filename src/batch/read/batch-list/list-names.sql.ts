const UUID_PATTERN = `'^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'`;

/** An account's names by its id (text in the read model): the primary key finds it; a non-UUID id (system actors) has none. */
export const namesOf = (idColumn: string, alias: string) =>
  `LEFT JOIN LATERAL (SELECT u.first_name, u.last_name FROM accounts a JOIN users u ON u.id = a.user_id
      WHERE a.id = CASE WHEN ${idColumn} ~ ${UUID_PATTERN} THEN ${idColumn}::uuid END) ${alias} ON true`;

/**
 * The count, the page and the names of the accounts it shows, in one statement (one round trip
 * instead of three): each part keeps its own plan (the CTEs are referenced once, so PostgreSQL
 * inlines nothing across them and walks the same indexes as the statements alone). `before`: CTEs
 * the count and the page read (comma separated), or ''.
 */
export function withCountAndNames(countText: string, pageText: string, direction: string, before = ''): string {
  return `WITH ${before ? `${before}, ` : ''}c AS MATERIALIZED (${countText}), r AS MATERIALIZED (${pageText})
    SELECT c.n AS list_count, r.*, rq.first_name AS requester_first_name, rq.last_name AS requester_last_name,
           bu.first_name AS buyer_first_name, bu.last_name AS buyer_last_name
      FROM c LEFT JOIN r ON true
      ${namesOf('r.requester_id', 'rq')}
      ${namesOf('r.buyer_id', 'bu')}
     ORDER BY r.order_key ${direction}, r.batch_id ${direction}`;
}
