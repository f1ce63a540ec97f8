// Debian packages a command needs, installed when missing: only as root, which is how CI and a
// fresh machine get them (`npm test`: redis-server, nginx, chromium-headless-shell; `npm run bench`:
// wrk, chromium).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function which(binary) {
  const found = spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' });
  if (found.status === 0) return found.stdout.trim();
  return existsSync(binary) ? binary : null;
}

/**
 * apt-get with its output shown as it comes; or `beside` other work: its output kept and shown only
 * if it fails (it must not interleave with theirs), at the lowest CPU priority (dpkg inherits it).
 */
function aptGet(args, { beside = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn('apt-get', args, {
      stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (beside && child.pid) os.setPriority(child.pid, 19);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (beside && code !== 0) process.stderr.write(output);
      resolve(code ?? 1);
    });
    child.on('error', () => resolve(127));
  });
}

/**
 * Installs, in one apt-get run, the packages of `wanted` ({ binary, pkg }) whose binary is missing,
 * when root; else does nothing. Never rejects: `ensureDebianPackage` then finds each binary, or
 * installs it itself, or says what is missing. Started early, the download and unpacking run beside
 * other work instead of in front of the stage that needs them.
 */
export async function installMissingDebianPackages(wanted, log = () => {}) {
  const missing = wanted.filter(({ binary }) => !which(binary)).map(({ pkg }) => pkg);
  if (!isRoot || missing.length === 0) return;
  log(`installing ${missing.join(', ')} (apt-get, non-interactive, beside what runs meanwhile)`);
  if ((await aptGet(['update'], { beside: true })) !== 0) return;
  await aptGet(['install', '-y', '--no-install-recommends', ...missing], { beside: true });
}

/**
 * The path of `binary` (a name on the PATH or an absolute path), installing Debian's `pkg` first
 * when it is missing. Throws with a message to show as it is: what is missing, `why` it is needed,
 * and the command that installs it.
 */
export async function ensureDebianPackage(binary, pkg, why, log = () => {}) {
  const existing = which(binary);
  if (existing) return existing;
  if (!isRoot) {
    throw new Error(
      `${binary} is missing and this is not root, so it cannot be installed here.\n  ${why}\n  Install it with: sudo apt-get install -y ${pkg}`,
    );
  }
  log(`installing ${pkg} (apt-get, non-interactive)`);
  if ((await aptGet(['update'])) !== 0) throw new Error('apt-get update failed');
  if ((await aptGet(['install', '-y', '--no-install-recommends', pkg])) !== 0)
    throw new Error(`apt-get install ${pkg} failed`);
  const installed = which(binary);
  if (!installed) throw new Error(`${pkg} was installed but ${binary} is still not found`);
  return installed;
}
