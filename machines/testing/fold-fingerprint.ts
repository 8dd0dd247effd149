/**
 * What the fold fingerprint hashes: the state the decider's path to every status folds to. It moves
 * when evolve folds the same events differently, which is when BATCH_MACHINE_VERSION must be bumped
 * (src/batch/write/machine-version.spec.ts). The hash itself is taken by the callers (node:crypto
 * stays out of machines/); fold-fingerprints.json records one per version, written by `npm run generate`.
 */
import { replay, STATUS_NAMES } from '../batch';
import { eventsTo } from './batch-scenario';

export function foldSummary(): string {
  return STATUS_NAMES.map((status) => {
    const state = replay(eventsTo(status));
    return JSON.stringify({ status, value: state.value, context: state.context });
  }).join('');
}
