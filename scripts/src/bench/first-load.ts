/**
 * `npm run bench -- first-load`: the first visit to `/` on a slow phone, in Chromium, against the
 * limit of a page that needs no JavaScript, served by the same server in the same run.
 *
 * Conditions: Network.emulateNetworkConditions 1.6 Mbps down, 750 kbps up, 150 ms
 * round trips; Emulation.setCPUThrottlingRate 4; a 390 × 844 viewport; a new browser context for
 * every load (cold HTTP cache, no service worker, no cookie: a first visit).
 *
 * Measured per load:
 * - first contentful paint (the browser's `first-contentful-paint` entry);
 * - live counts visible: the Players Today tile shows a number (the first moment it is in the DOM,
 *   after the next frame, and never before the first contentful paint: it cannot be seen earlier);
 * - interactive: React's first render has replaced the prerendered home screen, so its buttons
 *   answer a tap (the static page's links answer from its first paint, which stands in for it).
 *
 * The anchor ("static"): the home screen exactly as the app has drawn it once its counts are in,
 * saved as plain HTML (no script, no module preload; the same stylesheet) into the client folder
 * the server serves, so the same server sends it the same way. Nothing can show the counts sooner
 * than a page that already contains them and needs no JavaScript, so app ÷ static ≥ 1 says how far
 * from that limit the app is. Loads alternate app / static, `--rounds` of each (default 7);
 * medians are compared.
 *
 * The real server runs from its sources (embedded PostgreSQL in a temp DATA_DIR) over a client
 * built for this run (`--dist=DIR` serves an existing build instead).
 *
 * Goal: first contentful paint ≤ 1.0 s and counts visible ≤ 1.5 s.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { freePort } from '@dozen/server/storage/embedded-postgres';
import { chromiumLaunchOptions } from '../../../client/e2e/chromium.js';
import { ensureDebianPackage } from '../../debian-package.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const THROTTLE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1_000_000) / 8,
  uploadBytesPerSecond: (750 * 1_000) / 8,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
} as const;

export const GOAL = { firstContentfulPaintMs: 1000, countsVisibleMs: 1500 } as const;

/** The element whose number means "the live counts are visible". */
const COUNT_SELECTOR = '[data-testid="stat-players-today"] .stat-tile__value';
/** The wrapper of the prerendered home screen in index.html, which React's first render replaces. */
const SHELL_SELECTOR = '.home-shell';
const STATIC_PAGE = 'bench-first-load-static.html';

interface Options {
  rounds: number;
  dist: string | undefined;
}

function parseOptions(args: string[]): Options {
  const value = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const rounds = Number(value('rounds') ?? 7);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a positive integer');
  return { rounds, dist: value('dist') };
}

/** The few browser globals the page-side functions use (this package compiles without DOM types). */
interface PageElement {
  textContent: string | null;
  outerHTML: string;
  remove(): void;
  cloneNode(deep: true): PageElement;
  querySelectorAll(selector: string): Iterable<PageElement>;
}
interface PageGlobals {
  __countsAt?: number;
  /** When the prerendered shell left the page; -1 where there was none (the static page). */
  __interactiveAt?: number;
  document: { querySelector(selector: string): PageElement | null; documentElement: PageElement };
}

export interface LoadTiming {
  firstContentfulPaintMs: number;
  countsVisibleMs: number;
  interactiveMs: number;
  /** Bytes received (encoded, as on the wire) until the counts were visible. */
  bytes: number;
  requests: number;
}

/**
 * Runs in the page before any of its scripts: notes when the count first holds a number (after
 * the next frame, the earliest it can be painted), and when the prerendered shell leaves the page
 * (React's first commit: its handlers are attached from then on). A string, not a function: tsx's
 * transform adds helpers to functions that would not exist in the page.
 */
