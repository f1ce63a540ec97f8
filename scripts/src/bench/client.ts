/**
 * `npm run bench -- client`: the JavaScript a first visit to `/` loads, gzip, against a bare
 * React 19 Vite app (index.html + main.tsx rendering an <h1>) built in the same run with the
 * same Vite and React. Goal: ≤ 1.3× the bare app.
 *
 * "Loads" = the entry chunk and every chunk it imports statically (what index.html's module
 * script and modulepreload links fetch before the first render). Chunks behind dynamic imports
 * (lazy routes and modals, the socket library) are listed separately, including those the home
 * screen asks for right after its first render, so the figure hides nothing.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const GOAL_RATIO = 1.3;

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
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) found.push(match[1]!);
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

async function buildApp(root: string, outDir: string, configFile: string | false): Promise<{ chunks: OutputChunk[]; html: string }> {
  const result = await build({
    root,
    configFile,
    logLevel: 'warn',
    ...(configFile === false ? { plugins: [react()] } : {}),
    build: { outDir, emptyOutDir: true, sourcemap: false, write: true },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output.filter((item): item is OutputChunk => item.type === 'chunk'));
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  return { chunks, html };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (items: ChunkSize[], key: 'bytes' | 'gzipBytes') => items.reduce((total, item) => total + item[key], 0);

function writeBareApp(dir: string): void {
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Bare</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  );
  writeFileSync(
    path.join(dir, 'src', 'main.tsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n\n" +
      "createRoot(document.getElementById('root')!).render(\n  <StrictMode>\n    <h1>Hello</h1>\n  </StrictMode>,\n);\n",
  );
}

export async function run(_args: string[]): Promise<void> {
  // Temp folders inside the repository, so both builds resolve react from its node_modules.
  const tmpRoot = path.join(repoRoot, '.tmp');
  mkdirSync(tmpRoot, { recursive: true });
  const work = mkdtempSync(path.join(tmpRoot, 'bench-client-'));
  try {
    const clientRoot = path.join(repoRoot, 'client');
    const dozen = await buildApp(clientRoot, path.join(work, 'dozen-dist'), path.join(clientRoot, 'vite.config.ts'));
    const bareDir = path.join(work, 'bare');
    writeBareApp(bareDir);
    const bare = await buildApp(bareDir, path.join(work, 'bare-dist'), false);

    const dozenLoad = entryLoad(dozen.chunks, dozen.html);
    const bareLoad = entryLoad(bare.chunks, bare.html);
    const dozenGzip = sum(dozenLoad.initial, 'gzipBytes');
    const bareGzip = sum(bareLoad.initial, 'gzipBytes');
    const ratio = dozenGzip / bareGzip;

    console.log('\nJavaScript loaded by / before the first render (entry + static imports):');
    for (const chunk of dozenLoad.initial) console.log(`  ${chunk.fileName.padEnd(44)} ${kb(chunk.bytes).padStart(10)}  gzip ${kb(chunk.gzipBytes)}`);
    console.log('\nLazy chunks (dynamic imports: routes, modals, live socket):');
    for (const chunk of [...dozenLoad.lazy].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      const socket = chunk.modules.some((id) => id.includes('socket.io-client') || id.includes('engine.io-client'));
      const label = socket ? '  ← the home screen fetches this right after its first render (live counts)' : '';
      console.log(`  ${chunk.fileName.padEnd(44)} ${kb(chunk.bytes).padStart(10)}  gzip ${kb(chunk.gzipBytes)}${label}`);
    }
    const socketChunks = dozenLoad.lazy.filter((chunk) => chunk.modules.some((id) => id.includes('socket.io-client')));
    const homeAfterRender = dozenGzip + sum(socketChunks, 'gzipBytes');

    console.log('\n| figure | Dozen | bare React 19 + Vite | ratio | goal |');
    console.log('|---|---|---|---|---|');
    console.log(`| JS loaded by / (gzip) | ${kb(dozenGzip)} | ${kb(bareGzip)} | ${ratio.toFixed(2)}× | ≤ ${GOAL_RATIO}× ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'} |`);
    console.log(
      `| JS loaded by / (raw) | ${kb(sum(dozenLoad.initial, 'bytes'))} | ${kb(sum(bareLoad.initial, 'bytes'))} | ${(sum(dozenLoad.initial, 'bytes') / sum(bareLoad.initial, 'bytes')).toFixed(2)}× | |`,
    );
    console.log(`| + socket chunk home fetches after first render (gzip) | ${kb(homeAfterRender)} | ${kb(bareGzip)} | ${(homeAfterRender / bareGzip).toFixed(2)}× | (informative) |`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
