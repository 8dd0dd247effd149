import type { BuildEnvironmentOptions } from 'vite';

/**
 * The production build both apps share: a manifest, and everything the entry imports statically in
 * one chunk. The first visit needs all of it, and one file compresses better and costs one request,
 * where the automatic split made a dozen small shared ones.
 */
export function appBuild(outDir: string, chunkSizeWarningLimit: number): BuildEnvironmentOptions {
  return {
    outDir,
    emptyOutDir: true,
    // .vite/manifest.json: the bundle bench (test/bench/bundles.bench.ts) reads each route's chunks from it.
    manifest: true,
    chunkSizeWarningLimit,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
      // MUI marks its modules 'use client' for React Server Components; a client bundle has no use for it.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  };
}
