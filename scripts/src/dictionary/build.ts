/**
 * `npm run dictionary` regenerates engine/data/words.txt and common.txt from the npm word lists
 * and the hand-written blocked.txt and no-target.txt. `npm run dictionary -- --check` writes
 * nothing and fails when the committed files differ from what the build would write.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { buildFromInstalledPackages, DATA_FILES } from './data-files.js';
import { formatWordList } from './lists.js';

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function main(args: readonly string[]): number {
  const unknown = args.filter((a) => a !== '--check');
  if (unknown.length > 0) {
    console.error(`Unknown argument ${unknown[0]}; usage: npm run dictionary [-- --check]`);
    return 2;
  }
  const check = args.includes('--check');
  const built = buildFromInstalledPackages();
  const outputs = [
    { path: DATA_FILES.words, text: formatWordList(built.words) },
    { path: DATA_FILES.common, text: formatWordList(built.common) },
  ];

  let stale = 0;
  for (const { path, text } of outputs) {
    const name = relative(process.cwd(), path);
    if (readOrEmpty(path) === text) {
      console.log(`${name}: up to date`);
    } else if (check) {
      stale++;
      console.error(`${name}: differs from the build; run npm run dictionary`);
    } else {
      writeFileSync(path, text);
      console.log(`${name}: written`);
    }
  }

  console.log(`accepted words (words.txt):      ${built.words.length}`);
  console.log(`target-worthy words (common.txt): ${built.common.length}`);
  console.log(`blocked words removed:            ${built.blockedRemoved.length}`);
  console.log(`no-target words removed:          ${built.noTargetRemoved.length}`);
  return stale === 0 ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
