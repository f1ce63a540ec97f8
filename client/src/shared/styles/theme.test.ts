import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../../test-support/memory-store.js';
import { applyTheme, readThemeChoice, resolveTheme, saveThemeChoice, type ThemeChoice } from './theme.js';

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

describe('theme', () => {
  it.each<[ThemeChoice, boolean, boolean, string]>([
    ['system', false, false, 'light'],
    ['system', true, false, 'dark'],
    ['system', false, true, 'contrast'],
    ['system', true, true, 'contrast'],
    ['light', true, true, 'light'],
    ['dark', false, false, 'dark'],
    ['contrast', true, false, 'contrast'],
  ])('%s with dark=%s, more contrast=%s → %s', (choice, dark, moreContrast, theme) => {
    expect(resolveTheme(choice, { dark, moreContrast })).toBe(theme);
  });

  it.each([
    [{}, 'system'],
    [{ dozen_theme: 'dark' }, 'dark'],
    [{ dozen_theme: 'contrast' }, 'contrast'],
    [{ dozen_theme: 'sepia' }, 'system'],
  ])('reads %j as %s', (stored, choice) => {
    expect(readThemeChoice(createMemoryStore(stored))).toBe(choice);
  });

  it('stores a choice, and forgets it for System', () => {
    const store = createMemoryStore({});
    saveThemeChoice('contrast', store);
    expect(store.getItem('dozen_theme')).toBe('contrast');
    expect(readThemeChoice(store)).toBe('contrast');
    saveThemeChoice('system', store);
    expect(store.getItem('dozen_theme')).toBeNull();
    expect(readThemeChoice(null)).toBe('system');
  });

  it('applies System live: the palette follows the system until another choice is made', () => {
    const queries = new Map<string, { matches: boolean; listeners: Set<() => void> }>();
    vi.stubGlobal('matchMedia', (query: string) => {
      const state = queries.get(query) ?? { matches: false, listeners: new Set<() => void>() };
      queries.set(query, state);
      return {
        get matches() {
          return state.matches;
        },
        addEventListener: (_: string, listener: () => void) => state.listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => state.listeners.delete(listener),
      };
    });
    const flip = (query: string, matches: boolean) => {
      const state = queries.get(query)!;
      state.matches = matches;
      for (const listener of state.listeners) listener();
    };
    const root = document.documentElement;
    applyTheme('system');
    expect(root.dataset.theme).toBe('light');
    flip('(prefers-color-scheme: dark)', true);
    expect(root.dataset.theme).toBe('dark');
    flip('(prefers-contrast: more)', true);
    expect(root.dataset.theme).toBe('contrast');

    applyTheme('light');
    expect(root.dataset.theme).toBe('light');
    flip('(prefers-color-scheme: dark)', false);
    flip('(prefers-color-scheme: dark)', true);
    expect(root.dataset.theme).toBe('light');
  });
});
