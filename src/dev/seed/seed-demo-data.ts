import type { DataSource } from 'typeorm';
import { newUserCode } from '../../people/accounts';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { BUYER_CATEGORIES } from '../../around-batch/assignment';

/**
 * Demo accounts for development (config.seedDemoData). Idempotent: an existing row (same id, or a
 * live user with the same e-mail or mobile) is left alone. Returns the e-mails created now.
 */
export async function seedDemoData(dataSource: DataSource): Promise<string[]> {
  const created: string[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    await dataSource.transaction(async (manager) => {
      const rows: unknown[] = await manager.query(
        `INSERT INTO users (id, email, user_code, status, first_name, last_name, birth_date, gender, mobile, country_id, language_country, activated_account)
         VALUES ($1, $2, $3, 0, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING RETURNING id`,
        [
          demo.userId,
          demo.email,
          newUserCode(),
          demo.firstName,
          demo.lastName,
          demo.birthDate,
          demo.gender,
          demo.mobile,
          demo.countryId,
          demo.languageCountry,
          demo.accountId,
        ],
      );
      if (rows.length === 0) return;
      await manager.query(
        `INSERT INTO accounts (id, user_id, account_type) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [demo.accountId, demo.userId, demo.accountType],
      );
      await manager.query(
        `INSERT INTO user_identities (provider, subject, user_id, email) VALUES ('dev', $1, $2, $1) ON CONFLICT DO NOTHING`,
        [demo.email, demo.userId],
      );
      created.push(demo.email);
    });
  }
  // The demo buyer must be in the (interim) assignment pool, or demo requests would wait for staff.
  for (const demo of DEMO_ACCOUNTS.filter((d) => d.accountType === 'b')) {
    await dataSource.query(`INSERT INTO batch_assignment_buyers (buyer_id) VALUES ($1) ON CONFLICT DO NOTHING`, [
      demo.accountId,
    ]);
    // The assignment profile (src/around-batch/assignment): buys in the US and Japan, knows every category.
    await dataSource.query(
      `INSERT INTO assignment_buyer_profiles (account_id, origin_countries, categories, available, capacity, rating, rating_count)
       VALUES ($1, $2, $3, true, 20, 4.8, 25) ON CONFLICT (account_id) DO NOTHING`,
      [demo.accountId, ['us', 'jp'], BUYER_CATEGORIES],
    );
  }
  return created;
}
