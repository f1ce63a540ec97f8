/**
 * axe-core in the browser suite: `expectNoSeriousViolations(page, 'what is on screen')` fails the
 * test on any serious or critical violation, naming each rule, its help text and the elements.
 *
 * Besides axe's default rules (WCAG 2.0–2.2 A/AA and best practices) it runs
 * `label-content-name-mismatch` (WCAG 2.5.3 Label in Name), which axe ships as experimental and
 * leaves off; in the high-contrast theme it also runs `color-contrast-enhanced` (7:1, WCAG 1.4.6).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeCheckOptions {
  /** Also hold text to the 7:1 contrast of WCAG AAA (the high-contrast theme promises it). */
  enhancedContrast?: boolean;
}

export async function expectNoSeriousViolations(
  page: Page,
  context: string,
  options: AxeCheckOptions = {},
): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options({
      rules: {
        'label-content-name-mismatch': { enabled: true },
        'color-contrast-enhanced': { enabled: options.enhancedContrast === true },
      },
      // Only violations are read: axe details every node of its other result types otherwise
      // (passes, incomplete, inapplicable keep one example node each). The same rules run.
      resultTypes: ['violations'],
    })
    // axe.run in the page itself. The default runs axe in each frame, then merges the results in a
    // new blank page, injecting axe there again: per check a page more, for frames the game does not
    // have (no iframe; its Content-Security-Policy allows none from elsewhere).
    .setLegacyMode()
    .analyze();
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
