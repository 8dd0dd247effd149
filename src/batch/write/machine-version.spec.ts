import { createHash } from 'node:crypto';
import { BATCH_MACHINE_VERSION } from '@machines/batch';
import { foldSummary } from '@machines/testing/fold-fingerprint';
import recorded from '@machines/testing/fold-fingerprints.json';
import { expectWithHint, RUN_GENERATE } from '@machines/testing/generated-artefact';

/**
 * The writer's snapshots are resumed only by the same BATCH_MACHINE_VERSION (batch-snapshots.ts).
 * This fingerprint of the fold (the state after the decider's path to every status) fails when
 * evolve folds the same events differently, to say: bump BATCH_MACHINE_VERSION
 * (machines/batch/machine-version.ts) and record the new fingerprint under the new version
 * (`npm run generate` records it; machines/testing/fold-fingerprints.json). A change of the test
 * histories alone also moves it; bumping then is harmless (snapshots are rebuilt).
 */
const FINGERPRINTS: Record<string, string | undefined> = recorded.fingerprints;

function foldFingerprint(): string {
  return createHash('sha256').update(foldSummary()).digest('hex');
}

describe('BATCH_MACHINE_VERSION follows the fold', () => {
  it('has the fingerprint recorded for this version (else: bump the version and record it)', () => {
    const fingerprint = foldFingerprint();
    const expected = FINGERPRINTS[String(BATCH_MACHINE_VERSION)];
    const hint =
      expected === undefined
        ? `Version ${BATCH_MACHINE_VERSION} has no fingerprint recorded. ${RUN_GENERATE}`
        : `The fold changed under version ${BATCH_MACHINE_VERSION}: bump BATCH_MACHINE_VERSION ` +
          '(machines/batch/machine-version.ts), then run `npm run generate` to record the new fingerprint.';
    expectWithHint(hint, () =>
      expect({ version: BATCH_MACHINE_VERSION, fingerprint }).toEqual({
        version: BATCH_MACHINE_VERSION,
        fingerprint: expected,
      }),
    );
  });
});