export function pageWatcher(countSelector: string, shellSelector: string): string {
  return `(() => {
    let shellSeen = false;
    const checkCounts = () => {
      if (window.__countsAt !== undefined) return;
      const text = document.querySelector(${JSON.stringify(countSelector)})?.textContent ?? '';
      if (!/\\d/.test(text)) return;
      window.__countsAt = -1;
      requestAnimationFrame(() => { window.__countsAt = performance.now(); });
    };
    const checkShell = () => {
      if (window.__interactiveAt !== undefined) return;
      if (document.querySelector(${JSON.stringify(shellSelector)})) shellSeen = true;
      else if (shellSeen) window.__interactiveAt = performance.now();
    };
    const check = () => { checkCounts(); checkShell(); };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    // A page that arrives with its numbers may be parsed before the observer hears anything.
    document.addEventListener('DOMContentLoaded', () => {
      check();
      if (!shellSeen && window.__interactiveAt === undefined) window.__interactiveAt = -1;
    });
    check();
  })();`;
}

export async function measureLoad(browser: Browser, url: string): Promise<LoadTiming> {
  const context = await browser.newContext({ viewport: THROTTLE.viewport, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLE.latencyMs,
      downloadThroughput: THROTTLE.downloadBytesPerSecond,
      uploadThroughput: THROTTLE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuSlowdown });
    let bytes = 0;
    let requests = 0;
    let counting = true;
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      if (!counting) return;
      bytes += event.encodedDataLength;
      requests += 1;
    });
    await page.addInitScript(pageWatcher(COUNT_SELECTOR, SHELL_SELECTOR));
    await page.goto(url, { waitUntil: 'commit' });
    // Functions, not strings: the page's CSP forbids evaluating strings (no 'unsafe-eval').
    await page.waitForFunction(
      () => {
        const at = (globalThis as unknown as PageGlobals).__countsAt;
        return (
          at !== undefined && at >= 0 && performance.getEntriesByName('first-contentful-paint').length > 0
        );
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    counting = false;
    await page.waitForFunction(
      () => (globalThis as unknown as PageGlobals).__interactiveAt !== undefined,
      undefined,
      {
        timeout: 60_000,
        polling: 50,
      },
    );
    const { fcp, counts, interactive } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      counts: (globalThis as unknown as PageGlobals).__countsAt!,
      interactive: (globalThis as unknown as PageGlobals).__interactiveAt!,
    }));
    return {
      firstContentfulPaintMs: fcp,
      countsVisibleMs: Math.max(fcp, counts),
      interactiveMs: interactive < 0 ? fcp : interactive,
      bytes,
      requests,
    };
  } finally {
    await context.close();
  }
}

