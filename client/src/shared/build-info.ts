import { SiteLinkMeta } from '@dozen/engine/contract';

/** The build's version (package version + git short sha), injected by Vite; 'dev' under tests. */
export const BUILD_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/**
 * The operator's links (server configuration, injected into index.html as <meta> tags by the
 * server). Each is null when not configured: the footer then shows no link, never a placeholder.
 */
export interface SiteLinks {
  supportEmail: string | null;
  sisterGame: { name: string; url: string } | null;
}

export function siteLinks(doc: Document | undefined = globalThis.document): SiteLinks {
  // No document when the build prerenders the home shell: no links, as the server adds them later.
  const read = (name: string) =>
    doc?.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;
  const supportEmail = read(SiteLinkMeta.supportEmail);
  const url = read(SiteLinkMeta.sisterGameUrl);
  const name = read(SiteLinkMeta.sisterGameName);
  return {
    supportEmail: supportEmail?.includes('@') ? supportEmail : null,
    // Only a web address: anything else (javascript:, data:) is never made a link.
    sisterGame: url && name && /^https?:\/\//i.test(url) ? { name, url } : null,
  };
}
