import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** A user with one account of this type, so e-mail reactions find an address and a language. */
export async function givenAccount(dataSource: DataSource, accountType: 'r' | 'b', language = 'en-hk'): Promise<{ accountId: string; email: string }> {
  const email = `${accountType}-${randomUUID().slice(0, 8)}@example.com`;
  const [user]: { id: string }[] = await dataSource.query(
    `INSERT INTO users (email, user_code, status, language_country) VALUES ($1, $2, 0, $3) RETURNING id`,
    [email, `U${randomUUID().slice(0, 10)}`, language],
  );
  const [account]: { id: string }[] = await dataSource.query(`INSERT INTO accounts (user_id, account_type) VALUES ($1, $2) RETURNING id`, [user.id, accountType]);
  return { accountId: account.id, email };
}
