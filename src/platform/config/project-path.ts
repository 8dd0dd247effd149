import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * A path under the project root, whether the caller runs compiled (dist/src/...) or from source under
 * Jest (src/...): walk up from `start` to the folder holding package.json. Without one (a copied
 * build), the path is taken from the working directory.
 */
export function projectPath(segments: readonly string[], start: string): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, ...segments);
    const parent = dirname(dir);
    if (parent === dir) return resolve(...segments);
    dir = parent;
  }
}
