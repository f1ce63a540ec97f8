import { showToast } from '../../shared/ui/toast.js';
import { acceptedWord, checkWord, droppedWordMessage, type WordCheck } from './check-word.js';
import { checkedWords, nextWordToCheck, toSubmitRequest } from '../../domain/game-state.js';
import type { PendingGameQueue } from '../../domain/submission.js';
import { dayPendingGames } from '../../domain/submission.js';
import {
  uncheckedGameList,
  type UncheckedGame,
  type UncheckedGameList,
} from '../../domain/unchecked-game-list.js';
import { browserStore, type KeyValueStore } from '../../shared/storage.js';

/** The lists a pass works on: a lane's unchecked games, and its queue they join once checked. */
export interface UncheckedLists {
  unchecked: UncheckedGameList;
  pending: PendingGameQueue;
}

const DAY_LISTS: UncheckedLists = { unchecked: uncheckedGameList, pending: dayPendingGames };

/**
 * Games kept while some of their words, spelled offline, were still waiting for the server's
 * check (domain/unchecked-game-list.ts). Such a game cannot be sent yet: the server would refuse it
 * whole for one invalid word, and only checked words may count. Its words are checked in the
 * order they were spelled once the connection is back (the same checkWord and the same order as
 * the game screen's, game-state.ts `nextWordToCheck`), an invalid one is dropped with the usual
 * 'Whoops!', and the game then joins the kept games that submission.ts sends.
 */

/**
 * Checks the waiting words of every kept unchecked game, in order; a game whose words are all
 * answered becomes a kept game to send (submission.ts). Stops at the first word that gets no
 * usable answer (still offline): everything stays as it is, for the next try. Answers how many
 * games became ready to send.
 */
const inFlight = new Map<UncheckedGameList, Promise<number>>();

export function resolveUncheckedGames(
  playerId: string,
  check: (input: Parameters<typeof checkWord>[0]) => Promise<WordCheck> = checkWord,
  store: KeyValueStore | null = browserStore(),
  lists: UncheckedLists = DAY_LISTS,
): Promise<number> {
  // Several triggers may fire together (back online, a new game, a submission): one pass at a
  // time per list, so a word is never asked about, nor a 'Whoops!' shown, twice.
  let pass = inFlight.get(lists.unchecked);
  if (!pass) {
    pass = resolve(playerId, check, store, lists).finally(() => inFlight.delete(lists.unchecked));
    inFlight.set(lists.unchecked, pass);
  }
  return pass;
}

async function resolve(
  playerId: string,
  check: (input: Parameters<typeof checkWord>[0]) => Promise<WordCheck>,
  store: KeyValueStore | null,
  { unchecked, pending }: UncheckedLists,
): Promise<number> {
  let ready = 0;
  for (const { date, game: kept } of unchecked.all(playerId, store)) {
    let game: UncheckedGame = kept;
    for (let next = nextWordToCheck(game); next; next = nextWordToCheck(game)) {
      const { word } = next.word;
      const result = await check({ word, availableLetters: next.availableLetters, gameDate: game.date });
      if (result.kind === 'invalid' || result.kind === 'refused') {
        showToast({ ...droppedWordMessage(word, result), variant: 'destructive' });
        game = { ...game, completedWords: game.completedWords.filter((item) => item !== next!.word) };
      } else if (result.kind === 'valid') {
        const checked = acceptedWord(word, result, next.word.letterIndices);
        game = {
          ...game,
          completedWords: game.completedWords.map((item) => (item === next!.word ? checked : item)),
        };
      } else {
        unchecked.keep(playerId, date, game, store);
        return ready;
      }
    }
    if (checkedWords(game).length > 0) pending.keep(toSubmitRequest(game, playerId), store);
    unchecked.drop(playerId, date, game.gameId, store);
    ready++;
  }
  return ready;
}
