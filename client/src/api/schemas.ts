/**
 * The contract's schemas the client parses answers with. Loaded only through contract.ts's
 * dynamic import, so zod stays out of the entry bundle (see contract.ts).
 */
export {
  ZCompleteSignInResponse,
  ZCreateVerificationCodeResponse,
  ZBootData,
  ZDailyPoolResponse,
  ZErrorResponse,
  ZEventBatchResponse,
  ZGameEntryResponse,
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
