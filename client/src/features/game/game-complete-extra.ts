import { createElement, type ComponentType, type ReactNode } from 'react';

/**
 * What Game Complete shows of other features about a game of the day (the player's places in
 * their leagues): set by the app as it starts (app/background.ts) as a loader, so that the game
 * feature imports no other feature and the first page carries none of it. It is fetched while the
 * game is played (`preloadGameCompleteExtra`, after an accepted word: the network answered a
 * moment ago), and Game Complete shows it only once it is here: a Game Complete reached offline
 * never waits for, nor fails on, a file it would have to fetch. Never shown for a past day's game.
 */
type Loader = () => Promise<{ default: ComponentType }>;

let load: Loader | null = null;
let loading: Promise<void> | null = null;
let loaded: ComponentType | null = null;

export function setGameCompleteExtra(loader: Loader): void {
  load = loader;
}

export function preloadGameCompleteExtra(): void {
  if (!load || loading) return;
  loading = load().then(
    (module) => {
      loaded = module.default;
    },
    () => {
      loading = null;
    },
  );
}

/** The extra, when it has been loaded; nothing otherwise. */
export function GameCompleteExtra(): ReactNode {
  return loaded ? createElement(loaded) : null;
}
