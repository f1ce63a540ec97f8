import { showToast } from '../components/toast.js';
import { checkWord, WordMessage, type WordCheck } from './check-word.js';
import { checkedWords, nextWordToCheck, toSubmitRequest, type SubmittableGame } from './game-state.js';
import { type Tile } from './saved-state.js';
import { keepForLaterSync } from './submission.js';
import {
  StorageKey,
  browserStore,
  readJson,
  removeKey,
  storedKeys,
  writeJson,
  type KeyValueStore,
} from './storage.js';

/**
 * Games that ended (End Game, Leave, a new day) while some of their words, spelled offline, were
 * still waiting for the server's check. Such a game cannot be sent yet: the server would refuse it
 * whole for one invalid word, and only checked words may count. So it is kept here, its words are
 * checked in the order they were spelled once the connection is back (the same checkWord and the
 * same order as the game screen's, game-state.ts `nextWordToCheck`), an invalid one is dropped
 * with the usual 'Whoops!', and the game then joins the kept games that submission.ts sends.
 */

interface UncheckedGame extends SubmittableGame {
  poolLetters: string;
}

/** A game being played has its pool's letters; a saved one has its board's tiles. */
export type EndedGame = SubmittableGame & ({ poolLetters: string } | { availableLetters: Tile[] });

function lettersOf(game: EndedGame): string {
  if ('poolLetters' in game) return game.poolLetters;
  return [...game.availableLetters]
    .sort((a, b) => a.index - b.index)
    .map((tile) => tile.letter)
    .join('');
}

const PREFIX = 'dozen_game_unchecked_';

function parseList(value: unknown): UncheckedGame[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(
    (item): item is UncheckedGame =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.gameId === 'string' &&
      typeof item.date === 'string' &&
      typeof item.poolLetters === 'string' &&
      typeof item.continuousMode === 'boolean' &&
      Array.isArray(item.completedWords),
  );
}

export function keepUncheckedGame(
  game: EndedGame,
  playerId: string,
  store: KeyValueStore | null = browserStore(),
): void {
  const key = StorageKey.uncheckedGames(playerId, game.date);
  const kept: UncheckedGame = {
    gameId: game.gameId,
    date: game.date,
    poolLetters: lettersOf(game),
    continuousMode: game.continuousMode,
    completedWords: game.completedWords,
  };
  const list = (readJson(key, parseList, store) ?? []).filter((item) => item.gameId !== game.gameId);
  writeJson(key, [...list, kept], store);
}

/** Games of this player still waiting for word checks (oldest date first). */
export function uncheckedGames(playerId: string, store: KeyValueStore | null = browserStore()) {
  return storedKeys(store)
    .filter((key) => key.startsWith(`${PREFIX}${playerId}_`))
    .sort()
    .flatMap((key) => (readJson(key, parseList, store) ?? []).map((game) => ({ key, game })));
}

/**
 * Checks the waiting words of every kept unchecked game, in order; a game whose words are all
 * answered becomes a kept game to send (submission.ts). Stops at the first word that gets no
 * usable answer (still offline): everything stays as it is, for the next try. Answers how many
 * games became ready to send.
 */
let inFlight: Promise<number> | null = null;

export function resolveUncheckedGames(
  playerId: string,
  check: (input: Parameters<typeof checkWord>[0]) => Promise<WordCheck> = checkWord,
  store: KeyValueStore | null = browserStore(),
): Promise<number> {
  // Several triggers may fire together (back online, a new game, a submission): one pass at a
  // time, so a word is never asked about, nor a 'Whoops!' shown, twice.
  inFlight ??= resolve(playerId, check, store).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function resolve(
  playerId: string,
  check: (input: Parameters<typeof checkWord>[0]) => Promise<WordCheck>,
  store: KeyValueStore | null,
): Promise<number> {
  let ready = 0;
  for (const { key, game: kept } of uncheckedGames(playerId, store)) {
    let game: UncheckedGame = kept;
    for (let next = nextWordToCheck(game); next; next = nextWordToCheck(game)) {
      const { word } = next.word;
      const result = await check({ word, availableLetters: next.availableLetters, gameDate: game.date });
      if (result.kind === 'invalid' || result.kind === 'refused') {
        const message =
          result.kind === 'invalid' ? WordMessage.invalid(word) : WordMessage.refused(word, result.message);
        showToast({ ...message, variant: 'destructive' });
        game = { ...game, completedWords: game.completedWords.filter((item) => item !== next!.word) };
      } else if (result.kind === 'valid') {
        const { score, isTopWord, isTargetWord } = result;
        const checked = { word, score, isTopWord, isTargetWord, letterIndices: next.word.letterIndices };
        game = {
          ...game,
          completedWords: game.completedWords.map((item) => (item === next!.word ? checked : item)),
        };
      } else {
        replace(key, game, store);
        return ready;
      }
    }
    if (checkedWords(game).length > 0) keepForLaterSync(toSubmitRequest(game, playerId), store);
    replace(key, null, store, game.gameId);
    ready++;
  }
  return ready;
}

/** Writes a game's progress back into its list (or removes it: `game` null). */
function replace(
  key: string,
  game: UncheckedGame | null,
  store: KeyValueStore | null,
  gameId = game?.gameId,
): void {
  const list = (readJson(key, parseList, store) ?? []).map((item) => (item.gameId === gameId ? game : item));
  const rest = list.filter((item): item is UncheckedGame => item !== null);
  if (rest.length === 0) removeKey(key, store);
  else writeJson(key, rest, store);
}

/**
 * Signed in to an existing account: the anonymous player's waiting games are the account's now
 * (game/identity-storage.ts), checked and sent as its games.
 */
export function moveUncheckedGames(
  fromId: string,
  toId: string,
  store: KeyValueStore | null = browserStore(),
): void {
  for (const { key, game } of uncheckedGames(fromId, store)) {
    const target = StorageKey.uncheckedGames(toId, game.date);
    const list = (readJson(target, parseList, store) ?? []).filter((item) => item.gameId !== game.gameId);
    writeJson(target, [...list, game], store);
    replace(key, null, store, game.gameId);
  }
}
