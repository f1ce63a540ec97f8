import { createElement, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * What Game Complete shows of other features about a game of the day (the player's places in
 * their leagues): set by the app at start (main.tsx), a lazy component, so that the game feature
 * imports no other feature and the first page carries none of it. Never shown for a past day.
 */
let extra: ComponentType | null = null;

export function setGameCompleteExtra(component: ComponentType): void {
  extra = component;
}

/** The extra, while it loads nothing (it is fetched when Game Complete first opens). */
export function GameCompleteExtra(): ReactNode {
  return extra ? createElement(Suspense, { fallback: null }, createElement(extra)) : null;
}
