import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// The tests run from dist/; the imports are read from the TypeScript sources, where type-only imports still show.
const SOURCES = join(__dirname, '..', 'src');
const RELATIVE_IMPORT = /\b(?:from|import)\s+['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Each source file with the source files it imports, type-only imports included. */
function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const imported = [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].flatMap((match) => {
      const target = join(dirname(file), match[1] ?? '');
      return [`${target}.ts`, join(target, 'index.ts')].filter((candidate) => existsSync(candidate)).slice(0, 1);
    });
    graph.set(file, imported);
  }
  return graph;
}

/** The first import loop found, as the files along it (the first one repeated at the end); undefined when there is none. */
function firstImportLoop(graph: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    const open = path.indexOf(file);
    if (open >= 0) return [...path.slice(open), file];
    if (done.has(file)) return undefined;
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const loop = visit(next);
      if (loop !== undefined) return loop;
    }
    path.pop();
    done.add(file);
    return undefined;
  };
  for (const file of graph.keys()) {
    const loop = visit(file);
    if (loop !== undefined) return loop;
  }
  return undefined;
}

test('the loop finder finds a loop through type-only imports and none in a chain', () => {
  assert.deepEqual(firstImportLoop(new Map([['route-table', ['identity-routes']], ['identity-routes', ['route-table']]])), ['route-table', 'identity-routes', 'route-table']);
  assert.equal(firstImportLoop(new Map([['api-router', ['route-table', 'gateway-route']], ['route-table', ['gateway-route']], ['gateway-route', []]])), undefined);
});

test('no gateway module imports itself back through others (http/ included; type-only imports count)', () => {
  const graph = importGraph(SOURCES);
  assert.ok([...graph.keys()].some((file) => file.endsWith(join('http', 'route-table.ts'))), 'the sources are found');
  const loop = firstImportLoop(graph);
  assert.equal(loop?.map((file) => relative(SOURCES, file)).join(' → '), undefined, 'an import loop');
});
