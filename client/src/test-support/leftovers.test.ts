import { describe, expect, it } from 'vitest';
import { stopLeftovers } from './leftovers.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopLeftovers, as the next file starts', () => {
  it('ends the timers, intervals, channels and window and document listeners our code left', async () => {
    const heard: string[] = [];
    setTimeout(() => heard.push('timeout'), 20);
    setInterval(() => heard.push('interval'), 10);
    const left = new BroadcastChannel('leftovers-test');
    left.onmessage = () => heard.push('channel');
    window.addEventListener('online', () => heard.push('window'));
    document.addEventListener('visibilitychange', () => heard.push('document'));

    stopLeftovers();
    const next = new BroadcastChannel('leftovers-test');
    next.postMessage('hello');
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    await sleep(60);
    next.close();

    expect(heard).toEqual([]);
  });

  it('leaves what a library started: its timers and listeners hold its state across files', async () => {
    const heard: string[] = [];
    // Called from code outside our sources, as a library's would be.
    const library = new Function(
      'window',
      'heard',
      [
        "setTimeout(() => heard.push('timeout'), 20);",
        "window.addEventListener('online', () => heard.push('window'));",
      ].join('\n'),
    ) as (target: Window, into: string[]) => void;
    library(window, heard);

    stopLeftovers();
    window.dispatchEvent(new Event('online'));
    await sleep(60);

    expect(heard).toEqual(['window', 'timeout']);
  });
});
