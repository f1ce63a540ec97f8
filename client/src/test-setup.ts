// As app/main.tsx: zod's config before anything loads a schema (api/zod-jitless.ts).
import './api/zod-jitless.js';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { playerDataPolicy } from './app/player-data.js';
import { loadPlayerData, setPlayerDataPolicy } from './features/account/player-data-policy.js';

// findBy*/waitFor wait up to 15 s (the client project's test timeout is 20 s) instead of 1 s: lazy
// modals are real dynamic imports, which vitest transforms on first use, and that alone took more
// than 5 s while other suites loaded the machine's two cores. A hang guard, not a speed goal: an
// element that appears sooner is found sooner.
configure({ asyncUtilTimeout: 15_000 });

// As app/main.tsx and app/background.ts: what a player's data does when the player changes.
setPlayerDataPolicy(() => Promise.resolve(playerDataPolicy));
await loadPlayerData();
