import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Read as text: vitest replaces imported CSS (even ?raw) with an empty module.
const tokens = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');

/**
 * The palettes' text contrast, read from tokens.css itself: every pair of colours the components
 * put text on, in every theme. WCAG AA (4.5:1) for light and dark, AAA (7:1) for high contrast.
 */
const THEMES = [
  { theme: 'light', selector: ":root[data-theme='light']", minimum: 4.5 },
  { theme: 'dark', selector: ":root[data-theme='dark']", minimum: 4.5 },
  { theme: 'contrast', selector: ":root[data-theme='contrast']", minimum: 7 },
] as const;

/** [text, background] custom properties, as the components pair them. */
const TEXT_PAIRS = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface-2'],
  ['text', 'tile'],
  ['text', 'danger-bg'],
  ['text-muted', 'bg'],
  ['text-muted', 'surface'],
  ['text-muted', 'surface-2'],
  ['text-muted', 'tile'],
  ['on-primary', 'primary'],
  ['on-primary', 'primary-hover'],
  ['primary', 'bg'],
  ['primary', 'surface'],
  ['primary', 'surface-2'],
  ['on-accent', 'accent'],
  ['success', 'surface'],
  ['success', 'success-bg'],
  ['danger', 'surface'],
  ['danger', 'danger-bg'],
  ['surface', 'danger'],
  ['surface', 'success'],
] as const;

/** The custom properties declared in the block that `selector` opens (the first rule naming it). */
function palette(selector: string): Map<string, string> {
  const start = tokens.indexOf(selector);
  if (start < 0) throw new Error(`tokens.css has no ${selector}`);
  const block = tokens.slice(tokens.indexOf('{', start) + 1, tokens.indexOf('}', start));
  return new Map([...block.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1]!, m[2]!]));
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('palette contrast', () => {
  it('computes WCAG contrast ratios (known answers)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('#595959', '#ffffff')).toBeCloseTo(7.0, 1);
  });

  describe.each(THEMES)('$theme', ({ selector, minimum }) => {
    const colours = palette(selector);
    it.each(TEXT_PAIRS)(`--color-%s on --color-%s reaches ${minimum}:1`, (text, background) => {
      const foreground = colours.get(text);
      const behind = colours.get(background);
      expect(foreground, `--color-${text}`).toBeDefined();
      expect(behind, `--color-${background}`).toBeDefined();
      expect(contrast(foreground!, behind!)).toBeGreaterThanOrEqual(minimum);
    });
  });
});
