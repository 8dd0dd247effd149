import { ConfigError } from './env-readers';
import { loadDatabaseToolConfig } from './database-tool-config';

describe('loadDatabaseToolConfig (npm run backup / restore)', () => {
  it('needs only DATABASE_URL in production: none of the app secrets', () => {
    expect(loadDatabaseToolConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db' })).toEqual({
      databaseUrl: 'postgres://u@h/db',
      dataDir: '.data',
    });
  });

  it('opens DATA_DIR when DATABASE_URL is unset, outside production', () => {
    expect(loadDatabaseToolConfig({ DATA_DIR: '/srv/concierge' })).toEqual({
      databaseUrl: undefined,
      dataDir: '/srv/concierge',
    });
  });

  it('names a DATABASE_URL that is not PostgreSQL, and a production without one', () => {
    expect(() => loadDatabaseToolConfig({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadDatabaseToolConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must use postgres:/);
    expect(() => loadDatabaseToolConfig({ NODE_ENV: 'production' })).toThrow(/NODE_ENV=production needs DATABASE_URL/);
  });
});
