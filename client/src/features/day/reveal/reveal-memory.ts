/**
 * What this device remembers about the day's reveal (spec 000 §4: "the reveal confirmation is
 * remembered per day"). Keys end in the puzzle date, so the weekly cleanup removes them.
 */
import {
  StorageKey,
  browserStore,
  readJson,
  removeKeysStartingWith,
  writeJson,
  type KeyValueStore,
} from '../../../shared/storage.js';

export interface RevealedTopWord {
  word: string;
  foundAtReveal: boolean | null;
}

export interface RevealedTargetWords {
  words: string[];
  found: string[];
  missed: string[];
}

export interface RevealedState {
  topWord?: RevealedTopWord;
  targetWords?: RevealedTargetWords;
}

export function isRevealConfirmed(date: string): boolean {
  return browserStore()?.getItem(StorageKey.revealConfirmed(date)) === 'true';
}

export function rememberRevealConfirmed(date: string): void {
  try {
    browserStore()?.setItem(StorageKey.revealConfirmed(date), 'true');
  } catch {
    // The confirmation simply shows again next time.
  }
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

export function parseRevealed(value: unknown): RevealedState {
  if (typeof value !== 'object' || value === null) return {};
  const raw = value as Record<string, unknown>;
  const state: RevealedState = {};
  const top = raw.topWord as Record<string, unknown> | undefined;
  if (
    top &&
    typeof top.word === 'string' &&
    (typeof top.foundAtReveal === 'boolean' || top.foundAtReveal === null)
  ) {
    state.topWord = { word: top.word, foundAtReveal: top.foundAtReveal };
  }
  const targets = raw.targetWords as Record<string, unknown> | undefined;
  if (targets && isStrings(targets.words) && isStrings(targets.found) && isStrings(targets.missed)) {
    state.targetWords = { words: targets.words, found: targets.found, missed: targets.missed };
  }
  return state;
}

export function readRevealed(date: string): RevealedState {
  return readJson(StorageKey.revealed(date), parseRevealed) ?? {};
}

/** A full or blocked storage loses only this device's quick view: the server remembers the reveal. */
export function rememberRevealed(date: string, state: RevealedState): void {
  writeJson(StorageKey.revealed(date), state);
}

/** At sign-out: what the account revealed is not the next player's (the server keeps it). */
export function forgetRevealMemory(store: KeyValueStore | null = browserStore()): void {
  removeKeysStartingWith([StorageKey.revealed(''), StorageKey.revealConfirmed('')], store);
}

/** Merges what the server says (game entry + unlocked pool answers) with what this device kept. */
export function mergeRevealed(
  local: RevealedState,
  server: {
    topWordRevealed: boolean;
    targetWordsRevealed: boolean;
    topWord: string | null;
    optimalWordCombination: string[] | null;
    foundTopWordAtReveal: boolean | null;
    userFoundTargetWords: string[];
    userMissedTargetWords: string[];
  } | null,
): RevealedState {
  if (!server) return local;
  const merged: RevealedState = { ...local };
  if (!merged.topWord && server.topWordRevealed && server.topWord) {
    merged.topWord = { word: server.topWord, foundAtReveal: server.foundTopWordAtReveal };
  }
  if (!merged.targetWords && server.targetWordsRevealed && server.optimalWordCombination) {
    merged.targetWords = {
      words: server.optimalWordCombination,
      found: server.userFoundTargetWords,
      missed: server.userMissedTargetWords,
    };
  }
  return merged;
}
