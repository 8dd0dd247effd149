import { toCsv } from '../app/csv';
import { userCsvRows, type UserCsvWords } from './user-csv';

const words: UserCsvWords = {
  column: (key) => `[${key}]`,
  accountType: (t) => (t === 'b' ? 'Buyer' : `type:${String(t)}`),
  state: (disabled) => (disabled ? 'Disabled' : 'Active'),
  time: (iso) => (typeof iso === 'string' ? `${iso} HKT` : ''),
};

describe('accounts CSV export', () => {
  it("heads the columns in the operator's words and writes the type, state and time as words, never codes", () => {
    const rows = userCsvRows(
      [
        {
          id: 'a-1',
          email: 'ben@example.com',
          first_name: 'Ben',
          last_name: 'Chan',
          user_code: 'U1',
          account_type: 'b',
          disabled: true,
          batch_count: 3,
          created_at: '2026-11-29T04:00:00.000Z',
        },
        { id: 'a-2', email: 'x@example.com', first_name: null, account_type: 'r' },
      ],
      words,
    );
    const [header, first, second] = toCsv(rows).split('\n');
    expect(header).toBe('[email],[firstName],[lastName],[userCode],[accountType],[state],[batchCount],[createdAt]');
    expect(first).toBe('ben@example.com,Ben,Chan,U1,Buyer,Disabled,3,2026-11-29T04:00:00.000Z HKT');
    expect(second).toBe('x@example.com,,,,type:r,Active,,');
  });

  it('keeps a name a spreadsheet would run as a formula as text', () => {
    const [out] = userCsvRows(
      [{ id: 'a-3', email: 'e@example.com', first_name: '=HYPERLINK("x")', last_name: '-1', account_type: 'r' }],
      words,
    );
    const [, line] = toCsv([out]).split('\n');
    expect(line).toBe('e@example.com,"\'=HYPERLINK(""x"")",-1,,type:r,Active,,');
  });
});
