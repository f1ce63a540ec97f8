/** What sends mail (mailer.ts chooses which) and what it sends. */

/** A message to one player: plain text and HTML of the same content. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * What the dev outbox's one log line shows, so that a newcomer can sign in locally without a
   * mail server (the code and the link). Nothing else ever logs it; an SMTP send ignores it.
   */
  outboxNote?: Record<string, string>;
}

export interface Mailer {
  /** `smtp` (SMTP_URL) or `outbox` (files under DATA_DIR/outbox, for development). */
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the message was accepted by the SMTP server (or written); rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
