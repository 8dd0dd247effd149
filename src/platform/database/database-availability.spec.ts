import { QueryFailedError } from 'typeorm';
import { isDatabaseUnreachable } from './database-availability';

describe('isDatabaseUnreachable', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('knows the pool and server errors of an unreachable PostgreSQL', () => {
    expect(isDatabaseUnreachable(pgError('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnreachable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnreachable(pgError('08006'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(new QueryFailedError('SELECT 1', [], pgError('57P03')))).toBe(true);
  });

  it('does not take a bad statement, a constraint or another service being down for an outage', () => {
    expect(isDatabaseUnreachable(pgError('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnreachable(new QueryFailedError('SELECT', [], pgError('42P01')))).toBe(false);
    expect(isDatabaseUnreachable(new TypeError('fetch failed', { cause: pgError('ECONNREFUSED') }))).toBe(false);
    expect(isDatabaseUnreachable(undefined)).toBe(false);
  });
});
