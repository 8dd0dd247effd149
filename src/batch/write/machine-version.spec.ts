import { createHash } from 'node:crypto';
import { BATCH_MACHINE_VERSION, replay, STATUS_NAMES } from '@machines/batch';
import { eventsTo } from '@machines/testing/batch-scenario';

/**
 * The writer's snapshots are resumed only by the same BATCH_MACHINE_VERSION (batch-snapshots.ts).
 * This fingerprint of the fold (the state after the decider's path to every status) fails when
 * evolve folds the same events differently, to say: bump BATCH_MACHINE_VERSION
 * (machines/batch/machine-version.ts) and record the new fingerprint under the new version. A
 * change of the test histories alone also moves it; bumping then is harmless (snapshots are rebuilt).
 */
const FINGERPRINTS: Record<number, string> = {
  1: '32b7524dfa7b7eef482c9243695234bae74f64af2b9cac1b11d1e289cc000ffa',
  // Issue 17: the test histories reach receipt through the Hong Kong warehouse; issue 20: the context
  // numbers the quote revisions (quoteRevision, quoteReason). Both landed together as version 2.
  2: 'c46a64e1e338891c7b96fe59fae4963415f316ac298d1948cd165fe6ddc25279',
};

function foldFingerprint(): string {
  const hash = createHash('sha256');
  for (const status of STATUS_NAMES) {
    const state = replay(eventsTo(status));
    hash.update(JSON.stringify({ status, value: state.value, context: state.context }));
  }
  return hash.digest('hex');
}

describe('BATCH_MACHINE_VERSION follows the fold', () => {
  it('has the fingerprint recorded for this version (else: bump the version and record it)', () => {
    expect({ version: BATCH_MACHINE_VERSION, fingerprint: foldFingerprint() }).toEqual({
      version: BATCH_MACHINE_VERSION,
      fingerprint: FINGERPRINTS[BATCH_MACHINE_VERSION],
    });
  });
});
