import type { DataSource } from 'typeorm';
import { eventually } from './wait';

export interface SentMail {
  subject: string;
  body: string;
  html: string | null;
}

/** The first e-mail written to `address` for `purpose` (e.g. `notification:payment_confirmed`), waited for. */
export function mailSentTo(dataSource: DataSource, address: string, purpose: string): Promise<SentMail> {
  return eventually(async () => {
    const rows: SentMail[] = await dataSource.query(
      `SELECT subject, body, html FROM outbox_email WHERE to_address = $1 AND purpose = $2 ORDER BY created_at`,
      [address, purpose],
    );
    return rows[0];
  });
}
