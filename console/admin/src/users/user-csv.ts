import type { RaRecord } from 'react-admin';

/** The texts a CSV row of accounts needs in the operator's language. */
export interface UserCsvWords {
  column: (key: string) => string;
  accountType: (type: unknown) => string;
  state: (disabled: boolean) => string;
  time: (iso: unknown) => string;
}

const COLUMNS = [
  'email',
  'firstName',
  'lastName',
  'userCode',
  'accountType',
  'state',
  'batchCount',
  'createdAt',
] as const;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The accounts list as a spreadsheet reads it: the account type and state in words (never `r` or
 * `true`), the time the account was made in Hong Kong time, headed by the operator's column names.
 */
export function userCsvRows(records: readonly RaRecord[], words: UserCsvWords): Array<Record<string, string>> {
  return records.map((r) => {
    const values: Record<(typeof COLUMNS)[number], string> = {
      email: text(r.email),
      firstName: text(r.first_name),
      lastName: text(r.last_name),
      userCode: text(r.user_code),
      accountType: words.accountType(r.account_type),
      state: words.state(r.disabled === true),
      batchCount: typeof r.batch_count === 'number' ? String(r.batch_count) : '',
      createdAt: words.time(r.created_at),
    };
    return Object.fromEntries(COLUMNS.map((c) => [words.column(c), values[c]]));
  });
}
