import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Display names of accounts ("First Last"); an account without a user row gets '' (the client shows its own label). */
@Injectable()
export class AccountNames {
  constructor(private readonly dataSource: DataSource) {}

  async of(accountIds: readonly string[]): Promise<Record<string, string>> {
    const ids = [...new Set(accountIds)];
    const names: Record<string, string> = Object.fromEntries(ids.map((id) => [id, '']));
    if (ids.length === 0) return names;
    const rows: { id: string; name: string }[] = await this.dataSource.query(
      `SELECT a.id::text AS id, trim(concat_ws(' ', u.first_name, u.last_name)) AS name
         FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id::text = ANY($1)`,
      [ids],
    );
    for (const row of rows) names[row.id] = row.name;
    return names;
  }

  async one(accountId: string): Promise<string> {
    return (await this.of([accountId]))[accountId] ?? '';
  }
}
