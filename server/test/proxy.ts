import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { accepts, freePort, waitFor } from './live-support.js';

/**
 * A real nginx in front of test instances, running the shipped deploy/nginx.conf: the same file,
 * with only its upstream servers and its listen address substituted (each substitution must
 * match, so a changed file fails here instead of testing something else). nginx is Debian's
 * (`npm test` installs it): NGINX_BIN, else /usr/sbin/nginx.
 */

const SHIPPED_CONFIG = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));
const UPSTREAM_SERVERS = /^([ \t]*)server app\d+:\d+([^;\n]*);[ \t]*\n/gm;
const LISTEN = /^([ \t]*)listen 80((?: [^;\n]*)?);/m;

export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';

export interface Proxy {
  url: string;
  /** nginx's error log (upstream failures are logged there). */
  errors(): Promise<string>;
  close(): Promise<void>;
}

/** The shipped config with the test's upstream ports and listen port. */
export async function proxyConfig(upstreamPorts: readonly number[], listenPort: number): Promise<string> {
  const shipped = await readFile(SHIPPED_CONFIG, 'utf8');
  const servers = [...shipped.matchAll(UPSTREAM_SERVERS)];
  if (servers.length === 0 || !LISTEN.test(shipped))
    throw new Error(`${SHIPPED_CONFIG} no longer has "server appN:PORT …;" lines and "listen 80 …;"`);
  const indent = servers[0]![1]!;
  // The shipped servers' parameters (e.g. max_fails) on each of the test's.
  const parameters = servers[0]![2] ?? '';
  const upstream = upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port}${parameters};\n`).join('');
  let replaced = false;
  return shipped
    .replace(UPSTREAM_SERVERS, () => {
      if (replaced) return '';
      replaced = true;
      return upstream;
    })
    .replace(LISTEN, `$1listen 127.0.0.1:${listenPort}$2;`);
}

/**
 * Starts nginx (master and two workers, like the machines' cores) in front of `upstreamPorts`.
 * `workerConnections` (each proxied socket takes two: the client's and the upstream's) is nginx's
 * default unless a caller holds thousands of sockets through it (the reconnect-storm bench).
 */
export async function startProxy(
  upstreamPorts: readonly number[],
  { workerConnections = 1024 }: { workerConnections?: number } = {},
): Promise<Proxy> {
  if (!existsSync(NGINX_BIN))
    throw new Error(
      `nginx not found at ${NGINX_BIN}: \`npm test\` installs it (apt-get install nginx-light), or set NGINX_BIN`,
    );
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dozen-nginx-'));
  // nginx's workers run as an unprivileged user when started by root: they must reach their temp folders.
  await chmod(dir, 0o755);
  await writeFile(path.join(dir, 'dozen.conf'), await proxyConfig(upstreamPorts, port));
  const temp = (name: string) => path.join(dir, name);
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 2;',
      `worker_rlimit_nofile ${workerConnections + 64};`,
      `pid ${temp('nginx.pid')};`,
      `error_log ${temp('error.log')} warn;`,
      `events { worker_connections ${workerConnections}; }`,
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${temp('dozen.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  const child: ChildProcess = spawn(
    NGINX_BIN,
    ['-p', dir, '-c', temp('nginx.conf'), '-e', temp('error.log')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const errors = () => readFile(temp('error.log'), 'utf8').catch(() => '');
  try {
    await waitFor(
      `nginx on port ${port}`,
      async () => {
        if (child.exitCode !== null)
          throw new Error(`nginx exited (${child.exitCode}): ${output}${await errors()}`);
        // A connection, not a request: a request would reach the upstreams, and one that is not up
        // yet would be marked failed for nginx's fail_timeout (10 s).
        return (await accepts(port)) || undefined;
      },
      10_000,
    );
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    errors,
    async close() {
      // SIGQUIT: graceful stop of the master and its workers.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
