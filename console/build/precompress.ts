import type { Plugin } from 'vite';
import { compressTree } from './compress-tree';

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every text file of the
 * build, once, at build time, with node:zlib. src/platform/web/spa.middleware.ts sends
 * the smallest one the browser accepts, so the server never compresses a static file per request.
 * A compressed copy that is not smaller than the original is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      compressTree(outDir);
    },
  };
}
