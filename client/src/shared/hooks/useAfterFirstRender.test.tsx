import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { laterModule, useAfterFirstRender } from './useAfterFirstRender.js';

describe('code loaded after the first render', () => {
  it('is imported once for every component that asks, and kept', async () => {
    const importModule = vi.fn(() => Promise.resolve({ answer: 42 }));
    const later = laterModule(importModule);
    const first = renderHook(() => useAfterFirstRender(later));
    const second = renderHook(() => useAfterFirstRender(later));
    expect(first.result.current).toBeUndefined();
    await waitFor(() => expect(first.result.current).toEqual({ answer: 42 }));
    await waitFor(() => expect(second.result.current).toEqual({ answer: 42 }));
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(renderHook(() => useAfterFirstRender(later)).result.current).toEqual({ answer: 42 });
  });

  it('is asked for again after a failed load when the retry key changes, not before', async () => {
    const importModule = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ answer: 7 });
    const later = laterModule(importModule);
    const { result, rerender } = renderHook(({ key }) => useAfterFirstRender(later, key), {
      initialProps: { key: 0 },
    });
    await waitFor(() => expect(importModule).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    rerender({ key: 0 });
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(result.current).toBeUndefined();
    rerender({ key: 1 });
    await waitFor(() => expect(result.current).toEqual({ answer: 7 }));
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
