/**
 * `npm run lint`'s checks of the house that ESLint cannot make (docs/architecture.md): no import
 * cycle among the production files of any source tree (engine, server, scripts, client),
 * type-only and dynamic imports included (import-x/no-cycle skips type-only ones); in the client,
 * none among its folders either, and no production file named as test code; and no source file or
 * doc that names history (history-words.ts). Which folder may import which is ESLint's
 * (eslint.config.js, `clientZones`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { historyWordProblems } from './history-words.js';
import { cycles, filesUnder, folderGraph, importGraph, isProductionFile } from './import-graph.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const clientSrc = path.join(repoRoot, 'client/src');
/** The other source trees, checked for cycles among their files. */
export const OTHER_TREES = ['engine/src', 'server/src', 'scripts/src'] as const;

/** A file's folder in the house: `features/<name>` for a feature, else its top-level folder. */
export function houseFolderOf(file: string): string {
  const [top, second] = file.split('/');
  if (second === undefined) return '.';
  return top === 'features' ? `features/${second}` : top!;
}

// Words of a file name: `fake-game-server.ts` → fake, game, server; `useLatest.ts` → use, latest.
export function namedAsTestCode(fileName: string): boolean {
  return fileName
    .replace(/\.[^.]+$/, '')
    .split(/[-_.]|(?=[A-Z])/)
    .some((word) => /^(fakes?|fixtures?|tests?)$/i.test(word));
}

/** Import cycles among a tree's production files (the whole of the check outside the client). */
export function treeProblems(root: string): string[] {
  return cycles(importGraph(root)).map((cycle) => `import cycle among files: ${cycle.join(' → ')}`);
}

export function houseProblems(root: string = clientSrc): string[] {
  const graph = importGraph(root);
  const problems: string[] = [];
  for (const cycle of cycles(graph)) problems.push(`import cycle among files: ${cycle.join(' → ')}`);
  for (const cycle of cycles(folderGraph(graph, houseFolderOf)))
    problems.push(`import cycle among folders: ${cycle.join(' → ')}`);
  for (const file of filesUnder(root).filter(isProductionFile))
    if (namedAsTestCode(path.posix.basename(file)))
      problems.push(
        `${file}: a production file named as test code (fake, fixture, test): move it to test-support/`,
      );
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = [
    ...houseProblems().map((problem) => `client/src: ${problem}`),
    ...OTHER_TREES.flatMap((tree) =>
      treeProblems(path.join(repoRoot, tree)).map((problem) => `${tree}: ${problem}`),
    ),
    ...historyWordProblems(repoRoot).map(
      (problem) => `${problem}: history belongs in git, not in comments or docs`,
    ),
  ];
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(
    `no import cycles in client/src (files and folders), ${OTHER_TREES.join(', ')}; no test code among the client's production files; no history named in source or docs`,
  );
}
