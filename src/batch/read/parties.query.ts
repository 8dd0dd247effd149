import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Account ids are UUIDs; anything else (a system actor such as `system` or `test`) names no account. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Party {
  id: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  email: string | null;
  mobile: string | null;
}

/** Names (and contacts) of the accounts a batch names; batches keep only account ids. */
@Injectable()
export class PartiesQuery {
  constructor(private readonly dataSource: DataSource) {}

  async byAccountIds(ids: readonly (string | null)[]): Promise<Map<string, Party>> {
    const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id.length > 0))];
    const found = new Map<string, Party>();
    if (wanted.length === 0) return found;
    const rows: {
      id: string;
      first_name: string | null;
      last_name: string | null;
      email: string | null;
      mobile: string | null;
    }[] = await this.dataSource.query(
      `SELECT a.id::text AS id, u.first_name, u.last_name, u.email, u.mobile
         FROM accounts a JOIN users u ON u.id = a.user_id
        WHERE a.id::text = ANY($1)`,
      [wanted],
    );
    for (const r of rows) {
      const full = [r.first_name, r.last_name].filter(Boolean).join(' ').trim();
      found.set(r.id, { ...r, full_name: full.length ? full : null });
    }
    return found;
  }

  /**
   * How operators read who did something: each account's "first last", else its e-mail; accounts
   * unknown here (system actors, removed accounts) and erased people (their e-mail is a placeholder)
   * are left out. One query for all the ids.
   */
  async namesOf(ids: readonly (string | null | undefined)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && UUID.test(id)))];
    if (wanted.length === 0) return new Map();
    const rows: { id: string; name: string | null }[] = await this.dataSource.query(
      `SELECT a.id::text AS id,
              coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
                       CASE WHEN u.deleted_at IS NULL THEN u.email END) AS name
         FROM accounts a JOIN users u ON u.id = a.user_id
        WHERE a.id = ANY($1::uuid[])`,
      [wanted],
    );
    return new Map(rows.filter((r) => r.name).map((r) => [r.id, r.name as string]));
  }
}

/** The order chat's room (spec §7): `{buyerId}_{requesterId}_{batch_number}`; none before a buyer is assigned. */
export function chatRoomName(buyerId: string | null, requesterId: string, batchNumber: string): string | null {
  return buyerId ? `${buyerId}_${requesterId}_${batchNumber}` : null;
}
