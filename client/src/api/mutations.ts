import {
  type TIncrementHintRequest,
  type TRevealRequest,
  type TSubmitGameRequest,
} from '@dozen/engine/contract';
import {
  MutationObserver,
  mutationOptions,
  type MutationObserverOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { track } from './analytics.js';
import { incrementHint, revealTargetWords, revealTopWord, submitGame } from './http.js';
import { queryKeys } from './query.js';

/**
 * Every write the client makes, as TanStack Query mutations, each with what it changes in the
 * query cache (query.ts). Mutations never retry (createQueryClient's default, spec 000 §9): a
 * finished game has its own schedule (game/submission.ts), and reveal and hint failures are
 * swallowed (§8). Apart from query.ts so that the first page, which writes nothing, loads none
 * of this.
 */

export const mutationKeys = {
  submitGame: ['submit-game'],
  incrementHint: ['increment-hint'],
  revealTopWord: ['reveal-top-word'],
  revealTargetWords: ['reveal-target-words'],
} as const;

/**
 * POST /api/submit-game. The answer carries the day's entry as stored after this game: it goes
 * straight into the cache (no refetch); the counts the game changed refresh (spec 000 §7).
 */
export function submitGameMutation() {
  return mutationOptions({
    mutationKey: mutationKeys.submitGame,
    mutationFn: (request: TSubmitGameRequest) => submitGame(request),
    onSuccess: (response, request, _onMutateResult, { client }) => {
      client.setQueryData(queryKeys.gameEntry(request.playerId, request.gameDate), response.entry);
      void client.invalidateQueries({ queryKey: queryKeys.stats() });
      void client.invalidateQueries({ queryKey: queryKeys.stats(request.gameDate) });
      void client.invalidateQueries({ queryKey: queryKeys.topWordCount(request.gameDate) });
    },
  });
}

export interface HintRequest extends TIncrementHintRequest {
  userId: string;
  date: string;
}

/** POST /api/increment-hint: the pool now shows the hint's value, the entry counts it, analytics too. */
export function incrementHintMutation() {
  return mutationOptions({
    mutationKey: mutationKeys.incrementHint,
    mutationFn: ({ userId, date, isBonus }: HintRequest) => incrementHint(userId, date, { isBonus }),
    onSuccess: (answer, { userId, date }, _onMutateResult, { client }) => {
      track('hint_used', { number: answer.hint.number }, date);
      void client.invalidateQueries({ queryKey: queryKeys.dailyPool() });
      void client.invalidateQueries({ queryKey: queryKeys.gameEntry(userId, date) });
    },
  });
}

/**
 * A reveal unlocks answers in the pool, marks the entry and can change the day's counts; it is
 * recorded once it succeeded.
 */
function afterReveal(client: QueryClient, what: 'top_word' | 'target_words', date: string): void {
  track('reveal', { what }, date);
  for (const kind of ['daily-pool', 'game-entry', 'stats'] as const)
    void client.invalidateQueries({ queryKey: queryKeys.every(kind) });
}

export function revealTopWordMutation() {
  return mutationOptions({
    mutationKey: mutationKeys.revealTopWord,
    mutationFn: (request: TRevealRequest) => revealTopWord(request),
    onSuccess: (_answer, request, _onMutateResult, { client }) =>
      afterReveal(client, 'top_word', request.date),
  });
}

export function revealTargetWordsMutation() {
  return mutationOptions({
    mutationKey: mutationKeys.revealTargetWords,
    mutationFn: (request: TRevealRequest) => revealTargetWords(request),
    onSuccess: (_answer, request, _onMutateResult, { client }) =>
      afterReveal(client, 'target_words', request.date),
  });
}

/**
 * Runs a mutation outside React (the game controller, the sync of kept games): one execution with
 * the options' own cache updates, exactly as `useMutation(...).mutateAsync` would.
 */
export function runMutation<TData, TVariables>(
  client: QueryClient,
  options: MutationObserverOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(client, options).mutate(variables);
}
