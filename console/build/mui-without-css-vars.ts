import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const THEME = '\0mui-create-theme-without-css-vars';
const PROVIDER = '\0mui-theme-provider-without-css-vars';

/**
 * The customer app's theme uses no CSS variables and no colour schemes, yet `createTheme` and
 * `ThemeProvider` of @mui/material import both paths and choose at run time, so every first visit
 * downloaded MUI's CSS-variables theme builder and provider (createThemeWithVars, CssVarsProvider,
 * InitColorSchemeScript: about 8 KB gzip). This plugin swaps the two modules for the
 * path such a theme takes anyway (MUI's own `createThemeNoVars` and `ThemeProviderNoVars`); a theme
 * that asks for CSS variables or colour schemes fails loudly instead of silently losing them.
 */
export function muiWithoutCssVars(): Plugin {
  let styles = '';
  return {
    name: 'mui-without-css-vars',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === THEME || source === PROVIDER) return source;
      if (!/(createTheme|ThemeProvider)\.mjs$/.test(source) || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const match =
        resolved && /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/.exec(resolved.id);
      if (!match) return null;
      styles = dirname(resolved.id);
      return match[1] === 'createTheme' ? THEME : PROVIDER;
    },
    load(id) {
      if (id === THEME)
        return `import createThemeNoVars from ${JSON.stringify(join(styles, 'createThemeNoVars.mjs'))};
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options)
    throw new Error('mui-without-css-vars: this build has no CSS-variables theme (console/build/mui-without-css-vars.ts)');
  return createThemeNoVars(options, ...args);
}`;
      if (id === PROVIDER)
        return `import * as React from 'react';
import ThemeProviderNoVars from ${JSON.stringify(join(styles, 'ThemeProviderNoVars.mjs'))};
import THEME_ID from ${JSON.stringify(join(styles, 'identifier.mjs'))};
import { jsx } from 'react/jsx-runtime';
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme)
      throw new Error('mui-without-css-vars: this build has no CSS-variables provider (console/build/mui-without-css-vars.ts)');
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}`;
      return null;
    },
  };
}
