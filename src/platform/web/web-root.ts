import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Finds dist/web/customer from the project root, whether this file runs compiled (dist/src/platform/web)
 * or from source under Jest (src/platform/web): walk up to the folder holding package.json.
 * (Tests mock this module with only `findCustomerAppRoot`; the console's root is derived from it.)
 */
export function findCustomerAppRoot(start: string = __dirname): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, 'dist', 'web', 'customer');
    const parent = dirname(dir);
    if (parent === dir) return resolve('dist', 'web', 'customer');
    dir = parent;
  }
}
