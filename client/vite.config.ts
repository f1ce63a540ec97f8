import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import {
  createServer,
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
} from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.js';
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

/** Marks around the prerendered home screen in index.html: the server takes it out of other pages. */
const HOME_SHELL_START = '<!--home-shell-->';
const HOME_SHELL_END = '<!--/home-shell-->';

/**
 * Puts the home screen, rendered by React at build time (src/app/prerender-home-shell.tsx), into
 * index.html's #root: the first paint is the screen itself, not an empty page waiting for the entry
 * script. The server fills the day's counts into it (server/src/http/home-shell.ts) and leaves it
 * out of other pages; the `home-shell` wrapper lets a page that is not `/` (the service worker's
 * offline shell) hide it before paint (public/theme-boot.js, global.css). The build loads the
 * components through a Vite server in SSR mode, so CSS imports and the engine's sources resolve
 * as in the app. The dev server skips this: it serves the empty #root.
 */
function prerenderHomeShell(): Plugin {
  return {
    name: 'dozen:prerender-home-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const vite = await createServer({
          root: clientDir,
          configFile: false,
          logLevel: 'warn',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          // Nothing is served to a browser: no dependency pre-bundling (it would also rewrite the
          // dev server's cache).
          optimizeDeps: { noDiscovery: true, include: [] },
          resolve: { conditions: ['source', ...defaultClientConditions] },
          ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
          define: { __APP_VERSION__: JSON.stringify(buildVersion()) },
        });
        try {
          const { renderHomeShell } = (await vite.ssrLoadModule('/src/app/prerender-home-shell.tsx')) as {
            renderHomeShell: () => string;
          };
          const shell = `${HOME_SHELL_START}<div class="home-shell">${renderHomeShell()}</div>${HOME_SHELL_END}`;
          if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
          return html.replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
        } finally {
          await vite.close();
        }
      },
    },
  };
}

/**
 * The stylesheet first in <head>: the first paint needs only the page, its CSS and
 * public/theme-boot.js, so the entry module's script and preloads (Vite puts them before the
 * stylesheet) must not share the slow phone's bandwidth ahead of the CSS.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'dozen:stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        const anchor = '<script src="/theme-boot.js"></script>';
        if (sheets.length === 0 || !html.includes(anchor)) return html;
        const rest = sheets.reduce((page, sheet) => page.replace(sheet, ''), html);
        return rest.replace(anchor, `${sheets.join('\n    ')}\n    ${anchor}`);
      },
    },
  };
}

const serverOrigin = `http://localhost:${process.env.DOZEN_SERVER_PORT ?? '3000'}`;

export default defineConfig({
  root: clientDir,
  plugins: [
    react(),
    prerenderHomeShell(),
    stylesheetFirst(),
    // The service worker (src/sw/sw.ts): precaches the build, keeps the app working offline. The
    // manifest stays public/manifest.webmanifest (one manifest); the page registers the worker
    // itself, after first paint (src/features/offline/service-worker.ts), so nothing is injected.
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
    // Last: every file of the build, the service worker included, written compressed beside itself.
    precompress(),
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
