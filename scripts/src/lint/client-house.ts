/**
 * `npm run lint`'s check of the client's house that ESLint cannot make (README "Architecture"):
 * no import cycle among client/src's production files, type-only and dynamic imports included
 * (import-x/no-cycle skips type-only ones), none among its folders, and no production file named
 * as test code. Which folder may import which is ESLint's (eslint.config.js, `clientZones`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientImportGraph, cycles, filesUnder, folderGraph, isProductionFile } from './client-graph.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const clientSrc = path.join(repoRoot, 'client/src');

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

export function houseProblems(root: string = clientSrc): string[] {
  const graph = clientImportGraph(root);
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
  const problems = houseProblems();
  for (const problem of problems) console.error(`client/src: ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log('client/src: no import cycles among files or folders; no test code among production files');
}
