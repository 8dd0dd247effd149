/**
 * Generated artefacts (the permission snapshot, the fold fingerprints, contracts/schemas.json, the
 * README's command list) are written by one command. A spec that finds one stale says so first.
 */
export const RUN_GENERATE = 'Stale generated artefact: run `npm run generate` (then commit what it wrote).';

/** Runs an expectation; when it fails, its message starts with `hint` (what to do about it). */
export function expectWithHint(hint: string, check: () => void): void {
  try {
    check();
  } catch (error) {
    if (error instanceof Error) error.message = `${hint}\n\n${error.message}`;
    throw error;
  }
}
