/**
 * The browser run's two client builds, made ahead of it: `npm test` runs this beside vitest, at the
 * lowest CPU priority so that it takes only what vitest leaves idle, then gives the folder to
 * Playwright as DOZEN_E2E_CLIENT_DIST and DOZEN_E2E_BUILD_DIR. The run's build goes into the folder
 * named, the deployment specs' second build beside it (second-build.ts); the caller removes both.
 *
 *   tsx client/e2e/run-builds.ts <folder>
 */
import { buildClient } from './local-server.js';
import { secondBuild } from './second-build.js';

const folder = process.argv[2];
if (!folder) throw new Error('usage: tsx client/e2e/run-builds.ts <folder>');
const build = buildClient(folder, 'inherit');
if (build.status !== 0) process.exit(build.status ?? 1);
await secondBuild(folder);
