import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveTheme, THEME_CHOICES } from './theme.js';

/** public/theme-boot.js: the theme before the first paint, outside the bundle (a classic script). */
const bootScript = readFileSync(path.join(import.meta.dirname, '../../../public/theme-boot.js'), 'utf8');

function runBootScript(stored: string | null, system: { dark: boolean; moreContrast: boolean }) {
  if (stored === null) localStorage.removeItem('dozen_theme');
  else localStorage.setItem('dozen_theme', stored);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('dark') ? system.dark : query.includes('contrast') ? system.moreContrast : false,
  }));
  delete document.documentElement.dataset.theme;
  // The script as the page runs it.
  new Function(bootScript)();
  return document.documentElement.dataset.theme;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.classList.remove('not-home');
});

describe('theme-boot.js', () => {
  const systems = [
    { dark: false, moreContrast: false },
    { dark: true, moreContrast: false },
    { dark: false, moreContrast: true },
    { dark: true, moreContrast: true },
  ];
  it.each(THEME_CHOICES.map((choice) => choice.value))('applies %s as theme.ts resolves it', (choice) => {
    for (const system of systems) {
      expect(runBootScript(choice === 'system' ? null : choice, system)).toBe(resolveTheme(choice, system));
    }
  });

  it('follows the system when the stored value is not a theme', () => {
    expect(runBootScript('purple', { dark: true, moreContrast: false })).toBe('dark');
  });

  it('hides the prerendered home screen on other paths only', () => {
    runBootScript(null, systems[0]!);
    expect(document.documentElement.classList.contains('not-home')).toBe(location.pathname !== '/');
  });
});
