import { readFileSync } from 'node:fs';
import { ROUTES, type RouteContract } from '@contracts/routes';
import schemas from '@contracts/schemas.json';
import { generateContractSchemas, SCHEMAS_FILE } from '../../../scripts/contract-schemas';

describe('contracts/schemas.json', () => {
  test('is what `npm run contracts:schemas` generates from contracts/ now (run it after changing a contract)', () => {
    expect(readFileSync(SCHEMAS_FILE, 'utf8')).toBe(generateContractSchemas());
  }, 180_000);

  test('has a schema for every type contracts/routes.ts names', () => {
    const definitions = schemas.definitions as Record<string, unknown>;
    const named = Object.values(ROUTES as Record<string, RouteContract>).flatMap((r) => [
      r.body,
      r.query,
      typeof r.response === 'string' && r.response !== 'binary' ? r.response : undefined,
      ...Object.values(r.also ?? {}),
    ]);
    const missing = [...new Set(named.filter((n): n is string => n !== undefined && !(n in definitions)))];
    expect(missing).toEqual([]);
  });
});
