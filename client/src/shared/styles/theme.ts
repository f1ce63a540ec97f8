import { listen } from '../listen.js';
import { browserStore, StorageKey, type KeyValueStore } from '../storage.js';

/**
 * The player's theme (Settings): follow the system, or always light, dark or high contrast. It
 * lives in this browser only and is applied as `data-theme` on <html> (tokens.css holds the
 * palettes) by the entry script before React paints anything.
 */
export const THEME_CHOICES = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'contrast', label: 'High contrast' },
] as const;

export type ThemeChoice = (typeof THEME_CHOICES)[number]['value'];
/** A palette in tokens.css. */
export type Theme = Exclude<ThemeChoice, 'system'>;

function isThemeChoice(value: unknown): value is ThemeChoice {
  return THEME_CHOICES.some((choice) => choice.value === value);
}

export function readThemeChoice(store: KeyValueStore | null = browserStore()): ThemeChoice {
  try {
    const stored = store?.getItem(StorageKey.theme);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function saveThemeChoice(choice: ThemeChoice, store: KeyValueStore | null = browserStore()): void {
  try {
    if (choice === 'system') store?.removeItem(StorageKey.theme);
    else store?.setItem(StorageKey.theme, choice);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

/** What the system asks for: a dark scheme, more contrast. */
export interface SystemPreferences {
  dark: boolean;
  moreContrast: boolean;
}

/** 'System' follows the operating system, including its request for more contrast. */
export function resolveTheme(choice: ThemeChoice, system: SystemPreferences): Theme {
  if (choice !== 'system') return choice;
  if (system.moreContrast) return 'contrast';
  return system.dark ? 'dark' : 'light';
}

const DARK = '(prefers-color-scheme: dark)';
const MORE_CONTRAST = '(prefers-contrast: more)';
let stopFollowingSystem: (() => void) | null = null;

/**
 * Applies a choice to the document now; for 'system', also whenever the system's preferences
 * change (until another choice is applied).
 */
export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  stopFollowingSystem?.();
  stopFollowingSystem = null;
  const apply = () => {
    root.dataset.theme = resolveTheme(choice, {
      dark: dark?.matches ?? false,
      moreContrast: moreContrast?.matches ?? false,
    });
  };
  // Environments without media queries (tests, very old browsers) get the light palette.
  const dark = typeof window.matchMedia === 'function' ? window.matchMedia(DARK) : null;
  const moreContrast = typeof window.matchMedia === 'function' ? window.matchMedia(MORE_CONTRAST) : null;
  apply();
  if (choice !== 'system' || !dark || !moreContrast) return;
  const stops = [listen(dark, 'change', apply), listen(moreContrast, 'change', apply)];
  stopFollowingSystem = () => stops.forEach((stop) => stop());
}
