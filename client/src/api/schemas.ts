/**
 * The contract's schemas the client parses answers with. Loaded only through contract.ts's
 * dynamic import, so zod stays out of the entry bundle (see contract.ts).
 *
 * The one re-export the client allows: this file is a chunk's entry (which schemas the lazy chunk
 * holds), not a barrel that other modules import names through.
 */
// eslint-disable-next-line no-restricted-syntax -- a lazy chunk's entry, see above
export {
  ZCompleteSignInResponse,
  ZCreateVerificationCodeResponse,
  ZBootData,
  ZDailyPoolResponse,
  ZErrorResponse,
  ZEventBatchResponse,
  ZGameEntryResponse,
  ZHealthResponse,
  ZIncrementHintResponse,
  ZRecoveryResponse,
  ZRevealTargetWordsResponse,
  ZRevealTargetsResponse,
  ZRevealTopWordResponse,
  ZSessionResponse,
  ZSignInResponse,
  ZSignOutResponse,
  ZShareTokenResponse,
  ZStatsResponse,
  ZSubmitGameResponse,
  ZTopWordCountResponse,
  ZUserPreferences,
  ZValidateWordResponse,
} from '@dozen/engine/contract';
