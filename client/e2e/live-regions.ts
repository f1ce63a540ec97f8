/**
 * What reaches screen readers through live regions, recorded in the page: each time a live
 * region's text changes to something new and not empty, that is one announcement. Regions are
 * numbered in the order they first speak, so a test can tell one region from two.
 */
import type { Page } from '@playwright/test';

export const LIVE_REGION =
  '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';

export interface Announcement {
  /** Which region spoke (numbered in the order regions first spoke). */
  region: number;
  text: string;
}

interface Recorder {
  said: Announcement[];
}

/** Starts recording announcements (call once the page has loaded). */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const numbers = new WeakMap<Element, number>();
    const lastText = new WeakMap<Element, string>();
    let next = 0;
    const recorder: Recorder = { said: [] };
    (window as unknown as { liveRegions: Recorder }).liveRegions = recorder;
    const textOf = (region: Element) => (region as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
    // What the regions hold now is not news: only changes from here on are announcements.
    for (const region of document.querySelectorAll(selector)) lastText.set(region, textOf(region));
    // One callback per batch of changes: a region that React rewrites in several steps of one
    // commit speaks once, with what it ends up saying.
    new MutationObserver(() => {
      for (const region of document.querySelectorAll(selector)) {
        const text = textOf(region);
        if (text === (lastText.get(region) ?? '')) continue;
        lastText.set(region, text);
        if (!text) continue;
        if (!numbers.has(region)) numbers.set(region, next++);
        recorder.said.push({ region: numbers.get(region)!, text });
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  }, LIVE_REGION);
}

/** The announcements since recording started or since the last call (which it forgets). */
export async function takeAnnouncements(page: Page): Promise<Announcement[]> {
  return page.evaluate(() => {
    const recorder = (window as unknown as { liveRegions: Recorder }).liveRegions;
    return recorder.said.splice(0);
  });
}
