import { describe, expect, it } from 'vitest';
import { ZBootData } from '@dozen/engine/contract';
import { bootDataBlock } from '../src/http/static-client.js';
import { PRERENDERED_HOME, withBuiltClient, writeDist } from './static-dist.js';

/**
 * The built client's pages: index.html for every screen, with this session's boot data and the
 * home screen painted in; the operator's site links in its <head> when configured.
 */

describe('the built client', () => {
  const built = withBuiltClient();

  it.each(['/', '/game', '/game?playAgain=true', '/auth-complete', '/no/such/page'])(
    'serves index.html for %s (the client routes it)',
    async (url) => {
      const { server } = built;
      const response = await server.client().get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.text).toContain('<title>Dozen</title>');
      // It carries this session's boot data: never kept by a shared cache.
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    },
  );

  it('sends today’s stats and this session’s pool in a JSON data block, never another player’s unlocks', async () => {
    const { server } = built;
    const bootOf = (html: string) => {
      const match = /<script type="application\/json" id="dozen-boot">(.*?)<\/script>/.exec(html);
      return match ? ZBootData.parse(JSON.parse(match[1]!)) : null;
    };
    // A first visit (no cookie): the anonymous view, nothing unlocked.
    const anonymous = bootOf((await server.client().get('/')).text);
    expect(anonymous?.stats.date).toBe('2026-11-21');
    expect(anonymous?.dailyPool).toEqual((await server.client().get('/api/daily-pool')).body);
    expect(anonymous?.dailyPool.topWord).toBeNull();

    // A player who revealed the top word gets it in their page, as from the API; nobody else does.
    const player = server.client();
    const playerId = await player.session();
    expect((await player.post('/api/reveal-top-word', { playerId, date: '2026-11-21' })).status).toBe(200);
    const own = bootOf((await player.get('/game')).text);
    expect(own?.dailyPool.topWord).toEqual(expect.any(String));
    expect(own?.dailyPool).toEqual((await player.get('/api/daily-pool')).body);
    const stranger = server.client();
    await stranger.session();
    expect(bootOf((await stranger.get('/')).text)?.dailyPool.topWord).toBeNull();

    // The app shell the service worker keeps offline carries nobody's data.
    const shell = await player.get('/index.html');
    expect(bootOf(shell.text)).toBeNull();
    expect(shell.headers.get('cache-control')).toBe('no-cache');
  });

  it('paints the home screen with the boot data’s counts and date in its markup, on / only', async () => {
    const { server } = built;
    const client = server.client();
    const home = (await client.get('/')).text;
    const stats = (await client.get('/api/stats')).body as { totalPlayers: number };
    expect(home).toContain(
      '<p class="challenge-card__date" data-shell-field="puzzle-date">Saturday, November 21, 2026</p>',
    );
    expect(home).toContain(
      `<strong class="stat-tile__value" data-shell-field="players-today">${stats.totalPlayers}</strong>`,
    );
    // Other paths never flash the home screen.
    for (const url of ['/game', '/auth-complete', '/no/such/page']) {
      expect((await client.get(url)).text).not.toContain('home-shell');
    }
    // The offline shell keeps it, with placeholders (nobody's data).
    const shell = (await client.get('/index.html')).text;
    expect(shell).toContain(PRERENDERED_HOME);
  });

  it('writes the boot data so that no value can close its element', () => {
    const block = bootDataBlock({
      stats: { dateFormatted: '</script><script>alert(1)</script>' },
      dailyPool: {},
    } as never);
    expect(block).not.toContain('</script><script>');
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>(.*)<\/script>$/.exec(block)![1]!)).toMatchObject({
      stats: { dateFormatted: '</script><script>alert(1)</script>' },
    });
  });

  it('names no support address or sister game the operator has not configured', async () => {
    const { server } = built;
    for (const url of ['/', '/index.html']) {
      const response = await server.client().get(url);
      expect(response.status).toBe(200);
      expect(response.text).toContain('<title>Dozen</title>');
      expect(response.text).not.toContain('dozen:');
    }
  });
});

describe("the built client with the operator's site links", () => {
  const built = withBuiltClient(writeDist, {
    SUPPORT_EMAIL: 'help@example.org',
    SISTER_GAME_URL: 'https://example.org/words?a=1&b=2',
    SISTER_GAME_NAME: 'Six "Quotes" <Game>',
  });

  it.each(['/', '/game', '/index.html'])(
    'puts them in the <head> of %s as escaped meta tags',
    async (url) => {
      const { server } = built;
      const response = await server.client().get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(
        url === '/index.html' ? 'no-cache' : 'private, no-cache',
      );
      const head = response.text.slice(0, response.text.indexOf('</head>'));
      expect(head).toContain('<meta name="dozen:support-email" content="help@example.org">');
      expect(head).toContain(
        '<meta name="dozen:sister-game-url" content="https://example.org/words?a=1&amp;b=2">',
      );
      expect(head).toContain(
        '<meta name="dozen:sister-game-name" content="Six &quot;Quotes&quot; &lt;Game&gt;">',
      );
    },
  );
});
