import { readFileSync } from 'node:fs';
import { sourcesUnder } from './source-imports';
import { dirname, join, relative } from 'node:path';

// A cycle inside machines/ makes load order matter (a value read before its module finished) and
// hides which file is the base of which. Type-only imports count too: they are still a circle to read.
const ROOT = join(__dirname, '..', '..', 'machines');

/** The machines/ file a relative specifier names (file.ts or folder/index.ts), if any. */
function resolve(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  const base = join(dirname(from), specifier);
  return [`${base}.ts`, join(base, 'index.ts')].find((candidate) => known.has(candidate));
}

function importGraph(): Map<string, string[]> {
  const files = sourcesUnder(ROOT, (name) => name.endsWith('.ts'));
  const known = new Set(files);
  const pattern = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(pattern)]
        .map((m) => resolve(file, m[1], known))
        .filter((t): t is string => !!t);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Every cycle found by a depth-first search, each as the list of files around it. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('machines/ has no import cycle', () => {
  const graph = importGraph();

  it('reads the sources and their imports', () => {
    expect(graph.size).toBeGreaterThan(40);
    expect([...graph.values()].flat().length).toBeGreaterThan(100);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      findCycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has none', () => {
    const cycles = findCycles(graph).map((cycle) => cycle.map((f) => relative(ROOT, f)).join(' -> '));
    expect(cycles).toEqual([]);
  });
});
