import { readFileSync } from 'node:fs';
import { ROUTES, type RouteContract } from '@contracts/routes';
import schemas from '@contracts/schemas.json';
import { expectWithHint, RUN_GENERATE } from '@machines/testing/generated-artefact';
import { generateContractSchemas, SCHEMAS_FILE } from '../../../scripts/contract-schemas';

describe('contracts/schemas.json', () => {
  test('is what `npm run generate` (contracts:schemas) generates from contracts/ now (run it after changing a contract)', () => {
    const committed = readFileSync(SCHEMAS_FILE, 'utf8');
    const fresh = generateContractSchemas();
    expectWithHint(RUN_GENERATE, () => expect(committed).toBe(fresh));
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
