import { SqlWhere } from '../sql-where';
import { searchAlternatives } from './batch-list-search';

const staff = { id: 'staff-1', role: 'staff', accountType: 's' } as const;

/** The text alternative's condition and the parameters it was given. */
function textSearch(term: string) {
  const where = new SqlWhere();
  const { alternatives } = searchAlternatives(where, staff, term);
  return { condition: alternatives[0].condition, values: where.values };
}

describe('the staff text search of the lists', () => {
  it.each([
    ['a tracking number', 'TN00012341-1', '%2341-1%'],
    ['a whole batch number', 'BN20260930062735', '%062735%'],
    ['a purchase-site order id', '112-1234567-7654321', '%654321%'],
  ])('given %s, when searched, then its last 6 characters are looked up first, then the whole', (_, term, tail) => {
    const { condition, values } = textSearch(term);
    expect(condition).toBe('search_text LIKE $2 AND search_text LIKE $1');
    expect(values.slice(0, 2)).toEqual([`%${term.toLowerCase()}%`, tail]);
  });

  it.each([
    ['words', 'trail shoes'],
    ['a name', 'Chan Tai Man'],
    ['an e-mail', 'chan17@example.com'],
    ['a short number', '2341-1'],
    ['a code with few digits', 'limited-edition-12'],
  ])('given %s, when searched, then it is one condition', (_, term) => {
    const { condition, values } = textSearch(term);
    expect(condition).toBe('search_text LIKE $1');
    expect(values[0]).toBe(`%${term.toLowerCase()}%`);
  });
});
