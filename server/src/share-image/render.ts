import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { LruMap } from './lru.js';
import { shareCardSvg, TEMPLATE_REVISION, type ShareCard } from './template.js';

/**
 * Share cards to PNG with resvg (a Rust renderer in a prebuilt binary shipped by the npm package),
 * off the event loop (`renderAsync` runs in libuv's thread pool).
 *
 * resvg reads only TrueType/OpenType fonts, and the machines have no fonts to rely on, so the
 * card's font comes from the npm registry: Nunito (SIL Open Font License 1.1) in
 * @expo-google-fonts/nunito, which ships the TTF files. System fonts are never loaded, so a card
 * looks the same on every machine.
 */
const NUNITO_FILES = [
  '700Bold/Nunito_700Bold.ttf',
  '800ExtraBold/Nunito_800ExtraBold.ttf',
  '900Black/Nunito_900Black.ttf',
];

function nunitoFiles(): string[] {
  const packageJson = createRequire(import.meta.url).resolve('@expo-google-fonts/nunito/package.json');
  return NUNITO_FILES.map((file) => path.join(path.dirname(packageJson), file));
}

/**
 * The card's version stamp: a hash of everything it shows and of the drawing's revision. Equal
 * stamps mean equal images, so the stamp is the ETag and the `v` that earns a year of caching.
 */
export function cardStamp(card: ShareCard): string {
  return createHash('sha256')
    .update(JSON.stringify({ revision: TEMPLATE_REVISION, card }))
    .digest('hex')
    .slice(0, 16);
}

export interface ShareImageRenderer {
  /** The PNG of a card rendered (or being rendered) recently, or undefined: nothing is rendered. */
  cached(stamp: string): Promise<Buffer> | undefined;
  /** Renders the card (remembered by its stamp; a few renders at a time). */
  render(card: ShareCard, stamp: string): Promise<Buffer>;
}

export interface RendererOptions {
  /** PNGs kept in memory (each some tens of kB). */
  cacheSize?: number;
  /** Renders running at once: they share libuv's four threads with file and DNS work. */
  concurrency?: number;
}

export function createShareImageRenderer(options: RendererOptions = {}): ShareImageRenderer {
  const cache = new LruMap<string, Promise<Buffer>>(options.cacheSize ?? 64);
  const concurrency = options.concurrency ?? 2;
  const fontFiles = nunitoFiles();
  let running = 0;
  const waiting: Array<() => void> = [];

  async function withSlot<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  return {
    cached: (stamp) => cache.get(stamp),

    render(card, stamp) {
      const existing = cache.get(stamp);
      if (existing) return existing;
      const png = withSlot(async () => {
        const image = await renderAsync(shareCardSvg(card), {
          font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Nunito' },
          fitTo: { mode: 'original' },
        });
        return image.asPng();
      });
      cache.set(stamp, png);
      // A failed render is not remembered: the next request tries again.
      png.catch(() => cache.delete(stamp));
      return png;
    },
  };
}
