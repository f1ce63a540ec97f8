import type { Page } from '@playwright/test';
import { screenshotPath } from './fixtures.js';
import { boxOf, overlaps } from './geometry.js';
import { expect, freeTile, openGame, test } from './game-fixtures.js';

/**
 * The tiles at 200% zoom and on the narrowest phones: a 1280×800 screen at 200% is 640×400 CSS
 * pixels, where the grid switches to 12 columns and each tile is at its narrowest. In every tile
 * the letter, its point value and its order in the word must stay apart and inside the tile.
 */
const SIZES = [
  { name: 'zoom-200', width: 640, height: 400 },
  { name: 'phone-320', width: 320, height: 640 },
  { name: 'phone-390', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

async function expectTilePartsApart(page: Page): Promise<void> {
  const tiles = page.getByTestId('tile');
  await expect(tiles).toHaveCount(12);
  for (let i = 0; i < 12; i++) {
    const tile = tiles.nth(i);
    const tileBox = await boxOf(tile);
    const letter = await boxOf(tile.locator('.tile__letter'));
    const points = await boxOf(tile.locator('.tile__points'));
    const label = await tile.textContent();
    expect(overlaps(letter, points), `letter and value overlap in tile ${i} (${label})`).toBe(false);
    const order = tile.locator('.tile__order');
    if ((await order.textContent()) !== '') {
      expect(overlaps(letter, await boxOf(order)), `letter and order overlap in tile ${i}`).toBe(false);
    }
    for (const [part, box] of [
      ['letter', letter],
      ['value', points],
    ] as const) {
      expect(box.x, `${part} of tile ${i} sticks out left`).toBeGreaterThanOrEqual(tileBox.x);
      expect(box.x + box.width, `${part} of tile ${i} sticks out right`).toBeLessThanOrEqual(
        tileBox.x + tileBox.width,
      );
      expect(box.y + box.height, `${part} of tile ${i} sticks out below`).toBeLessThanOrEqual(
        tileBox.y + tileBox.height,
      );
    }
  }
}

test.describe('tiles at 200% zoom and on narrow screens', () => {
  for (const size of SIZES) {
    test(`${size.width}×${size.height}: letter, value and order never overlap`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await openGame(page);
      await expectTilePartsApart(page);
      // Selected tiles show their order in the word too.
      await freeTile(page, 'B').click();
      await freeTile(page, 'A').click();
      await expect(page.getByTestId('current-word')).toHaveText('BA');
      await expectTilePartsApart(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await page.getByTestId('tile').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`tiles-${size.name}`) });
    });
  }
});
