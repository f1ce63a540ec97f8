/**
 * What the browser run needs made ahead of it, into one folder: `npm test` runs this beside vitest,
 * at the lowest CPU priority so that it takes only what vitest leaves idle, then hands the parts to
 * Playwright:
 *
 *   <folder>/client       the run's client build      DOZEN_E2E_CLIENT_DIST and DOZEN_E2E_BUILD_DIR
 *   <folder>/client-b     the deployment specs' second build, beside it (second-build.ts)
 *   <folder>/data         a game server's data directory    DOZEN_E2E_DATA_TEMPLATE (game-data.ts)
 *
 * The caller removes the folder. Usage: tsx client/e2e/prepare-run.ts <folder>
 */
import path from 'node:path';
import { makeGameDataTemplate } from './game-data.js';
import { buildClient, serverEnv } from './local-server.js';
import { secondBuild } from './second-build.js';

const folder = process.argv[2];
if (!folder) throw new Error('usage: tsx client/e2e/prepare-run.ts <folder>');
const client = path.join(folder, 'client');
const build = buildClient(client, 'inherit');
if (build.status !== 0) process.exit(build.status ?? 1);
await secondBuild(client);
// Only the operator command runs on it, which needs no port and no client.
makeGameDataTemplate(
  serverEnv({ port: 0, dataDir: path.join(folder, 'data'), clientDist: client, logLevel: 'warn' }),
);