/** The home screen as drawn once its counts are in, without scripts: the no-JavaScript limit. */
async function saveStaticHome(browser: Browser, baseUrl: string, distDir: string): Promise<number> {
  const context = await browser.newContext({ viewport: THROTTLE.viewport, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForFunction(
      (selector) =>
        /\d/.test((globalThis as unknown as PageGlobals).document.querySelector(selector)?.textContent ?? ''),
      COUNT_SELECTOR,
      { timeout: 60_000 },
    );
    const html = await page.evaluate(() => {
      const copy = (globalThis as unknown as PageGlobals).document.documentElement.cloneNode(true);
      const dropped = 'script, link[rel="modulepreload"], link[rel="preload"], link[rel="manifest"]';
      for (const element of copy.querySelectorAll(dropped)) element.remove();
      return `<!doctype html>\n${copy.outerHTML}`;
    });
    writeFileSync(path.join(distDir, STATIC_PAGE), html);
    return Buffer.byteLength(html);
  } finally {
    await context.close();
  }
}

export function buildClient(outDir: string): void {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir], {
    cwd: path.join(repoRoot, 'client'),
    encoding: 'utf8',
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('vite build failed');
}

export async function startServer(port: number, dataDir: string, distDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'server/src/index.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      CLIENT_DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      RATE_SESSIONS_PER_IP_PER_HOUR: '100000',
    },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not become ready within 180 s');
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${Math.round(value)} ms`;
const range = (values: number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;

export async function run(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const tmpRoot = path.join(repoRoot, '.tmp');
  mkdirSync(tmpRoot, { recursive: true });
  const work = mkdtempSync(path.join(tmpRoot, 'bench-first-load-'));
  // Express will not send files below a dot-folder: a built client goes to the OS temp folder.
  const ownDist = options.dist === undefined;
  const distDir = options.dist ?? mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'dozen-bench-dist-'));
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    if (ownDist) buildClient(distDir);
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    server = await startServer(port, path.join(work, 'data'), distDir);
    await ensureDebianPackage(
      chromiumLaunchOptions.executablePath,
      'chromium',
      'The first-load bench loads the app in Debian’s Chromium.',
      (message) => console.log(message),
    );
    browser = await chromium.launch(chromiumLaunchOptions);
    const staticBytes = await saveStaticHome(browser, baseUrl, distDir);
    // One unmeasured load of each warms the server (pools, stamps, first reads of files).
    await measureLoad(browser, `${baseUrl}/`);
    await measureLoad(browser, `${baseUrl}/${STATIC_PAGE}`);

    const app: LoadTiming[] = [];
    const anchor: LoadTiming[] = [];
    for (let round = 0; round < options.rounds; round++) {
      app.push(await measureLoad(browser, `${baseUrl}/`));
      anchor.push(await measureLoad(browser, `${baseUrl}/${STATIC_PAGE}`));
      process.stdout.write('.');
    }
    process.stdout.write('\n');

    const fcp = (list: LoadTiming[]) => list.map((load) => load.firstContentfulPaintMs);
    const counts = (list: LoadTiming[]) => list.map((load) => load.countsVisibleMs);
    const interactive = (list: LoadTiming[]) => list.map((load) => load.interactiveMs);
    const appFcp = median(fcp(app));
    const appCounts = median(counts(app));
    const staticFcp = median(fcp(anchor));
    const staticCounts = median(counts(anchor));
    console.log(
      `\nFirst load of / in Chromium: ${(THROTTLE.downloadBytesPerSecond * 8e-6).toFixed(1)} Mbps down, ` +
        `${THROTTLE.uploadBytesPerSecond * 8e-3} kbps up, ${THROTTLE.latencyMs} ms RTT, ` +
        `CPU ÷${THROTTLE.cpuSlowdown}, ${THROTTLE.viewport.width}×${THROTTLE.viewport.height}, cold cache; ` +
        `${options.rounds} loads each, medians [range]. Static page: ${(staticBytes / 1024).toFixed(1)} kB of HTML.`,
    );
    console.log('\n| figure | app | static (no JS) | app ÷ static | goal |');
    console.log('|---|---|---|---|---|');
    console.log(
      `| first contentful paint | ${ms(appFcp)} [${range(fcp(app))}] | ${ms(staticFcp)} [${range(fcp(anchor))}] | ` +
        `${(appFcp / staticFcp).toFixed(2)}× | ≤ ${ms(GOAL.firstContentfulPaintMs)} ${appFcp <= GOAL.firstContentfulPaintMs ? 'met' : 'NOT met'} |`,
    );
    console.log(
      `| live counts visible | ${ms(appCounts)} [${range(counts(app))}] | ${ms(staticCounts)} [${range(counts(anchor))}] | ` +
        `${(appCounts / staticCounts).toFixed(2)}× | ≤ ${ms(GOAL.countsVisibleMs)} ${appCounts <= GOAL.countsVisibleMs ? 'met' : 'NOT met'} |`,
    );
    const appInteractive = median(interactive(app));
    const staticInteractive = median(interactive(anchor));
    console.log(
      `| interactive (the app: React's first render in place of the prerendered screen; static: its first paint) | ` +
        `${ms(appInteractive)} [${range(interactive(app))}] | ${ms(staticInteractive)} [${range(interactive(anchor))}] | ` +
        `${(appInteractive / staticInteractive).toFixed(2)}× | |`,
    );
    console.log(
      `| bytes received until counts (requests) | ${(median(app.map((l) => l.bytes)) / 1024).toFixed(1)} kB (${median(app.map((l) => l.requests))}) | ` +
        `${(median(anchor.map((l) => l.bytes)) / 1024).toFixed(1)} kB (${median(anchor.map((l) => l.requests))}) | | |`,
    );
  } finally {
    await browser?.close();
    if (server) await stopServer(server);
    rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    if (ownDist) rmSync(distDir, { recursive: true, force: true });
    else rmSync(path.join(distDir, STATIC_PAGE), { force: true });
  }
}
