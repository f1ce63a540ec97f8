/**
 * The operator's site links (support address, sister game) travel from the server's
 * configuration to the client as <meta name=… content=…> tags in the served index.html; these
 * are their names. A link that is not configured has no tag, and the client shows no link.
 */
export const SiteLinkMeta = {
  supportEmail: 'dozen:support-email',
  sisterGameUrl: 'dozen:sister-game-url',
  sisterGameName: 'dozen:sister-game-name',
} as const;
