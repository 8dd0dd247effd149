import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { precompress } from '../build/precompress';
import { appBuild } from '../build/app-build';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// The operator console: a second app served by the same server at /admin (src/platform/web). Built after
// the customer app by console/vite.config.ts's build-admin plugin, or alone with
// `npx vite build --config console/admin/vite.config.ts`.
export default defineConfig({
  root: here('.'),
  base: '/admin/',
  publicDir: false,
  plugins: [precompress()],
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    // ra-i18n-i18next pins older copies of i18next and react-i18next; one copy of each is enough.
    dedupe: ['i18next', 'react-i18next'],
    alias: {
      '@shared': here('../shared'),
      '@machines': here('../../machines'),
      '@contracts': here('../../contracts'),
    },
  },
  build: appBuild(here('../../dist/web/admin'), 4000),
  server: {
    fs: { allow: [here('../..')] },
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
});
