import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRECACHE_GLOBS } from './src/sw/policy.js';

const clientDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * package.json version + the commit it was built from, shown in How To Play's footer.
 * DOZEN_BUILD_LABEL, when set (a CI build number, a test's second deployment), is added to it.
 */
function buildVersion(): string {
  const label = process.env.DOZEN_BUILD_LABEL;
  return label ? `${commitVersion()}.${label}` : commitVersion();
}

function commitVersion(): string {
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: clientDir,
      encoding: 'utf8',
    }).trim();
    return `${version}+${sha}`;
  } catch {
    return version; // building outside a git checkout (e.g. a source tarball)
  }
}

/**
 * The built entry script blocks rendering (`blocking="render"`, where browsers support it): it
 * sets the player's theme on <html> first, so a chosen theme never flashes the system's one.
 * The page is empty until this script renders it anyway, so nothing paints later than before.
 * (Vite rewrites the entry tag and drops unknown attributes, hence a plugin.)
 */
function renderBlockingEntry(): Plugin {
  return {
    name: 'dozen:render-blocking-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('<script type="module" ', '<script type="module" blocking="render" '),
    },
  };
}

const serverOrigin = `http://localhost:${process.env.DOZEN_SERVER_PORT ?? '3000'}`;

export default defineConfig({
  root: clientDir,
  plugins: [
    react(),
    renderBlockingEntry(),
    // The service worker (src/sw/sw.ts): precaches the build, keeps the app working offline. The
    // manifest stays public/manifest.webmanifest (one manifest); the page registers the worker
    // itself, after first paint (src/offline/service-worker.ts), so nothing is injected.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        globPatterns: PRECACHE_GLOBS,
        // The bench's static page and other stray files never enter the precache.
        globIgnores: ['**/bench-*.html'],
      },
      devOptions: { enabled: false },
    }),
  ],
  // Workspace packages export their TypeScript sources under "source": no engine build needed.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  define: {
    __APP_VERSION__: JSON.stringify(buildVersion()),
  },
  server: {
    proxy: {
      '/api': { target: serverOrigin, changeOrigin: false },
      '/socket.io': { target: serverOrigin, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // Every browser Dozen supports preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The engine is pure (ARCHITECTURE convention 1, enforced by lint): its modules have no side
      // effects, so a module none of whose exports are used can go. Without this, importing one
      // helper (countdownText, ApiPath) keeps every zod schema in the engine: +27 kB gzip.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]engine[\\/](src|dist)[\\/]/.test(id) },
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs before it renders (React, the router, Jotai, the query
              // provider) in one chunk of its own. Rolldown's automatic splitting otherwise
              // regroups these whenever a new lazy module shares one of them: the accounts code
              // made it split Jotai off into another chunk the first page waited for (+0.8 kB
              // gzip). This chunk also changes only when those packages do, so it stays cached
              // across deployments. Nothing in it is lazy-only code (npm run bench -- client).
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|jotai|react-router|react-router-dom|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js)([\\/]|$)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
