import type {
  TCompleteSignInRequest,
  TCreateVerificationCodeRequest,
  TIncrementHintRequest,
  TRevealRequest,
  TSubmitGameRequest,
  TUserPreferences,
  TVerifyCodeRequest,
} from '@dozen/engine/contract';
import {
  MutationObserver,
  mutationOptions,
  type MutationKey,
  type MutationObserverOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { track } from './analytics.js';
import {
  completeSignIn,
  createVerificationCode,
  manualDataRecovery,
  recoverUserData,
  saveUserPreferences,
  signOut,
  verifyCode,
} from './account-http.js';
import { inIdentityLane } from './identity-lane.js';
import { incrementHint, revealTargetWords, revealTopWord, submitGame } from './http.js';
import { generateChallenges } from './progress-http.js';
import { putQueryData, queryKeys } from './query.js';
import { progressKeys } from './progress-query.js';

/**
 * Every write the client makes, as TanStack Query mutations, each with what it changes in the
 * query cache (query.ts). Mutations never retry (createQueryClient's default, spec 000 §9): a
 * finished game has its own schedule (domain/submission.ts), and reveal and hint failures are
 * swallowed (§8). Apart from query.ts so that the first page, which writes nothing, loads none
 * of this.
 */

export const mutationKeys = {
  submitGame: ['submit-game'],
  incrementHint: ['increment-hint'],
  revealTopWord: ['reveal-top-word'],
  revealTargetWords: ['reveal-target-words'],
  generateChallenges: ['generate-challenges'],
  sendSignInCode: ['create-verification-code'],
  verifyCode: ['verify-code'],
  completeSignIn: ['complete-sign-in'],
  signOut: ['sign-out'],
  recoverUserData: ['recover-user-data'],
  manualDataRecovery: ['manual-data-recovery'],
  saveUserPreferences: ['save-user-preferences'],
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
      putQueryData(client, queryKeys.gameEntry(request.playerId, request.gameDate), response.entry);
      void client.invalidateQueries({ queryKey: queryKeys.stats() });
      void client.invalidateQueries({ queryKey: queryKeys.stats(request.gameDate) });
      void client.invalidateQueries({ queryKey: queryKeys.topWordCount(request.gameDate) });
      // History, streaks, profile, challenge progress and points all count stored games. The
      // challenge preview is left to the celebration, which reloads it 1 s after its toast.
      void client.invalidateQueries({
        queryKey: progressKeys.all(),
        predicate: (query) => query.queryKey[1] !== 'challenge-preview',
      });
      // The leagues' places and boards (a finished game also shows the other members' words).
      void client.invalidateQueries({ queryKey: queryKeys.friends() });
    },
  });
}

export interface GenerateChallengesRequest {
  playerId: string;
  date: string;
}

/**
 * POST /api/generate-challenges: the answer carries the day's challenges and eligibility, which is
 * exactly the personalised-challenges query's answer, so it goes straight into the cache.
 */
export function generateChallengesMutation() {
  return mutationOptions({
    mutationKey: mutationKeys.generateChallenges,
    mutationFn: ({ playerId, date }: GenerateChallengesRequest) => generateChallenges(playerId, date),
    onSuccess: (answer, { playerId, date }, _onMutateResult, { client }) => {
      putQueryData(client, progressKeys.personalizedChallenges(playerId, date), {
        challenges: answer.challenges,
        eligibilityInfo: answer.eligibilityInfo,
      });
      putQueryData(client, progressKeys.userProfile(playerId), answer.userProfile);
      void client.invalidateQueries({ queryKey: progressKeys.challengePreview(date) });
      void client.invalidateQueries({ queryKey: progressKeys.challengeStats(playerId) });
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
  // Today's answers in a history day and a challenge's target words unlock with it.
  void client.invalidateQueries({ queryKey: progressKeys.all() });
}

/** A reveal's POST, recorded and followed by `afterReveal` once it succeeded. */
function revealMutation<T>(
  mutationKey: MutationKey,
  reveal: (request: TRevealRequest) => Promise<T>,
  what: 'top_word' | 'target_words',
) {
  return mutationOptions({
    mutationKey,
    mutationFn: (request: TRevealRequest) => reveal(request),
    onSuccess: (_answer, request, _onMutateResult, { client }) => afterReveal(client, what, request.date),
  });
}

export function revealTopWordMutation() {
  return revealMutation(mutationKeys.revealTopWord, revealTopWord, 'top_word');
}

export function revealTargetWordsMutation() {
  return revealMutation(mutationKeys.revealTargetWords, revealTargetWords, 'target_words');
}

// ---- accounts

/** POST /api/create-verification-code: sends the e-mail; nothing cached changes; analytics counts it. */
export function sendSignInCodeMutation() {
  return mutationOptions({
    mutationKey: mutationKeys.sendSignInCode,
    mutationFn: (request: TCreateVerificationCodeRequest) => createVerificationCode(request),
    onSuccess: () => track('sign_in_start'),
  });
}

/*
 * A sign-in or sign-out changes who every cached answer belongs to. What follows it (the session,
 * the whole query cache, this browser's account-bound keys, the other tabs) is one path,
 * features/account/identity.ts, which runs these three: they change nothing in the cache themselves.
 */
export function verifyCodeMutation() {
  return mutationOptions({
    mutationKey: mutationKeys.verifyCode,
    mutationFn: (request: TVerifyCodeRequest) => verifyCode(request),
  });
}

export function completeSignInMutation() {
  return mutationOptions({
    mutationKey: mutationKeys.completeSignIn,
    mutationFn: (request: TCompleteSignInRequest) => completeSignIn(request),
  });
}

export function signOutMutation() {
  return mutationOptions({ mutationKey: mutationKeys.signOut, mutationFn: () => signOut() });
}

/** Recovered data can be any date's entry, the pool's unlocked hints, the counts: refresh them all. */
function refreshAfterRecovery(recovered: boolean, client: QueryClient): void {
  if (recovered) void client.invalidateQueries();
}

/** POST /api/recover-user-data (spec 001 §7: "if true caches refresh"). */
export function recoverUserDataMutation() {
  return mutationOptions({
    mutationKey: mutationKeys.recoverUserData,
    // In the identity lane: a recovery moves data between identities, never beside a sign-in or out.
    mutationFn: (userId: string) => inIdentityLane(() => recoverUserData(userId)),
    onSuccess: (answer, _userId, _onMutateResult, { client }) =>
      refreshAfterRecovery(answer.recovered, client),
  });
}

export function manualDataRecoveryMutation() {
  return mutationOptions({
    mutationKey: mutationKeys.manualDataRecovery,
    mutationFn: (request: { targetUserId: string; sourceUserId: string }) =>
      inIdentityLane(() => manualDataRecovery(request)),
    onSuccess: (answer, _request, _onMutateResult, { client }) =>
      refreshAfterRecovery(answer.recovered, client),
  });
}

/** POST /api/user-preferences: the preferences live in local storage (shared/preferences.ts), not the cache. */
export function saveUserPreferencesMutation() {
  return mutationOptions({
    mutationKey: mutationKeys.saveUserPreferences,
    mutationFn: (request: { userId: string; preferences: Partial<TUserPreferences> }) =>
      saveUserPreferences(request),
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
