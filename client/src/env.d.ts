/** Injected by vite.config.ts `define`: package version + git short sha. */
declare const __APP_VERSION__: string;
