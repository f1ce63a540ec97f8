import { describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from './share-sheet.js';

describe('shareOrCopy', () => {
  const abort = Object.assign(new Error('cancelled'), { name: 'AbortError' });

  it.each([
    ['native share works', { share: vi.fn().mockResolvedValue(undefined) }, 'shared'],
    [
      'player cancels the sheet',
      { share: vi.fn().mockRejectedValue(abort), writeClipboard: vi.fn() },
      'cancelled',
    ],
    [
      'share refuses, clipboard works',
      {
        share: vi.fn().mockRejectedValue(new Error('NotAllowed')),
        writeClipboard: vi.fn().mockResolvedValue(undefined),
      },
      'copied',
    ],
    ['no share sheet, clipboard works', { writeClipboard: vi.fn().mockResolvedValue(undefined) }, 'copied'],
    ['clipboard fails', { writeClipboard: vi.fn().mockRejectedValue(new Error('denied')) }, 'failed'],
    ['nothing available', {}, 'failed'],
  ] as const)('%s → %s', async (_name, env, expected) => {
    await expect(shareOrCopy('text', env)).resolves.toBe(expected);
  });

  it('does not copy after a cancelled share', async () => {
    const writeClipboard = vi.fn();
    await shareOrCopy('text', { share: vi.fn().mockRejectedValue(abort), writeClipboard });
    expect(writeClipboard).not.toHaveBeenCalled();
  });
});
