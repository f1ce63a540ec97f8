/** Picking a theme the way a player does: Settings from the footer, a radio button, Escape. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

export const THEMES = [
  { label: 'Light', theme: 'light' },
  { label: 'Dark', theme: 'dark' },
  { label: 'High contrast', theme: 'contrast' },
] as const;

export async function chooseTheme(page: Page, label: string, theme: string): Promise<void> {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: label }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
}
