/**
 * JSON Schemas of every type contracts/index.ts exports, for the OpenAPI document
 * (src/platform/openapi). `npm run contracts:schemas` writes contracts/schemas.json;
 * src/platform/openapi/contract-schemas.spec.ts fails when the committed file is not a fresh generation.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';

const root = join(__dirname, '..');
export const SCHEMAS_FILE = join(root, 'contracts', 'schemas.json');

export function generateContractSchemas(): string {
  const generator = createGenerator({
    path: join(root, 'contracts', 'index.ts'),
    tsconfig: join(root, 'tsconfig.json'),
    type: '*',
    expose: 'export',
    topRef: true,
    jsDoc: 'basic',
    // Answers may carry more fields than a contract names (clients ignore them); the named ones are checked.
    additionalProperties: true,
    // tsc checks the contracts; the generator only reads them.
    skipTypeCheck: true,
    sortProps: true,
    extraTags: ['additionalProperties'],
  });
  const schema = generator.createSchema('*');
  return `${JSON.stringify({ definitions: schema.definitions ?? {} }, null, 2)}\n`;
}

// Run as a script (node scripts/run-ts.cjs scripts/contract-schemas.ts), not when a spec imports it.
if (process.argv[1] && resolve(process.argv[1]) === __filename) {
  writeFileSync(SCHEMAS_FILE, generateContractSchemas());
  process.stdout.write(`wrote ${SCHEMAS_FILE}\n`);
}
