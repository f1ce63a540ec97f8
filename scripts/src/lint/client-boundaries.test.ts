import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { houseProblems, OTHER_TREES, treeProblems } from './house.js';

/**
 * The client's house (docs/architecture.md), as `npm run lint` enforces it: these are the rules'
 * known answers, run through the project's real ESLint configuration (which folder may import
 * which) and the house check (house.ts: cycles, test code by name).
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });
const BOUNDARY_RULES = new Set([
  'import-x/no-restricted-paths',
  'no-restricted-imports',
  'no-restricted-syntax',
]);

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(repoRoot, file) });
  return result!.messages
    .filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId))
    .map((m) => m.message);
}

describe('which folder of client/src may import which, in npm run lint', () => {
  it.each([
    ['client/src/shared/ui/Button.tsx', "import { getJson } from '../../api/http.js';"],
    [
      'client/src/shared/storage.ts',
      "import { createGameController } from '../features/game/controller.js';",
    ],
    ['client/src/api/http.ts', "import { reduce } from '../domain/game-state.js';"],
    ['client/src/api/analytics.ts', "import type { PlayerDay } from '../features/day/player-day.js';"],
    ['client/src/domain/game-state.ts', "import { HttpError } from '../api/errors.js';"],
    ['client/src/features/day/HomeScreen.tsx', "const load = () => import('../game/GameScreen.js');"],
    ['client/src/features/game/controller.ts', "import type { IdentityDeps } from '../account/identity.js';"],
    [
      'client/src/features/game/controller.ts',
      "import { playerDataPolicy } from '../../app/player-data.js';",
    ],
    ['client/src/sw/sw.ts', "import { browserStore } from '../shared/storage.js';"],
    [
      'client/src/features/game/controller.ts',
      "import { createMemoryStore } from '../../test-support/memory-store.js';",
    ],
    ['client/src/features/day/HomeScreen.tsx', "import { vi } from 'vitest';"],
    ['client/src/api/http.ts', "import { render } from '@testing-library/react';"],
    [
      'client/src/domain/day-facts.ts',
      "import { factsOf } from '../../../engine/src/progress/test-games.js';",
    ],
  ])('%s may not: %s', async (file, code) => {
    expect(await refusals(file, code)).toHaveLength(1);
  });

  it.each([
    ['client/src/features/game/controller.ts', "import { reduce } from '../../domain/game-state.js';"],
    ['client/src/features/game/controller.ts', "import { HttpError } from '../../api/errors.js';"],
    ['client/src/features/game/controller.ts', "import { browserStore } from '../../shared/storage.js';"],
    ['client/src/features/game/controller.ts', "import { announcementAtom } from './atoms.js';"],
    ['client/src/app/App.tsx', "const load = () => import('../features/game/GameScreen.js');"],
    ['client/src/domain/day-words.ts', "import { browserStore } from '../shared/storage.js';"],
    ['client/src/api/query.ts', "import { whenIdle } from '../shared/when-idle.js';"],
    [
      'client/src/features/game/controller.test.ts',
      "import { createMemoryStore } from '../../test-support/memory-store.js';",
    ],
    ['client/src/features/day/HomeScreen.test.tsx', "import { GameScreen } from '../game/GameScreen.js';"],
    ['client/src/test-support/render.tsx', "import { render } from '@testing-library/react';"],
    ['client/src/features/game/controller.ts', "import { scoreWord } from '@dozen/engine';"],
  ])('%s may: %s', async (file, code) => {
    expect(await refusals(file, code)).toEqual([]);
  });
});

describe('the house check (cycles, test code by name)', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  function house(files: Record<string, string>): string {
    const root = mkdtempSync(path.join(os.tmpdir(), 'dozen-house-'));
    roots.push(root);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return root;
  }

  it.each<[string, Record<string, string>, string[]]>([
    [
      'finds a cycle made of type-only imports',
      {
        'features/game/a.ts': "import { type B } from './b.js';\nexport type A = B[];\n",
        'features/game/b.ts': "import type { A } from './a.js';\nexport type B = { a: A };\n",
      },
      ['import cycle among files: features/game/a.ts → features/game/b.ts'],
    ],
    [
      'finds a cycle through a dynamic import, and the folders it ties into one',
      {
        'api/a.ts': "export const load = () => import('../shared/b.js');\n",
        'shared/b.ts': "import { load } from '../api/a.js';\nexport const b = load;\n",
      },
      ['import cycle among files: api/a.ts → shared/b.ts', 'import cycle among folders: api → shared'],
    ],
    [
      'finds a production file named as a fake, a fixture or a test; tests and test-support may be',
      {
        'features/game/fake-server.ts': 'export {};\n',
        'domain/progressFixtures.ts': 'export {};\n',
        'features/game/controller.test.ts': 'export {};\n',
        'test-support/fake-game-server.ts': 'export {};\n',
        'features/game/useLatest.ts': 'export {};\n',
      },
      [
        'domain/progressFixtures.ts: a production file named as test code (fake, fixture, test): move it to test-support/',
        'features/game/fake-server.ts: a production file named as test code (fake, fixture, test): move it to test-support/',
      ],
    ],
  ])('%s', (_name, files, problems) => {
    expect(houseProblems(house(files))).toEqual(problems);
  });

  it('finds a cycle in the other trees too: the mailer and its outbox, through a type', () => {
    const root = house({
      'mail/mailer.ts':
        "import { createOutbox } from './outbox.js';\nexport interface Mailer { send(): void }\nexport const m = createOutbox;\n",
      'mail/outbox.ts':
        "import type { Mailer } from './mailer.js';\nexport const createOutbox = (): Mailer => ({ send() {} });\n",
      'mail/outbox.test.ts':
        "import { m } from './mailer.js';\nimport { createOutbox } from './outbox.js';\nexport { m, createOutbox };\n",
    });
    expect(treeProblems(root)).toEqual(['import cycle among files: mail/mailer.ts → mail/outbox.ts']);
  });

  it.each(OTHER_TREES)('%s as it stands has no cycle', (tree) => {
    expect(treeProblems(path.join(repoRoot, tree))).toEqual([]);
  });

  it('client/src as it stands has none of them', () => {
    expect(houseProblems()).toEqual([]);
  });
});
