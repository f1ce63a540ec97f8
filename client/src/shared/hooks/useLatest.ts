import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the latest value after each render: a long-lived listener or effect
 * reads it and calls today's callback without re-subscribing whenever the callback changes.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
