/**
 * `npm run bench -- client`: the JavaScript a first visit to `/` loads, gzip, against a bare
 * React 19 Vite app (index.html + main.tsx rendering an <h1>) built in the same run with the
 * same Vite and React. Goal: ≤ 1.3× the bare app.
 *
 * "Loads" = the entry chunk and every chunk it imports statically (what index.html's module
 * script and modulepreload links fetch before the first render). Chunks behind dynamic imports
 * (lazy routes and modals) are listed separately, and so are those the home screen asks for
 * right after its first render (HOME_FOLLOW_UP_MODULES), with a second ratio that includes them:
 * the figure hides nothing. A third ratio compares the first figure with the stack's floor (the
 * libraries' reference app): goal ≤ 1.1×.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const GOAL_RATIO = 1.3;
/** The same JavaScript against the stack's floor (the libraries' reference app below). */
const FLOOR_GOAL_RATIO = 1.1;

type OutputChunk = Rolldown.OutputChunk;

export interface ChunkSize {
  fileName: string;
  bytes: number;
  gzipBytes: number;
}

export interface EntryLoad {
  /** Entry + static imports, in load order. */
  initial: ChunkSize[];
  /** Chunks only reachable through dynamic imports. */
  lazy: Array<ChunkSize & { modules: string[] }>;
  htmlScripts: string[];
}

/**
 * Modules the home screen imports dynamically as soon as it has rendered: TanStack Query with the
 * app's query client and the home screen's feed (app/data-layer.ts, features/day/HomeFeed.tsx), the contract's schemas
 * and the live socket (api/contract.ts, features/day/live-stats.ts), the session and the rest of
 * the background work (app/background.ts), the modal host and the toaster (app/App.tsx), and this
 * device's own day (features/day/usePlayerDay.ts).
 */
export const HOME_FOLLOW_UP_MODULES = [
  'client/src/app/data-layer.ts',
  'client/src/features/day/HomeFeed.tsx',
  'client/src/api/schemas.ts',
  'client/src/api/socket.ts',
  'client/src/app/background.ts',
  'client/src/app/ModalHost.tsx',
  'client/src/shared/ui/Toaster.tsx',
  'client/src/features/day/player-day.ts',
];

export function gzipSize(code: string | Uint8Array): number {
  return gzipSync(code, { level: 9 }).length;
}

function sizeOf(chunk: OutputChunk): ChunkSize {
  return { fileName: chunk.fileName, bytes: Buffer.byteLength(chunk.code), gzipBytes: gzipSize(chunk.code) };
}

