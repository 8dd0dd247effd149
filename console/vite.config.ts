import { build, defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import adminConfig from './admin/vite.config';
import { precompress } from './build/precompress';
import { muiWithoutCssVars } from './build/mui-without-css-vars';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** `npm run build:web` also builds the operator console (console/admin, served at /admin) after this app. */
function buildAdminConsole(): Plugin {
  return {
    name: 'build-admin-console',
    apply: 'build',
    async closeBundle() {
      await build({ ...adminConfig, configFile: false, logLevel: 'warn' });
    },
  };
}

// No @vitejs/plugin-react (its peer range does not resolve here): Vite 8's built-in Oxc transform
// compiles TSX with the automatic runtime, which is all this app needs (no fast refresh).
export default defineConfig({
  root: here('./customer'),
  base: '/',
  publicDir: false,
  plugins: [muiWithoutCssVars(), buildAdminConsole(), precompress()],
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: {
      '@shared': here('./shared'),
      '@machines': here('../machines'),
      '@contracts': here('../contracts'),
    },
  },
  build: {
    outDir: here('../dist/web/customer'),
    emptyOutDir: true,
    // .vite/manifest.json: the bundle bench (test/bench/bundles.bench.ts) reads each route's chunks from it.
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // Everything the entry imports statically is one chunk: the first visit needs all of it, and one
      // file compresses better and costs one request, where the automatic split made a dozen small shared ones.
      output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
      // MUI marks its modules 'use client' for React Server Components; a client bundle has no use for it.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  server: {
    fs: { allow: [here('..')] },
    // `vite` dev server for UI work: the API is the Nest server on :3000.
    proxy: { '/api': 'http://localhost:3000', '/health': 'http://localhost:3000' },
  },
});
