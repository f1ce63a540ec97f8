import { SIGN_IN_LINK_TTL_SECONDS, VERIFICATION_CODE_TTL_SECONDS } from '@dozen/engine/contract';

/** The sign-in e-mail (spec 001 §4, 1): the code in the subject and large in the body, the link, how long each lasts. */
export interface SignInMessage {
  subject: string;
  text: string;
  html: string;
}

/** The page the link opens: its GET consumes nothing (mail scanners open links); the page POSTs. */
export function signInLink(publicUrl: string, token: string): string {
  return `${publicUrl}/auth-complete?token=${encodeURIComponent(token)}`;
}

const minutes = (seconds: number) => `${seconds / 60} minutes`;

export function signInMessage(options: { code: string; link: string }): SignInMessage {
  const { code, link } = options;
  const codeLasts = minutes(VERIFICATION_CODE_TTL_SECONDS);
  const linkLasts = minutes(SIGN_IN_LINK_TTL_SECONDS);
  const ignore = "If you didn't ask to sign in to Dozen, you can ignore this e-mail.";
  const text = [
    'Your Dozen sign-in code:',
    '',
    `    ${code}`,
    '',
    `Type it where you asked to sign in. It expires in ${codeLasts}.`,
    '',
    `Or open this link to sign in on the device you read this on (it works once, within ${linkLasts}):`,
    link,
    '',
    ignore,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1d1d1f; line-height: 1.5">
<p>Your Dozen sign-in code:</p>
<p style="font-size: 32px; font-weight: bold; letter-spacing: 6px; margin: 16px 0">${escapeHtml(code)}</p>
<p>Type it where you asked to sign in. It expires in ${escapeHtml(codeLasts)}.</p>
<p>Or open this link to sign in on the device you read this on (it works once, within ${escapeHtml(linkLasts)}):<br>
<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="color: #6e6e73">${escapeHtml(ignore)}</p>
</body>
</html>
`;
  return { subject: `Your Dozen sign-in code: ${code}`, text, html };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}
