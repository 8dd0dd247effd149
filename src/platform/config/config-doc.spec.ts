import { readFileSync } from 'node:fs';
import { CONFIG_DOC_FILE, renderConfigDoc } from '../../../scripts/generate-config-doc';
import { loadConfig } from './app-config';
import { CONFIG_CONCERNS } from './config-concerns';

/** The names `loadConfig` looks up in an environment, whether or not they are set. */
function namesRead(base: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const env = new Proxy(base, {
    get(target, key) {
      if (typeof key === 'string') read.add(key);
      return typeof key === 'string' ? target[key] : undefined;
    },
  });
  try {
    loadConfig(env);
  } catch {
    // Production without its required values is refused; the names were read all the same.
  }
  return read;
}

describe('docs/configuration.md', () => {
  test('is what the declarations in src/platform/config render (run `npm run generate` after changing one)', () => {
    const committed = readFileSync(CONFIG_DOC_FILE, 'utf8');
    if (committed !== renderConfigDoc())
      throw new Error(
        'docs/configuration.md is stale: the variable declarations in src/platform/config changed. Run `npm run generate` and commit the result.',
      );
  });

  test('declares every variable loadConfig reads, once, and every declared variable is read', () => {
    const declared = CONFIG_CONCERNS.filter((c) => !c.readBy).flatMap((c) => Object.keys(c.variables));
    const all = CONFIG_CONCERNS.flatMap((c) => Object.keys(c.variables));
    expect(all.filter((name, i) => all.indexOf(name) !== i)).toEqual([]);
    // Production reads the payment provider's required keys; SEED_DEMO_DATA=accounts is a path of its own.
    const read = new Set([
      ...namesRead({}),
      ...namesRead({ NODE_ENV: 'production' }),
      ...namesRead({ SEED_DEMO_DATA: 'accounts' }),
    ]);
    expect([...read].filter((name) => !declared.includes(name)).sort()).toEqual([]);
    expect(declared.filter((name) => !read.has(name)).sort()).toEqual([]);
  });
});
