import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The build's scripts, styles, SVG and manifest, each written beside itself compressed: `.br`
 * (brotli at its best quality) and `.gz` (gzip at level 9). The server sends the variant a client
 * accepts (express-static-gzip, server/src/http/static-client.ts), so no server compresses a file
 * at run time: every instance sends brotli from its first request, and starting one costs no
 * compression. Pages are not here: the server fills each one per request and compresses it then.
 *
 * It runs last (`closeBundle`, `post`), after the service worker and the prerendered page are
 * written, so every file of the build is covered.
 */
export const PRECOMPRESSED = /\.(js|mjs|css|svg|webmanifest|json|txt)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'dozen:precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true, encoding: 'utf8' })).filter((file) =>
          PRECOMPRESSED.test(file),
        );
        await Promise.all(files.map((file) => compressFile(path.join(outDir, file))));
      },
    },
  };
}

async function compressFile(file: string): Promise<void> {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}
