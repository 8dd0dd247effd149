/**
 * The batch core's generated artefacts, written by `npm run generate` (which then runs
 * `contracts:schemas` and, where it exists, `generate:config-doc`):
 * - machines/testing/permission-snapshot.json: new commands added; a changed answer of a command it
 *   holds is refused (pass --retake-permissions to retake it on purpose);
 * - machines/testing/fold-fingerprints.json: the fold's fingerprint recorded for a
 *   BATCH_MACHINE_VERSION that has none; a changed fold under a recorded version is refused (bump it);
 * - machines/batch/README.md: the generated command list.
 * A file is written only when its content changed (a second run changes nothing), and nothing is
 * written when any of them is refused.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BATCH_MACHINE_VERSION } from '../../machines/batch';
import { foldSummary } from '../../machines/testing/fold-fingerprint';
import { takePermissionSnapshot, type PermissionSnapshot } from '../../machines/testing/permission-snapshot.generator';
import { BATCH_README, withCommandsTable } from './batch-readme-commands';

const TESTING = join(__dirname, '..', '..', 'machines', 'testing');
export const PERMISSION_SNAPSHOT_FILE = join(TESTING, 'permission-snapshot.json');
export const FOLD_FINGERPRINTS_FILE = join(TESTING, 'fold-fingerprints.json');

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

type Writes = Map<string, string>;

/** Queues `text` for `file` when it differs from what the file holds. */
function write(file: string, text: string, writes: Writes): void {
  if (readFileSync(file, 'utf8') !== text) writes.set(file, text);
}

function permissionSnapshot(retake: boolean, writes: Writes): string[] {
  const previous = JSON.parse(readFileSync(PERMISSION_SNAPSHOT_FILE, 'utf8')) as PermissionSnapshot;
  const { snapshot, problems } = takePermissionSnapshot(previous, retake);
  if (problems.length) {
    return [
      'The permission table answers differently for commands the snapshot holds: who may do what, when, changed.',
      ...problems.slice(0, 20).map((p) => `  - ${p}`),
      ...(problems.length > 20 ? [`  ... and ${problems.length - 20} more`] : []),
      'If that is intended, retake it: node scripts/run-ts.cjs scripts/generate/batch-artefacts.ts --retake-permissions',
    ];
  }
  write(PERMISSION_SNAPSHOT_FILE, json(snapshot), writes);
  return [];
}

function foldFingerprint(writes: Writes): string[] {
  const file = JSON.parse(readFileSync(FOLD_FINGERPRINTS_FILE, 'utf8')) as {
    about: string;
    fingerprints: Record<string, string>;
  };
  const fingerprint = createHash('sha256').update(foldSummary()).digest('hex');
  const version = String(BATCH_MACHINE_VERSION);
  const recorded = file.fingerprints[version];
  if (recorded === fingerprint) return [];
  if (recorded !== undefined)
    return [
      `The batch fold changed under BATCH_MACHINE_VERSION ${version}: bump it (machines/batch/machine-version.ts),`,
      'so the writer rebuilds its snapshots, then run `npm run generate` again to record the new fingerprint.',
    ];
  write(
    FOLD_FINGERPRINTS_FILE,
    json({ ...file, fingerprints: { ...file.fingerprints, [version]: fingerprint } }),
    writes,
  );
  return [];
}

function main(): void {
  const writes: Writes = new Map();
  const problems = [
    ...permissionSnapshot(process.argv.includes('--retake-permissions'), writes),
    ...foldFingerprint(writes),
  ];
  write(BATCH_README, withCommandsTable(readFileSync(BATCH_README, 'utf8')), writes);
  if (problems.length) {
    process.stderr.write(`${problems.join('\n')}\nNothing was written.\n`);
    process.exit(1);
  }
  for (const [file, text] of writes) {
    writeFileSync(file, text);
    process.stdout.write(`wrote ${file}\n`);
  }
}

main();
