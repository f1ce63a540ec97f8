// Debian packages a command needs, installed when missing: only as root, which is how CI and a
// fresh machine get them (`npm test`: redis-server, nginx, chromium-headless-shell; `npm run bench`:
// wrk, chromium).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function which(binary) {
  const found = spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' });
  if (found.status === 0) return found.stdout.trim();
  return existsSync(binary) ? binary : null;
}

function aptGet(args) {
  return new Promise((resolve) => {
    const child = spawn('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(127));
  });
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
