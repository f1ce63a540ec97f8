import { homeShellTexts, type HomeShellFieldName } from '@dozen/engine';
import type { TBootData } from '@dozen/engine/contract';

/**
 * The build puts the home screen, as React renders it before the counts are known, into
 * index.html between these marks (client/vite.config.ts, prerenderHomeShell).
 */
const HOME_SHELL = /<!--home-shell-->[\s\S]*?<!--\/home-shell-->/;

/** Text as HTML element content. */
export function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * The page's prerendered home screen with the day's counts and date of the boot data written into
 * it (each into the element marked `data-shell-field="<name>"`, engine/src/home-counts.ts), so the
 * first paint shows what React then renders from the same boot data. Without boot data, or with
 * stats it cannot format, the shell keeps its placeholders, and React fetches the counts as before.
 */
export function fillHomeShell(html: string, data: TBootData | undefined, now: number = Date.now()): string {
  if (!data) return html;
  let texts: Record<HomeShellFieldName, string>;
  try {
    texts = homeShellTexts(data.stats, now);
  } catch {
    return html; // stats the engine cannot format (a malformed date): the placeholders stay
  }
  return html.replace(HOME_SHELL, (shell) =>
    shell.replace(
      // An element carrying the attribute, then its text (the fields hold text only).
      /(<[a-z]+\b[^>]*\sdata-shell-field="([a-z-]+)"[^>]*>)([^<]*)(?=<)/g,
      (element: string, open: string, field: string) => {
        const text = texts[field as HomeShellFieldName] as string | undefined;
        return text === undefined ? element : open + escapeText(text);
      },
    ),
  );
}

/** The page without the prerendered home screen: the app's other paths must not flash it. */
export function withoutHomeShell(html: string): string {
  return html.replace(HOME_SHELL, '');
}
