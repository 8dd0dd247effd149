import { build, defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import adminConfig from './admin/vite.config';
import { precompress } from './build/precompress';
import { muiWithoutCssVars } from './build/mui-without-css-vars';
import { appBuild } from './build/app-build';

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
  build: appBuild(here('../dist/web/customer'), 2000),
  server: {
    fs: { allow: [here('..')] },
    // `vite` dev server for UI work: the API is the Nest server on :3000.
    proxy: { '/api': 'http://localhost:3000', '/health': 'http://localhost:3000' },
  },
});
