import { projectPath } from '../config/project-path';

/**
 * Finds dist/web/customer from the project root, whether this file runs compiled (dist/src/platform/web)
 * or from source under Jest (src/platform/web).
 * (Tests mock this module with only `findCustomerAppRoot`; the console's root is derived from it.)
 */
export function findCustomerAppRoot(start: string = __dirname): string {
  return projectPath(['dist', 'web', 'customer'], start);
}
