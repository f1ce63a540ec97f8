/**
 * The contract's schemas the client parses answers with. Loaded only through contract.ts's
 * dynamic import, so zod stays out of the entry bundle (see contract.ts).
 */
export {
  ZBootData,
  ZDailyPoolResponse,
  ZErrorResponse,
  ZEventBatchResponse,
  ZGameEntryResponse,
  ZIncrementHintResponse,
  ZRevealTargetWordsResponse,
  ZRevealTargetsResponse,
  ZRevealTopWordResponse,
  ZSessionResponse,
  ZShareTokenResponse,
  ZStatsResponse,
  ZSubmitGameResponse,
  ZToggleLettersNotUsedResponse,
  ZTopWordCountResponse,
  ZValidateWordResponse,
} from '@dozen/engine/contract';
