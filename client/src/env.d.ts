/** Injected by vite.config.ts `define`: package version + git short sha. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** Support address for the footer's mail link. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** The sister word game linked from the footer. */
  readonly VITE_SISTER_GAME_URL?: string;
  readonly VITE_SISTER_GAME_NAME?: string;
}
