import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreWord } from '@dozen/engine';
import { SITE_DESCRIPTION, SITE_TITLE, ZShareTokenResponse } from '@dozen/engine/contract';
import { REPO_ROOT } from '../src/config.js';
import { gameRequest, honestWords } from './game-helpers.js';
import { metaContent } from './link-preview-reader.js';
import { withBuiltClient } from './static-dist.js';

/**
 * Link previews in the page's raw HTML, the real client/index.html served: what a crawler reads
 * without JavaScript.
 */

const indexHtml = path.join(REPO_ROOT, 'client', 'index.html');

/** A build folder of the real client/index.html, as Vite copies its <head> into the build. */
async function writeIndexHtml(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'dozen-dist-'));
  await writeFile(path.join(dist, 'index.html'), await readFile(indexHtml, 'utf8'));
  return dist;
}

describe('link previews in the raw HTML (what a crawler reads without JavaScript)', () => {
  const built = withBuiltClient(writeIndexHtml);

  it('client/index.html has the spec’s title and description', async () => {
    const html = await readFile(indexHtml, 'utf8');
    expect(html).toContain(`<title>${SITE_TITLE}</title>`);
    expect(html.replace(/\s+/g, ' ')).toContain(`name="description" content="${SITE_DESCRIPTION}"`);
    // The server owns the preview tags (absolute URLs, today's card): none are baked into the page.
    expect(html).not.toMatch(/og:|twitter:|og-image/);
  });

  it.each(['/', '/game'])(
    '%s carries the title, Open Graph and Twitter card tags naming today’s card',
    async (url) => {
      const { server } = built;
      const response = await server.client().get(url);
      expect(response.status).toBe(200);
      const head = response.text.slice(0, response.text.indexOf('</head>'));
      expect(head).toContain(`<title>${SITE_TITLE}</title>`);
      expect(metaContent(head, 'property', 'og:title')).toBe(SITE_TITLE);
      expect(metaContent(head, 'property', 'og:description')).toBe(SITE_DESCRIPTION);
      expect(metaContent(head, 'property', 'og:type')).toBe('website');
      expect(metaContent(head, 'property', 'og:url')).toBe(`${server.baseUrl}/`);
      expect(metaContent(head, 'property', 'og:image:width')).toBe('1200');
      expect(metaContent(head, 'property', 'og:image:height')).toBe('630');
      expect(metaContent(head, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(head, 'name', 'twitter:description')).toBe(SITE_DESCRIPTION);

      const image = metaContent(head, 'property', 'og:image')!;
      expect(metaContent(head, 'name', 'twitter:image')).toBe(image);
      expect(image).toMatch(
        new RegExp(
          `^${server.baseUrl}/api/social-share-image\\?type=daily&format=png&date=2026-11-21&v=[0-9a-f]{16}$`,
        ),
      );
      // The image URL is absolute, stamped, and served for a year.
      const served = await fetch(image);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('etag')).toBe(`"${new URL(image).searchParams.get('v')}"`);
    },
  );

  it('names the new day’s card after midnight', async () => {
    const { server } = built;
    const before = metaContent((await server.client().get('/')).text, 'property', 'og:image')!;
    server.clock.set('2026-11-22T05:30:00.000Z');
    try {
      const after = metaContent((await server.client().get('/')).text, 'property', 'og:image')!;
      expect(after).toContain('date=2026-11-22');
      expect(after).not.toBe(before);
    } finally {
      server.clock.set('2026-11-21T17:00:00.000Z');
    }
  });

  it('a shared score’s URL (/?share=…) previews that score’s card; a forged one, today’s', async () => {
    const { server } = built;
    const player = server.client();
    const playerId = await player.session();
    const pool = (await server.pools.getOrCreate('2026-11-21'))!;
    const words = honestWords(pool, server.dictionary, 2);
    expect((await player.post('/api/submit-game', gameRequest(playerId, '2026-11-21', words))).status).toBe(
      200,
    );
    const { token, url } = ZShareTokenResponse.parse(
      (await player.post('/api/share-token', { date: '2026-11-21' })).body,
    );
    const best = words.reduce((sum, word) => sum + scoreWord(word), 0);

    // A crawler: no cookie, no JavaScript.
    const page = await server.client().get(new URL(url).pathname + new URL(url).search);
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    expect(metaContent(head, 'property', 'og:url')).toBe(url);
    const image = metaContent(head, 'property', 'og:image')!;
    expect(metaContent(head, 'name', 'twitter:image')).toBe(image);
    expect(image).toMatch(
      new RegExp(
        `^${server.baseUrl}/api/social-share-image\\?type=score&format=png&share=[^&]+&v=[0-9a-f]{16}$`,
      ),
    );
    expect(new URL(image).searchParams.get('share')).toBe(token);
    const description = metaContent(head, 'property', 'og:description')!;
    expect(description).toContain(`${best} of ${pool.maxPossibleScore} points`);
    // No word in the preview. The token's 22 random characters are taken out first: a short word
    // can turn up in them by chance.
    const readable = head.replaceAll(token, '').toLowerCase();
    for (const word of words) expect(readable).not.toContain(word.toLowerCase());
    const served = await fetch(image);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const [date, , count, mac] = token.split('.');
    const forged = await server.client().get(`/?share=${date}.99.${count}.${mac}`);
    expect(forged.status).toBe(200);
    expect(metaContent(forged.text, 'property', 'og:image')).toContain('type=daily');
    expect(metaContent(forged.text, 'property', 'og:description')).toBe(SITE_DESCRIPTION);
  });
});
