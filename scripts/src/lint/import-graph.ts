/**
 * A source tree's import graph as the compiler sees it: every relative import of every production
 * file under its root, type-only and dynamic ones included (TypeScript's own pre-processor finds
 * them; ESLint's import-x/no-cycle skips type-only imports, so cycles are checked here).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Tests, their setup and test-support are not production code: they may import anything. */
export function isProductionFile(relPath: string): boolean {
  return (
    /\.tsx?$/.test(relPath) &&
    !/\.test\.tsx?$/.test(relPath) &&
    !relPath.endsWith('.d.ts') &&
    relPath !== 'test-setup.ts' &&
    !relPath.startsWith('test-support/')
  );
}

/** Every file under `root`, as a path relative to it with `/` separators. */
export function filesUnder(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return found.sort();
}

/** `./x.js` from `a/b.ts` → `a/x.ts` (or `.tsx`), when that file exists; else undefined. */
function resolveRelative(
  fromFile: string,
  specifier: string,
  known: ReadonlySet<string>,
): string | undefined {
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  const stem = joined.replace(/\.js$/, '');
  return [joined, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`].find((candidate) => known.has(candidate));
}

export type ImportGraph = Map<string, string[]>;

/** Production file → the production files it imports (relative imports only; CSS left out). */
export function importGraph(root: string): ImportGraph {
  const files = filesUnder(root);
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files.filter(isProductionFile)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles
      .map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveRelative(file, specifier, known))
      .filter((target): target is string => target !== undefined && /\.tsx?$/.test(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components with more than one member (or a file importing itself). */
export function cycles(graph: ImportGraph): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

/** The graph with each file replaced by its folder at `depth` (1 = top-level folder), self-links dropped. */
export function folderGraph(graph: ImportGraph, folderOf: (file: string) => string): ImportGraph {
  const folders: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    const links = new Set(folders.get(from) ?? []);
    for (const target of targets) if (folderOf(target) !== from) links.add(folderOf(target));
    folders.set(from, [...links]);
  }
  return folders;
}
