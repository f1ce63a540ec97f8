import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportAnswer, reportNoAnswer, resetConnectivity } from '../../api/connectivity.js';
import { BACK_ONLINE_MESSAGE, OFFLINE_MESSAGE, OfflineBanner, UNREACHABLE_MESSAGE } from './OfflineBanner.js';

afterEach(() => {
  vi.useRealTimers();
  resetConnectivity();
});

/** Every text the live region took, in order (what a screen reader would hear). */
function heardTexts(region: HTMLElement): string[] {
  const heard: string[] = [];
  new MutationObserver(() => {
    const text = region.textContent ?? '';
    if (text && text !== heard.at(-1)) heard.push(text);
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return heard;
}

describe('the connection banner', () => {
  it('says which is true, offline or Dozen out of reach, that the words are kept, and each change once', async () => {
    vi.useFakeTimers();
    render(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('');
    const heard = heardTexts(region);
    // Each change, then the observer's turn (a microtask) before the next one.
    const step = async (change: () => void) => {
      act(change);
      await Promise.resolve();
    };

    // No answer behind a network the browser calls live (a tunnel, a portal, a server down).
    await step(() => reportNoAnswer());
    expect(region).toHaveTextContent(UNREACHABLE_MESSAGE);
    expect(region).toHaveTextContent("Can't reach Dozen right now");
    await step(() => reportNoAnswer());

    await step(() => void window.dispatchEvent(new Event('offline')));
    expect(region).toHaveTextContent(OFFLINE_MESSAGE);
    expect(region).toHaveTextContent("You're offline");

    await step(() => void window.dispatchEvent(new Event('online')));
    expect(region).toHaveTextContent(BACK_ONLINE_MESSAGE);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(region).toHaveTextContent('');

    await step(() => reportNoAnswer());
    await step(() => reportAnswer());
    expect(region).toHaveTextContent(BACK_ONLINE_MESSAGE);
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(heard).toEqual([
      UNREACHABLE_MESSAGE,
      OFFLINE_MESSAGE,
      BACK_ONLINE_MESSAGE,
      UNREACHABLE_MESSAGE,
      BACK_ONLINE_MESSAGE,
    ]);
    expect(UNREACHABLE_MESSAGE).toMatch(/kept/);
    expect(OFFLINE_MESSAGE).toMatch(/keeps your game/);
  });
});
