/**
 * axe-core in the browser suite: `expectNoSeriousViolations(page, 'what is on screen')` fails the
 * test on any serious or critical violation, naming each rule, its help text and the elements.
 *
 * Besides axe's default rules (WCAG 2.0–2.2 A/AA and best practices) it runs
 * `label-content-name-mismatch` (WCAG 2.5.3 Label in Name), which axe ships as experimental and
 * leaves off; in the high-contrast theme it also runs `color-contrast-enhanced` (7:1, WCAG 1.4.6).
 * It checks the page once nothing moves: axe reads colours mid-fade otherwise (a dialog opening).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { animationsFinished, expect } from './fixtures.js';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * axe-core's minified build, put into a page once (again only after a navigation). The
 * @axe-core/playwright wrapper sends axe's whole unminified source (1.3 MB) to the page twice
 * on every check; over the browser suite's checks that was most of their cost.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

export interface AxeCheckOptions {
  /** Also hold text to the 7:1 contrast of WCAG AAA (the high-contrast theme promises it). */
  enhancedContrast?: boolean;
}

export async function expectNoSeriousViolations(
  page: Page,
  context: string,
  options: AxeCheckOptions = {},
): Promise<void> {
  await animationsFinished(page);
  const present = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
  if (!present) await page.evaluate(AXE_SOURCE);
  const runOptions: RunOptions = {
    rules: {
      'label-content-name-mismatch': { enabled: true },
      'color-contrast-enhanced': { enabled: options.enhancedContrast === true },
    },
    // Only violations are read: axe details every node of its other result types otherwise
    // (passes, incomplete, inapplicable keep one example node each). The same rules run.
    resultTypes: ['violations'],
  };
  // In the page itself, over the whole document (the game has no frames: its
  // Content-Security-Policy allows none from elsewhere).
  const results = await page.evaluate(
    (optionsInPage) => (window as AxeWindow).axe!.run(document, optionsInPage),
    runOptions,
  );
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const report = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
        .join('\n'),
  );
  expect(report, `axe on ${context}`).toEqual([]);
}
