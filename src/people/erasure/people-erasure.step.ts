import { ERASED } from '../../platform/personal-data/sealed-value';
import { countChanged, MIN_REDACTED_LENGTH, type ErasureStep } from '../../platform/personal-data/erasure-steps';
import type { SqlRows } from '../../platform/personal-data/data-keys';
import type { UsersRepository } from '../accounts';

const IDS = '$1::text[]';

/**
 * The statement that replaces every value inside text columns of rows others own (`where`: only the
 * rows that can be about the person): one pass over the table for all values and columns, not one
 * per value and column (an erasure has about seven values, and outbox_email three columns: at a
 * million rows each pass read the whole table, seconds in all with the person's row locked). The
 * values are replaced in their order, as one statement per value did. $1 is the values, $2 the
 * placeholder, $3… the condition's parameters. Table, columns and condition are this file's
 * constants, never input. Exported for its spec.
 */
export function redactionStatement(table: string, columns: readonly string[], count: number, where = 'true'): string {
  const nth = (i: number) => `($1::text[])[${i + 1}]`;
  const replaced = (column: string) =>
    Array.from({ length: count }, (_, i) => i).reduce((text, i) => `replace(${text}, ${nth(i)}, $2)`, column);
  const holds = columns.flatMap((column) =>
    Array.from({ length: count }, (_, i) => `strpos(${column}, ${nth(i)}) > 0`),
  );
  return `UPDATE ${table} SET ${columns.map((c) => `${c} = ${replaced(c)}`).join(', ')}
           WHERE (${holds.join(' OR ')}) AND ${where} RETURNING 1`;
}

/** Rows changed by the redaction of `values` in `columns` of `table` (see redactionStatement). */
async function redact(
  run: SqlRows,
  table: string,
  columns: readonly string[],
  values: readonly string[],
  where = 'true',
  params: unknown[] = [],
): Promise<number> {
  if (values.length === 0) return 0;
  return countChanged(run, redactionStatement(table, columns, values.length, where), [values, ERASED, ...params]);
}

/**
 * The people features' part of an erasure: the user row (softDeleteIn: names, e-mail, mobile,
 * addresses, avatar, social links, OTP rows, tokens revoked), sessions, the e-mail and SMS outboxes
 * (rows to them deleted, their values redacted from others'), the SMS gateway's delivery records, notifications to them (deleted),
 * chat messages they wrote (text and name anonymised, images deleted; their values redacted from
 * others' lines in their rooms) and the support chat's identity rows. Rooms and order figures stay.
 */
export function peopleErasureStep(users: UsersRepository): ErasureStep {
  return {
    name: 'people',
    async personalValues(subject, run) {
      // The distinctive values only: a first name alone ("Rita") would be cut out of "Margarita".
      const rows = (await run(
        `SELECT email, concat_ws(' ', first_name, last_name) AS full_name, mobile, id_number, address_1, address_2, paypal_email
           FROM users WHERE id = $1 AND deleted_at IS NULL`,
        [subject.userId],
      )) as Record<string, string | null>[];
      const identities = (await run(`SELECT email FROM user_identities WHERE user_id = $1 AND email IS NOT NULL`, [
        subject.userId,
      ])) as { email: string }[];
      return [...Object.values(rows[0] ?? {}), ...identities.map((i) => i.email)].filter(
        (v): v is string => typeof v === 'string' && v.trim() !== '',
      );
    },
    async erase(subject, run) {
      const ids = [subject.accountIds];
      const avatar = (await run(`SELECT avatar FROM users WHERE id = $1`, [subject.userId])) as {
        avatar: string | null;
      }[];
      const chatImages = (await run(
        `SELECT message FROM chat_messages WHERE sender_id = ANY(${IDS}) AND message_type = 'image'`,
        ids,
      )) as { message: string }[];
      const values = subject.values.filter((v) => v.length >= MIN_REDACTED_LENGTH);
      const emails = values.filter((v) => v.includes('@')).map((v) => v.toLowerCase());
      // Their mobile, and every number they were sent a one-time code at (one they no longer keep too).
      const codes = (await run(`SELECT DISTINCT phone_number FROM otp_verifications WHERE user_id = $1`, [
        subject.userId,
      ])) as { phone_number: string }[];
      const numbers = [...values, ...codes.map((c) => c.phone_number)];
      const counts: Record<string, number> = {
        outbox_email: await countChanged(
          run,
          `DELETE FROM outbox_email WHERE lower(to_address) = ANY($1::text[]) RETURNING 1`,
          [emails],
        ),
        outbox_sms: await countChanged(run, `DELETE FROM outbox_sms WHERE to_number = ANY($1::text[]) RETURNING 1`, [
          numbers,
        ]),
        // The SMS gateway's delivery records (each keyed by its one-time code's id), before softDeleteIn drops the codes.
        // `= ANY (ARRAY(…))`, not `IN (…)`: an OR with a subquery cannot combine the two indexes and read the whole table.
        sms_deliveries: await countChanged(
          run,
          `DELETE FROM sms_deliveries WHERE to_number = ANY($1::text[])
              OR reference = ANY (ARRAY(SELECT id::text FROM otp_verifications WHERE user_id = $2)) RETURNING 1`,
          [numbers, subject.userId],
        ),
        notification_emails: await countChanged(
          run,
          `DELETE FROM notification_emails WHERE recipient_id = ANY(${IDS}) OR lower(to_address) = ANY($2::text[]) RETURNING 1`,
          [subject.accountIds, emails],
        ),
        rm_notifications: await countChanged(
          run,
          `DELETE FROM rm_notifications WHERE recipient_id = ANY(${IDS}) RETURNING 1`,
          ids,
        ),
        chat_messages: await countChanged(
          run,
          `UPDATE chat_messages SET message = $2, sender_name = $2 WHERE sender_id = ANY(${IDS}) RETURNING 1`,
          [subject.accountIds, ERASED],
        ),
        support_chat_identities: await countChanged(
          run,
          `DELETE FROM support_chat_identities WHERE account_id = ANY(${IDS}) RETURNING 1`,
          ids,
        ),
        sessions: await countChanged(run, `DELETE FROM sessions WHERE account_id = ANY(${IDS}) RETURNING 1`, ids),
      };
      // What others hold about them: e-mails and SMS to others (the buyer), others' chat lines.
      counts.redacted =
        (await redact(run, 'outbox_email', ['body', 'subject', 'html'], values)) +
        (await redact(run, 'outbox_sms', ['body'], values)) +
        // Only the rooms of their batches (ids in the room name) and their support room.
        (subject.accountIds.length === 0
          ? 0
          : await redact(run, 'chat_messages', ['message'], values, `room ~ $3`, [subject.accountIds.join('|')]));
      await users.softDeleteIn({ query: run }, subject.userId);
      return {
        files: [...(avatar[0]?.avatar ? [avatar[0].avatar] : []), ...chatImages.map((m) => m.message)],
        counts,
      };
    },
  };
}
