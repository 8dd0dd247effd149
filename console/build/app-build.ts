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
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'] },
            // Modules used by the pages and by their lazy parts (dialogs, panels, the order's machine) are
            // otherwise split by who imports which into many small files, each compressed apart and
            // costing more than the whole. MUI's popup family (Modal, Popover, Menu, List) serves the
            // signed-in header's menus, every dialog and every select: one file.
            {
              name: 'mui-popup',
              test: /[\\/]@mui[\\/]material[\\/](Modal|Unstable_TrapFocus|Fade|Backdrop|Portal|Popover|Menu|MenuList|MenuItem|List|Grow)[\\/]/,
            },
            // The fee quote and its breakdown (pricing page, request form, order page, the order's machine):
            // one file, less the money formatting it uses, which the lists read without the quote.
            { name: 'format', test: /[\\/]batch-shared[\\/]format\.ts$/ },
            {
              name: 'fee-quote',
              test: /[\\/](batch-shared[\\/](quote-breakdown|money-headline)\.tsx|(pricing[\\/](fee-quote|money|pricing\.errors|weight|fee-rates|parcel-limits|fx|decimal|request-quote|local-shipping)|batch[\\/]batch\.quote|i18n[\\/]quote-lines)\.ts)$/,
            },
          ],
        },
      },
      // MUI marks its modules 'use client' for React Server Components; a client bundle has no use for it.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  };
}
