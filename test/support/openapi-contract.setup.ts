import { contractMismatches } from './openapi-contract-check';

// Each e2e file: every JSON answer it received must be one the OpenAPI document allows
// (route, status, body schema), so the document cannot drift from what the server sends.
afterAll(() => {
  const problems = contractMismatches();
  if (problems.length > 0)
    throw new Error(`Answers outside the OpenAPI document (contracts/):\n  ${problems.join('\n  ')}`);
});
