#!/usr/bin/env node
// `npm start`: builds only what changed since the last build, then runs the server.
//   - engine and server: `tsc -b`, whose own incremental mode (.tsbuildinfo) does nothing when
//     nothing changed;
//   - the client: `vite build` only when the hash of its inputs (its sources, the engine's, the
//     lock file, the commit and build label it stamps into How To Play) differs from the one
//     written beside the last build (client/dist/.inputs-hash). A build that fails writes none.
// Then the server runs as this process's child, with the signals it is sent passed on.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDist = path.join(root, 'client', 'dist');
const hashFile = path.join(clientDist, '.inputs-hash');

/** What the client build reads: a change to any of these needs a new build. */
const CLIENT_INPUTS = [
  'client/src',
  'client/build',
  'client/public',
  'client/index.html',
  'client/vite.config.ts',
  'client/package.json',
  'client/tsconfig.json',
  'engine/src',
  'engine/package.json',
  'package-lock.json',
];

function filesOf(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => path.join(item.parentPath, item.name));
}

function commit() {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return head.status === 0 ? head.stdout.trim() : 'no-git';
}

function clientInputsHash() {
  const hash = createHash('sha256');
  hash.update(`commit ${commit()}\nlabel ${process.env.DOZEN_BUILD_LABEL ?? ''}\nnode ${process.version}\n`);
  for (const file of CLIENT_INPUTS.flatMap(filesOf).sort()) {
    hash.update(`${path.relative(root, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function runStep(label, command, args) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`npm start: ${label} failed (exit code ${result.status ?? result.signal})\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`npm start: ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

// TypeScript 7's native compiler (the `typescript` package is 6's, kept for the tools that use its API).
const tsc = path.join(root, 'node_modules', '@typescript', 'native', 'bin', 'tsc');
runStep('engine and server (tsc -b)', process.execPath, [tsc, '-b', 'engine', 'server']);

const inputs = clientInputsHash();
const built = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : null;
if (built === inputs) {
  process.stdout.write('npm start: the client is built from these sources already\n');
} else {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  runStep('client (vite build)', process.execPath, [vite, 'build', path.join(root, 'client')]);
  writeFileSync(hashFile, `${inputs}\n`);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'server', 'dist', 'index.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// A terminal's Ctrl-C reaches the server itself (same process group); a SIGTERM sent to this
// process alone (a supervisor, a test) is passed on. The server drains and exits by itself.
process.on('SIGINT', () => undefined);
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
