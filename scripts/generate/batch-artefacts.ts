/**
 * The batch core's generated artefacts, written by `npm run generate` (which then runs
 * `contracts:schemas` and, where it exists, `generate:config-doc`):
 * - machines/testing/permission-snapshot.json: new commands added; a changed answer of a command it
 *   holds is refused (pass --retake-permissions to retake it on purpose);
 * - machines/testing/fold-fingerprints.json: the fold's fingerprint recorded for a
 *   BATCH_MACHINE_VERSION that has none; a changed fold under a recorded version is refused (bump it);
 * - machines/batch/README.md: the generated command list.
 * Each writes only when its content changed, so a second run changes nothing.
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

/** Writes `text` to `file` when it differs; says which files it wrote. */
function write(file: string, text: string, wrote: string[]): void {
  if (readFileSync(file, 'utf8') === text) return;
  writeFileSync(file, text);
  wrote.push(file);
}

function permissionSnapshot(retake: boolean, wrote: string[]): string[] {
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
  write(PERMISSION_SNAPSHOT_FILE, json(snapshot), wrote);
  return [];
}

function foldFingerprint(wrote: string[]): string[] {
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
    wrote,
  );
  return [];
}

function main(): void {
  const wrote: string[] = [];
  const problems = [
    ...permissionSnapshot(process.argv.includes('--retake-permissions'), wrote),
    ...foldFingerprint(wrote),
  ];
  write(BATCH_README, withCommandsTable(readFileSync(BATCH_README, 'utf8')), wrote);
  for (const file of wrote) process.stdout.write(`wrote ${file}\n`);
  if (problems.length) {
    process.stderr.write(`${problems.join('\n')}\n`);
    process.exit(1);
  }
}

main();
