/**
 * The shipment core's generated artefact, written by `npm run generate`: the permission table in
 * machines/shipment/README.md. Written only when its content changed (a second run changes nothing).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { SHIPMENT_README, withPermissionTable } from './shipment-readme-permissions';

const readme = readFileSync(SHIPMENT_README, 'utf8');
const next = withPermissionTable(readme);
if (next !== readme) {
  writeFileSync(SHIPMENT_README, next);
  process.stdout.write(`wrote ${SHIPMENT_README}\n`);
}
