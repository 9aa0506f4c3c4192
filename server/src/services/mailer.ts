import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { nowSeconds } from '../lib/time';
import type { Executor } from '../repositories/executor';
import { insertOutbox } from '../repositories/outbox';

export interface OutgoingMail {
  kind: string;
  to: string | null;
  subject: string;
  text: string;
  /** Reply-To of the mail (a share mail whose sender allowed replies). */
  replyTo?: string | null;
  meta?: Record<string, unknown>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export const MAIL_FROM = 'Dash <no-reply@dash.local>';

/**
 * Every mail and external share is recorded in the outbox (the admin's /outbox page shows it); with a
 * transport (SMTP_URL) a mail with an address is also sent for real. `meta.transport` says which:
 * outbox (kept only), smtp (sent) or smtp-failed (the send threw: the row stays, the caller gets the error).
 */
export function createMailer(db: Executor, transport: Pick<Transporter, 'sendMail'> | null, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      const record = (transportName: string, extra: Record<string, unknown> = {}) =>
        insertOutbox(db, {
          kind: mail.kind,
          to: mail.to,
          subject: mail.subject,
          body: mail.text,
          meta: { ...mail.meta, ...(mail.replyTo ? { reply_to: mail.replyTo } : {}), transport: transportName, ...extra },
          now: nowSeconds(),
        });
      if (transport && mail.to) {
        try {
          await transport.sendMail({
            from: MAIL_FROM,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          });
        } catch (error) {
          await record('smtp-failed', { error: error instanceof Error ? error.message : String(error) });
          throw error;
        }
        await record('smtp');
        return;
      }
      await record('outbox');
      // Without SMTP nobody receives the mail. That is worth a warning (npm start logs at warn): the
      // server log shows the mail, so whoever runs the product locally can still open its links.
      if (mail.to)
        log.warn(
          { mail: { kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text } },
          'mail not sent (no SMTP_URL): kept in the outbox',
        );
    },
  };
}
