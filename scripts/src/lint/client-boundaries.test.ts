import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The client's test code stays out of production code, and `npm run lint` says so: these are the
 * lint rule's own known answers (a forbidden import fails, an allowed one passes), run through the
 * project's real ESLint configuration.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const clientSrc = path.join(repoRoot, 'client/src');
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('client boundaries in npm run lint', () => {
  it.each([
    [
      'client/src/features/game/controller.ts',
      "import { memoryStore } from '../test-support/memory-store.js';",
    ],
    ['client/src/features/day/HomeScreen.tsx', "import { vi } from 'vitest';"],
    ['client/src/api/http.ts', "import { render } from '@testing-library/react';"],
    [
      'client/src/domain/day-facts.ts',
      "import { factsOf } from '../../../engine/src/progress/test-games.js';",
    ],
  ])('%s may not: %s', async (file, code) => {
    expect(await restrictedImports(file, `${code}\nexport {};\n`)).toHaveLength(1);
  });

  it.each([
    [
      'client/src/features/game/controller.test.ts',
      "import { memoryStore } from '../test-support/memory-store.js';",
    ],
    ['client/src/test-support/render.tsx', "import { render } from '@testing-library/react';"],
    ['client/src/features/game/controller.ts', "import { scoreWord } from '@dozen/engine';"],
  ])('%s may: %s', async (file, code) => {
    expect(await restrictedImports(file, `${code}\nexport {};\n`)).toEqual([]);
  });

  // Words of a file name: `fake-game-server.ts` → fake, game, server; `useLatest.ts` → use, latest.
  const namesTestCode = (name: string) =>
    name
      .replace(/\.[^.]+$/, '')
      .split(/[-_.]|(?=[A-Z])/)
      .some((word) => /^(fakes?|fixtures?|tests?)$/i.test(word));

  it('no production file under client/src is named as a fake, fixture or test', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        const rel = path.relative(clientSrc, full);
        if (entry.isDirectory()) {
          if (rel !== 'test-support') walk(full);
        } else if (!/\.test\.tsx?$/.test(entry.name) && rel !== 'test-setup.ts' && namesTestCode(entry.name))
          offenders.push(rel);
      }
    };
    walk(clientSrc);
    expect(offenders).toEqual([]);
  });
});
