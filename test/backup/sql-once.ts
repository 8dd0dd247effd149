import { Client } from 'pg';

/** One statement on its own connection to `url` (a database no app pool of the test reaches), its rows. */
export async function sqlOnce<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
