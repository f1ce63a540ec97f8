import { puzzleDate } from '../../engine/src/index.js';
import { PLAN, expect, openGame, playWord, tapWord, test as gameTest, toast } from './game-fixtures.js';
import { runOperatorCli } from './local-server.js';

/**
 * Our own analytics end to end: a player plays a whole game in Chromium, the page is left (the
 * queue goes by sendBeacon on pagehide), and the operator report, run against that server's
 * database, counts the day: one player through every step of the funnel.
 *
 * The extra worker fixture gives this file a worker of its own, hence its own game server and
 * database (game-fixtures.ts starts one per worker): the day's numbers are this test's alone, and
 * the report is first seen empty.
 */
const test = gameTest.extend<object, { ownDatabase: boolean }>({
  ownDatabase: [true, { scope: 'worker' }],
});

/** The report is run again until the events arrive (they travel by timer or by beacon). */
const POLL = { timeout: 30_000, intervals: [1_000, 2_000] };

interface ReportJson {
  events: number;
  players: number;
  funnel: Array<{ step: string; players: number; ofPrevious: number | null }>;
  eventsByName: Array<{ name: string; events: number; players: number }>;
  hints: { starters: number; players: number };
}

test('the report counts a day of events that a browser sent', async ({ browser, baseURL, gameServer }) => {
  test.setTimeout(120_000);
  const today = puzzleDate(new Date());
  const report = (...args: string[]) =>
    runOperatorCli('report-cli.ts', ['--date', today, ...args], gameServer.env);
  let counted: ReportJson | undefined;
  /** How many events of this name the report counts now (the whole report is kept in `counted`). */
  const eventsCounted = (name: string) => {
    const run = report('--json');
    if (run.status !== 0) throw new Error(run.stderr);
    counted = JSON.parse(run.stdout) as ReportJson;
    return counted.eventsByName.find((row) => row.name === name)?.events ?? 0;
  };

  const before = report();
  expect(before.status, before.stderr).toBe(0);
  expect(before.stdout).toContain(`no events recorded for ${today}`);

  const context = await browser.newContext({
    baseURL: baseURL ?? undefined,
    // Share copies to the clipboard here (desktop Chromium has no share sheet).
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  // Playwright does not see a request sent as its page unloads: each beacon is noted in
  // localStorage instead (same origin, so it outlives the page), and read back afterwards.
  await context.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const taken = send(url, data);
      const noted = JSON.parse(localStorage.getItem('e2e_beacons') ?? '[]') as unknown[];
      noted.push({ url: String(url), body: typeof data === 'string' ? data : null, taken });
      localStorage.setItem('e2e_beacons', JSON.stringify(noted));
      return taken;
    };
  });
  const page = await context.newPage();

  // A page visit (the game screen's own load), a refused word, then the whole game.
  await openGame(page);
  await tapWord(page, PLAN.invalid[0]);
  await page.getByRole('button', { name: 'Submit Word' }).click();
  await expect(toast(page)).toContainText('Whoops!');
  const words = [PLAN.repeat, ...PLAN.rest];
  for (const word of words.slice(0, -1)) await playWord(page, word);
  await tapWord(page, words.at(-1)!);
  await page.getByRole('button', { name: 'Submit Word' }).click();

  // The last tile ends the game: the celebration offers Share.
  const fantastic = page.getByRole('dialog', { name: 'Fantastic!' });
  await fantastic.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page)).toContainText('Copied to clipboard!');
  await fantastic.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog', { name: 'Game Complete' })).toBeVisible();
  await page.getByRole('button', { name: 'Close dialog' }).click();

  // The game's events leave by the timed flush (FLUSH_AFTER_MS after the first queued one). Wait
  // for it: on a busy machine it could otherwise fire after the two views below and leave the
  // beacon nothing to carry.
  await expect.poll(() => eventsCounted('share'), POLL).toBe(1);

  // Two modal views just before leaving, so the beacon has something to carry.
  await page.getByRole('button', { name: 'How to play', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'How To Play' })
    .getByRole('button', { name: 'Close dialog' })
    .click();
  await page.getByRole('button', { name: 'Hints', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in to access hints' })).toBeVisible();

  // Leaving the page hides it: pagehide sends what is queued by sendBeacon.
  await page.goto('about:blank');

  await expect.poll(() => eventsCounted('sign_in_prompt'), POLL).toBe(1);

  expect(counted!.players).toBe(1);
  expect(counted!.funnel).toEqual([
    { step: 'visit', players: 1, ofPrevious: null },
    { step: 'start', players: 1, ofPrevious: 1 },
    { step: 'first word', players: 1, ofPrevious: 1 },
    { step: 'end', players: 1, ofPrevious: 1 },
    { step: 'share', players: 1, ofPrevious: 1 },
  ]);
  const events = Object.fromEntries(counted!.eventsByName.map((row) => [row.name, row.events]));
  expect(events).toEqual({
    page_visit: 1,
    start_game: 1,
    word_valid: words.length,
    word_invalid: 1,
    share: 1,
    game_end: 1,
    how_to_play: 1,
    sign_in_prompt: 1,
  });
  expect(counted!.hints).toMatchObject({ starters: 1, players: 0 });

  // The last events left by beacon, as a string body (text/plain), as the page was left.
  await page.goto('/api/health');
  const beacons = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('e2e_beacons') ?? '[]') as Array<{
        url: string;
        body: string | null;
        taken: boolean;
      }>,
  );
  expect(beacons).toHaveLength(1);
  expect(beacons[0]).toMatchObject({ url: '/api/events', taken: true });
  const carried = (JSON.parse(beacons[0]!.body!) as { events: Array<{ name: string }> }).events;
  expect(carried.map((event) => event.name)).toContain('sign_in_prompt');

  const text = report('--days', '3');
  expect(text.status, text.stderr).toBe(0);
  expect(text.stdout).toContain(`Dozen analytics for ${today} (puzzle date, New York): 1 player,`);
  expect(text.stdout).toMatch(/^ {2}share +1 +100\.0%$/m);
  await test.info().attach('report.txt', { body: text.stdout, contentType: 'text/plain' });
  console.log(text.stdout);
  await context.close();
});
