import { expect, test } from './game-fixtures.js';

/**
 * The game specs' server configures no support address and no sister game: the footer and the
 * privacy policy must then link to nothing (misc.spec.ts sees the configured links on the shared
 * server).
 */
test('with no links configured, the footer and the privacy policy link nowhere', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: 'Privacy Policy' })).toBeVisible();
  await expect(footer.getByRole('link')).toHaveCount(0);
  await footer.getByRole('button', { name: 'Privacy Policy' }).click();
  const policy = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(policy).toContainText('write to the operator of this site');
  await expect(policy.getByRole('link')).toHaveCount(0);
});
