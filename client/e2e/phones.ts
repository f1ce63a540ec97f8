/**
 * What the phone specs do as a phone and its owner would: a browser of its own, the tab sent to the
 * background and back, and the cookie's session ended from another browser.
 */
import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import { expect } from './game-fixtures.js';
import { clickInDialog, VIEWPORTS } from './fixtures.js';

/** Who the browser's cookie names now, asked from the page itself. */
export async function whoAmI(
  page: Page,
): Promise<{ status: number; isAnonymous?: boolean; email?: string | null }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/me');
    const body = response.ok
      ? ((await response.json()) as { isAnonymous: boolean; email: string | null })
      : {};
    return { status: response.status, ...body };
  });
}

/** A phone browser of its own (new cookies, new local storage): a mail app's in-app browser. */
export async function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: VIEWPORTS.phone,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
}

/** What a phone does to a tab in the background and back: the page's visibility, and its event. */
export async function setVisibility(page: Page, ...states: Array<'hidden' | 'visible'>): Promise<void> {
  await page.evaluate((sequence) => {
    for (const state of sequence) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  }, states);
}

/**
 * Another browser holding `page`'s session cookie signs that session out, as an operator's revoke
 * or an expiry would end it: `page` is not told.
 */
export async function signOutElsewhere(browser: Browser, page: Page, baseURL: string): Promise<void> {
  const cookies = await page.context().cookies();
  const elsewhere = await phoneContext(browser, baseURL);
  await elsewhere.addCookies(cookies);
  const other = await elsewhere.newPage();
  await other.goto('/');
  await expect(other.getByRole('button', { name: 'Your stats (signed in)' })).toBeVisible();
  await other.getByRole('button', { name: 'Settings' }).click();
  await clickInDialog(other, 'Settings', 'Sign Out');
  await clickInDialog(other, 'Sign Out?', 'Yes, Sign Out');
  await expect(other.getByRole('button', { name: 'Your stats (not signed in)' })).toBeVisible();
  await elsewhere.close();
}

/**
 * Holds every request matching `pattern` until the returned function is called. A phone's quiet
 * background requests (the analytics batch) would otherwise tell it of a session's end before the
 * step a test is about, first on a busy machine.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds back the ANSWER of a route (the server has already acted on the request) by `ms`. */
export async function delayAnswers(page: Page, pattern: string, ms: number): Promise<void> {
  await page.route(pattern, async (route: Route) => {
    const response = await route.fetch();
    await sleep(ms);
    await route.fulfill({ response });
  });
}