/** JS files index.html fetches up front: the module script and the modulepreload links. */
export function scriptsInHtml(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) found.push(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    found.push(match[1]!);
  return found.map((src) => src.replace(/^\//, ''));
}

/** Walks the entry's static import graph in the build output. */
export function entryLoad(chunks: OutputChunk[], html: string): EntryLoad {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const initial: OutputChunk[] = [];
  const visit = (chunk: OutputChunk) => {
    if (initial.includes(chunk)) return;
    initial.push(chunk);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  visit(entry);
  const htmlScripts = scriptsInHtml(html);
  // Anything index.html preloads is fetched up front even if the graph walk missed it.
  for (const name of htmlScripts) {
    const chunk = byName.get(name);
    if (chunk) visit(chunk);
  }
  const lazy = chunks
    .filter((chunk) => !initial.includes(chunk))
    .map((chunk) => ({
      ...sizeOf(chunk),
      modules: chunk.moduleIds.map((id) => path.relative(repoRoot, id)),
    }));
  return { initial: initial.map(sizeOf), lazy, htmlScripts };
}

/** The lazy chunks holding `modules`, with the chunks they import statically. */
export function chunksFor(chunks: OutputChunk[], modules: string[], exclude: Set<string>): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (found.has(chunk.fileName) || exclude.has(chunk.fileName)) return;
    found.add(chunk.fileName);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  for (const chunk of chunks) {
    if (chunk.moduleIds.some((id) => modules.includes(path.relative(repoRoot, id).split(path.sep).join('/'))))
      visit(chunk);
  }
  return found;
}

async function buildApp(
  root: string,
  outDir: string,
  configFile: string | false,
): Promise<{ chunks: OutputChunk[]; html: string }> {
  const result = await build({
    root,
    configFile,
    logLevel: 'warn',
    ...(configFile === false ? { plugins: [react()] } : {}),
    build: { outDir, emptyOutDir: true, sourcemap: false, write: true },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) =>
    output.output.filter((item): item is OutputChunk => item.type === 'chunk'),
  );
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  return { chunks, html };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (items: ChunkSize[], key: 'bytes' | 'gzipBytes') =>
  items.reduce((total, item) => total + item[key], 0);

const BARE_MAIN =
  "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n\n" +
  "createRoot(document.getElementById('root')!).render(\n  <StrictMode>\n    <h1>Hello</h1>\n  </StrictMode>,\n);\n";

/**
 * A second reference: the bare app plus the minimum use of the libraries the architecture
 * prescribes (react-router-dom routes, a TanStack Query query, a Jotai atom). It shows the floor
 * any app on this stack starts from, so the rest of the ratio is Dozen's own code.
 */
const LIBRARIES_MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Outlet, Route, Routes, useNavigate } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { atom, useAtomValue } from 'jotai';

const countAtom = atom(1);
const queryClient = new QueryClient();
function Home() {
  const query = useQuery({ queryKey: ['stats'], queryFn: () => fetch('/api/stats').then((r) => r.json()) });
  return <h1>{useAtomValue(countAtom)} {String(query.data)}</h1>;
}
function Layout() {
  const navigate = useNavigate();
  return <><Outlet /><Link to="/x" onClick={() => navigate('/')}>x</Link></>;
}
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<Home />} />
            <Route path="*" element={<p>Not found</p>} />
          </Route>
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
`;

function writeBareApp(dir: string, main = BARE_MAIN): void {
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Bare</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  );
  writeFileSync(path.join(dir, 'src', 'main.tsx'), main);
}

export async function run(_args: string[]): Promise<void> {
  // Temp folders inside the repository, so both builds resolve react from its node_modules.
  const tmpRoot = path.join(repoRoot, '.tmp');
  mkdirSync(tmpRoot, { recursive: true });
  const work = mkdtempSync(path.join(tmpRoot, 'bench-client-'));
  try {
    const clientRoot = path.join(repoRoot, 'client');
    const dozen = await buildApp(
      clientRoot,
      path.join(work, 'dozen-dist'),
      path.join(clientRoot, 'vite.config.ts'),
    );
    const bareDir = path.join(work, 'bare');
    writeBareApp(bareDir);
    const bare = await buildApp(bareDir, path.join(work, 'bare-dist'), false);
    const librariesDir = path.join(work, 'libraries');
    writeBareApp(librariesDir, LIBRARIES_MAIN);
    const libraries = await buildApp(librariesDir, path.join(work, 'libraries-dist'), false);

    const dozenLoad = entryLoad(dozen.chunks, dozen.html);
    const bareLoad = entryLoad(bare.chunks, bare.html);
    const dozenGzip = sum(dozenLoad.initial, 'gzipBytes');
    const bareGzip = sum(bareLoad.initial, 'gzipBytes');
    const librariesGzip = sum(entryLoad(libraries.chunks, libraries.html).initial, 'gzipBytes');
    const ratio = dozenGzip / bareGzip;

    console.log('\nJavaScript loaded by / before the first render (entry + static imports):');
    for (const chunk of dozenLoad.initial)
      console.log(
        `  ${chunk.fileName.padEnd(44)} ${kb(chunk.bytes).padStart(10)}  gzip ${kb(chunk.gzipBytes)}`,
      );
    const followUps = chunksFor(
      dozen.chunks,
      HOME_FOLLOW_UP_MODULES,
      new Set(dozenLoad.initial.map((chunk) => chunk.fileName)),
    );
    console.log('\nLazy chunks (dynamic imports), ← = fetched by / right after its first render:');
    for (const chunk of [...dozenLoad.lazy].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      const label = followUps.has(chunk.fileName) ? '  ←' : '';
      console.log(
        `  ${chunk.fileName.padEnd(44)} ${kb(chunk.bytes).padStart(10)}  gzip ${kb(chunk.gzipBytes)}${label}`,
      );
    }
    const homeAfterRender =
      dozenGzip +
      sum(
        dozenLoad.lazy.filter((chunk) => followUps.has(chunk.fileName)),
        'gzipBytes',
      );
    const rawRatio = sum(dozenLoad.initial, 'bytes') / sum(bareLoad.initial, 'bytes');

    console.log('\n| figure | Dozen | anchor (bare React 19 + Vite, or as named) | ratio | goal |');
    console.log('|---|---|---|---|---|');
    console.log(
      `| JS loaded by / before first render (gzip) | ${kb(dozenGzip)} | ${kb(bareGzip)} | ${ratio.toFixed(2)}× | ≤ ${GOAL_RATIO}× ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'} |`,
    );
    console.log(
      `| same, raw | ${kb(sum(dozenLoad.initial, 'bytes'))} | ${kb(sum(bareLoad.initial, 'bytes'))} | ${rawRatio.toFixed(2)}× | |`,
    );
    console.log(
      `| reference: bare + react-router-dom, TanStack Query, Jotai (gzip) | ${kb(librariesGzip)} | ${kb(bareGzip)} | ${(librariesGzip / bareGzip).toFixed(2)}× | (the stack's floor) |`,
    );
    const floorRatio = dozenGzip / librariesGzip;
    console.log(
      `| JS loaded by / before first render ÷ the stack's floor (gzip) | ${kb(dozenGzip)} | ${kb(librariesGzip)} | ${floorRatio.toFixed(2)}× | ≤ ${FLOOR_GOAL_RATIO}× ${floorRatio <= FLOOR_GOAL_RATIO ? 'met' : 'NOT met'} |`,
    );
    console.log(
      `| JS / has loaded once counts are live (+ schemas, socket, background work, modals, toasts, the player's day; gzip) | ${kb(homeAfterRender)} | ${kb(bareGzip)} | ${(homeAfterRender / bareGzip).toFixed(2)}× | (informative) |`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
